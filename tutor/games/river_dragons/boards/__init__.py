"""Board data files (YAML) for River Dragons; a package so that they ship with the code."""
