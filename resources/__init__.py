"""Data files shipped with the app: translations and icons."""

from pathlib import Path

# This folder, found from the package itself: importlib.resources would cost every command 50 ms of
# imports (zipfile, tempfile …) to say the same for an installed app, a checkout and a frozen one.
FOLDER = Path(__file__).parent
