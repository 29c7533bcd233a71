"""Publishing: the notebook generator, slide decks, printable handouts, the rulebook reader and the static site."""
