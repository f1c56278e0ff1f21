import sys

from tournament_app.cli.entry import run

sys.exit(run())
