"""Tournament desk software for riichi mahjong."""

__version__ = "0.1.0"
