"""Measure a rendered slide deck in Chromium: each slide's overflow and its smallest visible text, in screen px.

Text size is measured on the rendered page, scale included: an HTML element's computed font size times the
ratio of its box on screen to its layout box (a CSS transform or zoom shows there), an SVG text's font size
times the SVG's screen transform (viewBox scaling included).
"""

from __future__ import annotations

from typing import Any

MEASURE_JS = """
function tutorMeasure() {
  const s = Reveal.getCurrentSlide();
  const box = s.getBoundingClientRect();
  const scale = box.width / (s.offsetWidth || box.width);
  let smallest = 1e9, where = '', bottom = 0, right = 0;
  const walker = document.createTreeWalker(s, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const t = walker.currentNode;
    if (!t.textContent.trim()) continue;
    const el = t.parentElement;
    if (el.closest('aside.notes')) continue;
    const st = getComputedStyle(el);
    if (st.display === 'none' || st.visibility === 'hidden') continue;
    const r = document.createRange(); r.selectNodeContents(t);
    const rect = r.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    bottom = Math.max(bottom, rect.bottom); right = Math.max(right, rect.right);
    let px;
    if (el instanceof SVGElement) {
      const m = el.getScreenCTM();
      px = parseFloat(st.fontSize) * Math.hypot(m.a, m.b);
    } else {
      px = parseFloat(st.fontSize) * scale;
    }
    if (px < smallest) { smallest = px; where = t.textContent.trim().slice(0, 40); }
  }
  let body = 1e9;
  for (const e of s.querySelectorAll('p, li, h1, h2, .src, .tr, .status')) {
    if (e.closest('aside.notes') || !e.textContent.trim()) continue;
    body = Math.min(body, parseFloat(getComputedStyle(e).fontSize) * scale);
  }
  for (const e of s.querySelectorAll('svg, img, blockquote')) {
    const r = e.getBoundingClientRect();
    bottom = Math.max(bottom, r.bottom); right = Math.max(right, r.right);
  }
  return {kind: s.dataset.kind, smallest, body, where, bottom, right, slideBottom: box.bottom, slideRight: box.right,
          vw: innerWidth, vh: innerHeight, scroll: s.scrollHeight > s.clientHeight + 1,
          clauses: s.dataset.clauses || ''};
}
"""
ALL_JS = "() => {" + MEASURE_JS + """
  const out = [];
  for (let i = 0; i < Reveal.getTotalSlides(); i++) { Reveal.slide(i); tutorFit(); const m = tutorMeasure(); m.index = i;
    out.push(m); }
  return out; }
"""


def measure_deck(page: Any, url: str) -> list[dict[str, Any]]:
    """Open a deck and measure every slide in turn."""
    page.goto(url)
    page.wait_for_selector(".reveal.ready", timeout=30_000)
    out: list[dict[str, Any]] = page.evaluate(ALL_JS)
    return out


def problems(measures: list[dict[str, Any]], min_px: float = 14.0, body_px: float = 24.0) -> list[str]:
    """Slides whose content runs past the slide or the window, that show text under ``min_px``, or body text
    (paragraphs, list items, headings, quoted rules and their translations) under ``body_px``."""
    bad = []
    for m in measures:
        edge_b, edge_r = min(m["slideBottom"], m["vh"]), min(m["slideRight"], m["vw"])
        if m["scroll"] or m["bottom"] > edge_b + 1 or m["right"] > edge_r + 1:
            bad.append(f"slide {m['index'] + 1} ({m['kind']}) runs past the slide: bottom {m['bottom']:.0f} of "
                       f"{edge_b:.0f}, right {m['right']:.0f} of {edge_r:.0f}")
        if m["body"] < body_px - 0.05:
            bad.append(f"slide {m['index'] + 1} ({m['kind']}): body text {m['body']:.1f} px")
        if m["smallest"] < min_px:
            bad.append(f"slide {m['index'] + 1} ({m['kind']}): text {m['smallest']:.1f} px: {m['where']!r}")
    return bad
