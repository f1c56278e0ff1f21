"""Use cases over the tournament record: each one a transaction, errors as user messages."""
