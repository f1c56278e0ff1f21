"""The score desk: one table's game, entered hand by hand (one window; its parts in this package).

- ``window``: the window, its state and keyboard; ``actions``: what a referee decides, with what they
  were shown (the version, the hand, the entry's identity), sent to the services exactly once;
- ``layout``, ``widgets``: the entry box, the seat panels, the hand log;
- ``corrections``: undo, edit, insert, delete, swap, final scores, finish and reopen;
- ``dialogs``, ``chart``, ``clock``: the final-scores and swap dialogs, the score line, the round clock.
"""

from tournament_app.ui.desk.window import DeskWindow

__all__ = ["DeskWindow"]
