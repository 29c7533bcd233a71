"""Rules tutor for board games."""
