"""A rules tutor for board games that cites the rulebooks' own words."""

from tutor.core.registry import games, load_game

__all__ = ["games", "load_game"]
