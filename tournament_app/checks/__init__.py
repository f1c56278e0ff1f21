"""Checks: the one rule for what comes from outside, before anything stores it.

- ``names``: names and other text people type (no control characters, line breaks or direction
  controls; a stated length);
- ``numbers``: numbers from command-line options, JSON files and game logs, checked as text first;
- ``limits``: the limits of a tournament (players, rounds, days, hanchan …), stated where a value is
  typed and checked again by the services.

May import only ``words`` (their refusals are messages). Every layer may import it.
"""
