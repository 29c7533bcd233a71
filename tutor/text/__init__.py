"""Rule text and UI text: catalogs, citations, explanations, translations."""

from tutor.text import problems  # installs the renderer of InputError problems

__all__ = ["problems"]
