"""What a board click sends the kernel: the mouse press alone. ipycanvas would also send every mouse move and
mouse-out over the board (the kernel uses neither), and a click's message would queue behind them; the kernel's
messages reaching the page are read off its websocket (JupyterLab's binary protocol)."""

from __future__ import annotations

import pytest

from tests.browser.test_browser import PLAYS, canvas_box, click_board, open_and_run, timed
from tutor.clickbench import click_sequence
from tutor.notebook import Companion

pytestmark = pytest.mark.browser

# every message from the kernel: (ms after the last mouse press, channel:msg_type:state or verdict)
HOOK = """(() => { window.__kernel = []; window.__t0 = 0;
  document.addEventListener('mousedown', () => { window.__t0 = performance.now(); window.__kernel = []; },
                            {capture: true});
  const desc = Object.getOwnPropertyDescriptor(WebSocket.prototype, 'onmessage');
  Object.defineProperty(WebSocket.prototype, 'onmessage', { get() { return desc.get.call(this); }, set(fn) {
    desc.set.call(this, function(ev) {
      if (typeof ev.data !== 'string') { try {
        const view = new DataView(ev.data), n = Number(view.getBigUint64(0, true)), at = [];
        for (let i = 1; i <= n; i++) { at.push(Number(view.getBigUint64(8 * i, true))); }
        const part = i => new TextDecoder().decode(new Uint8Array(ev.data, at[i], (at[i + 1] || ev.data.byteLength) - at[i]));
        const header = JSON.parse(part(1)), content = part(4);
        window.__kernel.push([performance.now() - window.__t0, part(0) + ':' + header.msg_type + ':' +
          (content.includes('tutor-verdict') ? 'verdict' : (content.match(/"execution_state": "(\\w+)"/) || [])[1])]);
      } catch (e) { window.__kernel.push([0, 'unread: ' + e]); } }
      return fn.call(this, ev); }); } }); })();"""


def test_a_board_click_sends_the_kernel_one_message_before_its_verdict(browser, lab):
    base, token = lab
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    context.add_init_script(HOOK)
    page = context.new_page()
    try:
        open_and_run(page, base, token, "en/china/play.ipynb")
        twin = Companion("china", **PLAYS["china"])
        for _ in range(4):
            found = click_sequence(twin, legal=True)
            assert found is not None
            clicks, mv = found
            click_board(page, twin, clicks[:-1])
            box = canvas_box(page)
            k = box["width"] / twin.board_spec.width
            x, y = box["x"] + clicks[-1][1] * k, box["y"] + clicks[-1][2] * k
            page.mouse.move(x - 40, y - 30)  # the pointer crosses the board to the target, as a hand's does
            page.mouse.move(x, y, steps=8)
            timed(page, ".tutor-summary", f"Legal: {twin.game.describe_move(twin.state, mv, 'en', twin.names)}",
                  lambda x=x, y=y: page.mouse.click(x, y))
            seen = [kind for _, kind in page.evaluate("window.__kernel")]
            before = seen[:seen.index("iopub:comm_msg:verdict")]
            # the press's busy only: no idle before the verdict (a move's or mouse-out's message handled first)
            assert before == ["iopub:status:busy"], seen
            twin.try_move(mv)
    finally:
        context.close()
