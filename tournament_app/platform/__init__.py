"""The platform layer: everything that differs between Windows, macOS and Linux, in one place.

What each module holds (the rest of the package never asks ``sys.platform``; it calls these):

- ``system``: which system this is, the one place that asks (tests set it).
- ``console``: the output encoding of a redirected or piped stdout, the console's column widths.
- ``signals``: Ctrl+C, SIGTERM, Ctrl+Break and the console's close event; stopping a command cleanly.
- ``files``: replacing a file another program holds, read-only targets, flushing to the disk, whether
  a folder takes a file.
- ``file_names``: the one rule for a suggested file name (what Windows refuses, on every system).
- ``folders``: where a file dialog starts; two names of one folder (case, NFC/NFD, links).
- ``shared_folders``: network folders and synced folders (OneDrive, Dropbox, iCloud Drive …).
- ``sockets``: binding the venue server's port, dual-stack addresses, the venue's addresses (read by
  ``adapters``, each system's list of network adapters), limits on a database server gone silent.
- ``screen``: fonts by their localised names, light and dark palettes, shortcuts as the platform
  writes them.
- ``display``: whether there is a screen for Qt (a Linux machine without a display server), and what
  keeps a window from opening there.
- ``command_line``: the process's own command line as ``ps`` and Task Manager show it, rewritten in place.
- ``language``: one rule for choosing Japanese or English, for the app and the commands.
- ``python``: the Python the app runs on, where it matters (the Microsoft Store's).
- ``pg_driver``: the PostgreSQL driver only when a server is used (a SQLite command never loads it;
  Windows on ARM has no wheel with a libpq), kept out of ``storage``, whose package loads peewee.
- ``garbage``: Python's cyclic garbage collection off while the modules load, then frozen.

It may import the standard library only (Qt where a module is about the screen, imported inside the
functions that need it), so every layer above can use it, the words too.
"""
