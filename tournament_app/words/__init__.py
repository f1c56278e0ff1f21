"""Words: where everything a user reads comes from.

- ``messages``: a message as plain data (Qt context, English source text, values, the count that picks
  a plural form) and ``UserError``; imports nothing of the app, so every layer (the rules engine too)
  raises and returns its problems as messages.
- ``i18n``: the language in force, ``tr`` and ``render`` (a message in that language, seats named as
  players); ``i18n_qt``: the same catalogue installed in Qt's own translators; ``qm``: the reader of
  Qt's compiled catalogues (``resources/i18n``).

May import only the platform layer and the resources. The rules engine imports ``messages`` alone:
its errors carry message keys and values, and the layers above render them.
"""
