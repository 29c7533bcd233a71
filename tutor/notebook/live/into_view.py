"""Bringing a lesson's or a quiz's cell into view once the notebook has run (JupyterLab's Run All ends at the last
cell): a script shown after the widget. Only a live, trusted session runs it."""

from __future__ import annotations

import uuid

from IPython.display import Javascript

# Holds the target at the top of the notebook's view while the notebook runs (JupyterLab scrolls to each cell Run
# All reaches, and to the last up to a second after it ends), and stops once the page has been idle for three
# seconds with the target still where it was put (busy: JupyterLab's busy favicon, or a cell's running prompt). It gives up on the
# learner's own first wheel, click, key or touch in the notebook, and after a minute. A page that draws the output
# again (JupyterLab re-attaches cells scrolled back to) finds its token used and does nothing: scrolling back to a
# lesson never yanks the page. Its token's value is 2 once it has stopped (the browser tests wait for it).
_SCRIPT = """setTimeout(function () {
  var seen = window.tutorIntoView = window.tutorIntoView || {};
  if (seen['TOKEN']) { return; }
  seen['TOKEN'] = 2;
  var cell = element.closest ? element.closest('.jp-Cell, .cell') : null;
  var book = cell ? cell.closest('.jp-Notebook, #notebook') : null;
  if (!cell || !book) { return; }
  if (FIRST_ONLY) { var first = book.querySelector('.ROOT');
    if (first && first.closest('.jp-Cell, .cell') !== cell) { return; } }
  seen['TOKEN'] = 1;
  var touched = false, calm = 0, polls = 0, put = null;
  ['wheel', 'mousedown', 'keydown', 'touchstart'].forEach(function (kind) {
    book.addEventListener(kind, function () { touched = true; }, {capture: true, once: true}); });
  var busy = function () { var icon = document.querySelector('link.busy.favicon');
    return (icon && icon.rel === 'icon') || !!book.querySelector('.cell.running')
      || [].some.call(book.querySelectorAll('.jp-InputPrompt'), function (p) { return p.textContent.indexOf('*') >= 0; }); };
  var target = function () { var root = cell.querySelector('.ROOT');
    var task = root && root.querySelector('.tutor-task');
    return (task && task.textContent.trim() ? task : null) || (root && root.querySelector('.tutor-companion'))
      || root || cell; };
  var poll = setInterval(function () {
    polls += 1;
    if (touched || polls > 300) { clearInterval(poll); seen['TOKEN'] = 2; return; }
    var t = target(), top = t.getBoundingClientRect().top;
    if (put === null || Math.abs(top - put) > 2) {
      t.scrollIntoView({block: 'start'}); put = t.getBoundingClientRect().top; calm = 0; return; }
    calm = busy() ? 0 : calm + 1;
    if (calm >= 15) { clearInterval(poll); seen['TOKEN'] = 2; }
  }, 200);
}, 0);"""


def into_view(root_class: str, first_only: bool) -> Javascript:
    """The script for a widget whose root has ``root_class`` (``first_only``: only the notebook's first such)."""
    js = (_SCRIPT.replace("TOKEN", uuid.uuid4().hex).replace("FIRST_ONLY", "true" if first_only else "false")
          .replace("ROOT", root_class))
    return Javascript(js)
