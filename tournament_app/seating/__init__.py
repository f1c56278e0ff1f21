"""Seating: who sits at which table in each round, decided from the players alone.

- ``plan``: who meets whom: one round given those played, or several rounds at once, repeats spread
  thin (a seed always gives the same seating);
- ``winds``: the seat winds balanced over the rounds;
- ``designs``: the exact designs (cyclic and perfect rounds) the plans start from;
- ``fives``: tables of five (抜け番): who sits out which hanchan, in turn and over a season.

Pure functions over player numbers, like the rules engine: may import ``checks`` and ``files`` (its
progress) and nothing above; the services seat rounds with it.
"""
