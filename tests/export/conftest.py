import os

# Before anything starts Qt: the export tests print and render without a display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
