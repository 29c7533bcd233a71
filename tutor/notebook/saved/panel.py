"""The tutor panel as HTML: a verdict, events or a score breakdown, each line with its clauses.

Pure functions of explanations and citations, so they are tested without a browser.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from html import escape

from tutor.text.catalog import Citation, cite
from tutor.text.explain import Explanation, Line
from tutor.text.language import language_name
from tutor.text.ui import N_, gettext

# Presenter mode (issue 35): a projector shows the board's labels at 16 px or more only where the board is 0.83 of its
# size or larger (paint.py), which JupyterLab's output at 1280x720 or 1366x768 (844-930 px) gives only to the board
# alone. So the board takes the whole output width, the verdict and the controls under it (a new verdict's headline
# scrolls into view; the board comes back with the scroll); from 1250 px of output (1920x1080) the board keeps
# 840 px or more beside the 380 px verdict column, and sits beside it as before. A container query: the companion's
# own width decides, the file browser open or not. In a lesson (tryout 4) the step's task sits over the board, and both
# fit JupyterLab's view (the window less 120 px): the board's own bar (source wording, view) goes under it, the board
# no taller than the window less 150 px (at 1280x720 Year of the Dragon's, the widest, still 838 px wide), the
# quotes above not enlarged.
STYLE = """<style>
.tutor-panel{font-family:'IPAGothic','Noto Sans CJK JP','DejaVu Sans',sans-serif;font-size:14px;line-height:1.4}
.tutor-panel.presenter{font-size:22px}
.tutor-verdict.legal{color:#1b5e20}.tutor-verdict.illegal{color:#b71c1c}
.tutor-summary{font-weight:bold;margin:2px 0 6px}
.tutor-line{margin:6px 0 10px}
.tutor-cite{display:grid;grid-template-columns:1fr 1fr;gap:8px;border-left:3px solid #999;padding:4px 8px;
 margin:4px 0;background:#fafafa}
.tutor-cite.one{grid-template-columns:1fr}
.tutor-cite .src{font-style:italic}
.tutor-cite .src,.tutor-cite .tr{white-space:pre-line}
.tutor-cite .meta{grid-column:1/-1;font-size:85%;color:#555}
.tutor-cite .untranslated{color:#b71c1c;font-size:85%}
.tutor-cite .differs{grid-column:1/-1;font-size:85%;color:#6a1b9a}
.tutor-events{margin:4px 0 0 0;padding-left:18px}
.tutor-ref{font-size:90%;color:#555;font-style:italic}
.tutor-companion .widget-hbox.tutor-main{display:flex;flex-flow:row nowrap;align-items:flex-start;gap:12px;width:100%}
.tutor-companion .tutor-boardcol{flex:0 1 auto;min-width:0;max-width:calc(100% - 300px)}
.tutor-companion .tutor-side{flex:1 1 300px;min-width:280px;max-height:calc(100vh - 150px);overflow-y:auto;
 display:flex;flex-direction:column;flex-wrap:nowrap}
.tutor-companion .tutor-side>*{flex:0 0 auto}
.tutor-companion .tutor-side>.tutor-talk{flex:0 1 auto;min-height:0;max-height:60vh;overflow-y:auto;
 overscroll-behavior:contain;display:block}
.tutor-companion .tutor-side>.tutor-talk:has(.tutor-panel){min-height:96px}
.tutor-companion .tutor-talk>*{overflow:visible}
.tutor-fold>summary{cursor:pointer;color:#1565c0;margin:2px 0}
.tutor-companion canvas{width:auto!important;height:auto!important;max-width:100%!important;
 max-height:calc(100vh - 190px)!important}
.tutor-companion canvas:focus{outline:3px solid #1565c0;outline-offset:2px}
.tutor-lesson .widget-button,.tutor-lesson .widget-toggle-button,
.tutor-companion .widget-button,.tutor-companion .widget-toggle-button{width:auto;min-width:0;
 padding:0 10px;overflow:visible}
.tutor-companion .widget-hbox,.tutor-lesson .widget-hbox{flex-wrap:wrap;gap:2px 4px}
.tutor-lesson .widget-checkbox{width:auto}
.tutor-companion .widget-dropdown{width:auto;max-width:100%}
.tutor-companion .widget-dropdown select{flex:0 1 auto;min-width:0;width:auto}
.tutor-companion .widget-label,.tutor-counter{white-space:nowrap}
.tutor-chosen{font-size:13px;color:#333;border-left:3px solid #1565c0;padding:0 6px;margin:0 0 4px}
.tutor-chosen .widget-html-content{line-height:1.35;height:auto}
.tutor-chosen:has(.widget-html-content:empty){display:none}
.tutor-upload{font-size:0!important}
.tutor-upload::after{content:attr(title);font-size:var(--jp-widgets-font-size,13px)}
.tutor-upload i{font-size:var(--jp-widgets-font-size,13px);margin-right:4px}
.tutor-describe summary{cursor:pointer;color:#555}
.tutor-describe div{white-space:pre-line;font-size:13px}
.tutor-companion.presenter{container-type:inline-size}
.tutor-companion.presenter .tutor-side{font-size:22px}
.tutor-companion.presenter .widget-hbox.tutor-main{flex-wrap:wrap}
.tutor-companion.presenter .tutor-boardcol{flex:1 1 100%;max-width:100%}
.tutor-companion.presenter .tutor-side{flex:1 1 100%}
@container (min-width:1250px){.tutor-companion.presenter .widget-hbox.tutor-main{flex-wrap:nowrap}
 .tutor-companion.presenter .tutor-boardcol{flex:0 1 auto;max-width:calc(100% - 380px)}
 .tutor-companion.presenter .tutor-side{flex:1 1 380px}}
.tutor-companion.presenter .tutor-side>.tutor-talk:has(.tutor-panel){min-height:80px}
.tutor-companion.presenter canvas{max-height:calc(100vh - 120px)!important}
.tutor-lesson .tutor-companion.presenter>.widget-hbox:not(.tutor-main){order:1}
.tutor-lesson .tutor-companion.presenter canvas{max-height:calc(100vh - 150px)!important}
.tutor-lesson:has(.tutor-companion.presenter) .tutor-task p{margin:2px 0}
.tutor-sr{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
</style>"""

UNTRANSLATED = N_("(no translation yet: the source wording is shown)")
ALSO_IN = N_("Also stated in: %(ids)s")
READING = N_("The texts differ here: %(note)s")
SECTION = N_("Section: %(path)s")
SEE_ABOVE = N_("(the rule quoted above)")
MORE_RULES = N_("More from the rulebooks (%(n)s)")


def citation_html(c: Citation, show_source: bool = True, linked: bool = True, shown: set[str] | None = None) -> str:
    """One clause: the verbatim source beside the translation, with its section and cross-references
    (the other text's clauses that state the same rule are quoted below it, once: ``shown`` collects the ids
    quoted so far in this output, and a cross-reference already quoted is only named)."""
    lang_name = language_name(c.source_lang, c.lang)
    source = (f'<div class="src" lang="{c.source_lang}"><b>{escape(lang_name)}</b> «{escape(c.source)}»</div>'
              if show_source else "")
    same = c.lang == c.source_lang and show_source and c.translation == c.source
    translation = "" if same else f'<div class="tr" lang="{c.lang}">{escape(c.translation)}</div>'
    if not c.translated:
        translation += f'<div class="untranslated">{escape(gettext(UNTRANSLATED, c.lang))}</div>'
    meta = [f"<code>{escape(c.id)}</code>"]
    if c.section:
        meta.append(escape(gettext(SECTION, c.lang, path=" › ".join(c.section))))
    note = " ".join(gettext(d, c.lang) for d in c.differs.split("\n")) if c.differs else ""
    differs = f'<div class="differs">{escape(gettext(READING, c.lang, note=note))}</div>' if c.differs else ""
    one = " one" if not (source and translation) else ""
    others = ""
    if shown is not None:
        shown.add(c.id)
    if linked and c.see:
        fresh = [o for o in c.see if shown is None or o not in shown]
        if shown is not None:
            shown.update(fresh)
        others = "".join(citation_html(cite(o, c.lang), show_source, linked=False) for o in fresh)
        label = escape(gettext(ALSO_IN, c.lang, ids=", ".join(c.see)))
        others = (f'<details class="meta"><summary>{label}</summary>{others}</details>' if fresh
                  else f'<div class="meta" data-refers="{escape(" ".join(c.see))}">{label}</div>')
    return (f'<div class="tutor-cite{one}" data-clause="{escape(c.id)}">{source}{translation}'
            f'<div class="meta">{" · ".join(meta)}</div>{differs}{others}</div>')


def line_html(line: Line, show_source: bool = True, shown: Collection[str] = (), open_cites: int | None = None,
              quoting: set[str] | None = None) -> str:
    """A cited line; a clause already quoted on screen (``shown``) or earlier in this output (``quoting``, which
    collects the ids quoted here) is referred to in words, not quoted again. With ``open_cites``, only that many
    clauses are shown and the rest fold under one click."""
    quoting = set() if quoting is None else quoting
    quoted: list[str] = []
    again: list[Citation] = []
    for c in line.citations:
        if c.id in shown or c.id in quoting:
            again.append(c)
        else:
            quoted.append(citation_html(c, show_source, shown=quoting))
    keep = len(quoted) if open_cites is None else open_cites
    cites = "".join(quoted[:keep])
    if quoted[keep:]:
        more = escape(gettext(MORE_RULES, line.citations[0].lang, n=len(quoted) - keep))
        cites += f'<details class="tutor-fold"><summary>{more}</summary>{"".join(quoted[keep:])}</details>'
    if again:
        cites += (f'<div class="tutor-ref" data-refers="{escape(" ".join(c.id for c in again))}">'
                  f"{escape(gettext(SEE_ABOVE, again[0].lang))}</div>")
    return f'<div class="tutor-line" data-code="{escape(line.code)}"><div>{escape(line.text)}</div>{cites}</div>'


def verdict_html(ex: Explanation, show_source: bool = True, presenter: bool = False, earlier: str = "") -> str:
    """A verdict: legal or not, a one-line summary, then each violation (or ground) with its clauses. ``earlier``:
    a note that it is about an earlier move (a click since did nothing), shown first, the verdict dimmed under it."""
    cls = "legal" if ex.legal else "illegal"
    # the headline, every reason and the first clause open; the other clauses one click away
    quoting: set[str] = set()  # each clause quoted once per verdict; later lines refer to it in words
    lines = "".join(line_html(ln, show_source, open_cites=1 if i == 0 else 0, quoting=quoting)
                    for i, ln in enumerate(ex.lines))
    note = f'<div class="tutor-message info tutor-earlier">{escape(earlier)}</div>' if earlier else ""
    dim = ' style="opacity:.6"' if earlier else ""
    return (f'<div class="tutor-panel{" presenter" if presenter else ""}">{note}<div class="tutor-verdict {cls}"{dim}>'
            f'<div class="tutor-summary">{escape(ex.summary)}</div>{lines}</div></div>')


def events_html(title: str, lines: Sequence[Line], show_source: bool = True, presenter: bool = False,
                cite: bool = True, shown: Collection[str] = (), quoting: set[str] | None = None) -> str:
    """What a move did (or a score breakdown, a hint): each line with its clauses (those in ``shown`` are already
    quoted on screen and only referred to). Each clause is quoted once per output: later lines refer to it in
    words; ``quoting`` (collecting the ids quoted) shares that across the parts of one output."""
    if not lines:
        return ""
    quoting = set() if quoting is None else quoting
    items = "".join(f"<li>{line_html(ln, show_source, shown, quoting=quoting) if cite else escape(ln.text)}</li>"
                    for ln in lines)
    return (f'<div class="tutor-panel{" presenter" if presenter else ""}"><div class="tutor-summary">'
            f'{escape(title)}</div><ul class="tutor-events">{items}</ul></div>')


def message_html(text: str, kind: str = "info") -> str:
    return f'<div class="tutor-panel"><div class="tutor-message {kind}">{escape(text)}</div></div>'
