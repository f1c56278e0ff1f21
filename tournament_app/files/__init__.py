"""Files: the read and write rules every file the app touches goes through.

- ``output_files``: the one rule for every file the app writes (never over the database, a device or a
  folder; a temporary file beside it, renamed; removed on a stop);
- ``input_files``: the one rule for files it reads from the user and the folders it lists;
- ``progress``: how a long job (a workbook, a copy, a backup) reports how far it got and is stopped;
- ``server_address``: a database server's address with its password kept apart (never on the process
  list, never in a message), so that an output is never written over a database named by address.

May import ``words`` and the platform layer. Every layer may import it.
"""
