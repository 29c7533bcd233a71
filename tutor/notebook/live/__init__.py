"""The live widgets: board views, the companion, the live lesson and quiz (ipywidgets, ipycanvas or ipyevents)."""
