"""The desktop app (PySide6): windows and dialogs over the services; no SQL here."""
