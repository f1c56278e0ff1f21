import sys

from tournament_app.cli.main import main

sys.exit(main())
