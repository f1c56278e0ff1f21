"""Data files shipped with the app: translations and icons."""
