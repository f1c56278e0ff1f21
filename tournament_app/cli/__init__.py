"""The command line over the same rules and services as the app."""
