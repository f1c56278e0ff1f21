"""The rules of riichi mahjong as the app applies them: pure functions over plain data.

No Qt, no database, no files: the CLI, the services and the UI all build on this package.
"""
