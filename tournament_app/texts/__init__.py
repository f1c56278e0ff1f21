"""Texts: how the record's values are written in the language in force.

- ``display``: scores, points (△ for a negative), places, dates, lists of names, winds, hands and their
  values, the widths of a console's columns;
- ``rules_text``: a rule set's options and choices as a rule sheet names them.

Above the rules engine (whose values it writes) and ``words``; below the services (their messages use
it) and everything that shows the record. Nothing here reads the database.
"""
