"""The platform layer: everything that differs between Windows, macOS and Linux, in one place.

What each module holds (the rest of the package never asks ``sys.platform``; it calls these):

- ``console``: the output encoding of a redirected or piped stdout, the console's column widths.
- ``signals``: Ctrl+C, SIGTERM, Ctrl+Break and the console's close event; stopping a command cleanly.
- ``files``: replacing a file another program holds, read-only targets, flushing to the disk, safe
  file names, where dialogs start, comparing folders, network and synced folders.
- ``sockets``: binding the venue server's port, dual-stack addresses, the venue's addresses (read by
  ``adapters``, each system's list of network adapters), limits on a database server gone silent.
- ``screen``: fonts by their localised names, light and dark palettes, shortcuts as the platform
  writes them.
- ``language``: one rule for choosing Japanese or English, for the app and the commands.

It may import the standard library and :mod:`tournament_app.messages` only (Qt where a module is about
the screen, imported inside the functions that need it), so every layer above can use it.
"""
