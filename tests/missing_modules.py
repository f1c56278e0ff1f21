"""A child's first lines that make the named modules impossible to find (and, for "libpq", ctypes finds
no such library): what an installation or a bundle without them meets. The names come as the child's
first argument, comma-separated."""

PRELUDE = """
import ctypes.util, sys
GONE = set(sys.argv.pop(1).split(","))
class Gone:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in GONE:
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
sys.meta_path.insert(0, Gone())
if "libpq" in GONE:
    ctypes.util.find_library = lambda name: None
"""
