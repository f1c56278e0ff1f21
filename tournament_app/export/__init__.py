"""Exports of the tournament record: the Excel workbook, printable documents, player files.

Built from the plain rows of :mod:`tournament_app.services.rows` only: nothing here opens the
database or shows a widget. The modules are imported one by one (``documents`` needs Qt's GUI
module, the others do not), so this package imports nothing itself.
"""
