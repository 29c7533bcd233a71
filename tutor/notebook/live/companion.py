"""The companion: board, tutor panel, move bar, history, hints and language switch for one match."""

from __future__ import annotations

import base64
import json
import random
import traceback
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from html import escape
from typing import Any

import ipywidgets as w

from tutor.core.bots import bot_label, bots_for
from tutor.core.errors import InputError, clip
from tutor.core.game import Game
from tutor.core.lesson import DEFAULT_NAMES
from tutor.core.match import Match
from tutor.core.moves import Move
from tutor.core.registry import load_game
from tutor.core.scene import Scene, rect
from tutor.core.verdict import Event, Verdict
from tutor.notebook.live import companion_words as words
from tutor.notebook.live.behaviour import behaviour_html
from tutor.notebook.live.kernel import send_now, settle_kernel
from tutor.notebook.live.keys import ARROWS, next_target, target_label
from tutor.notebook.live.kinds import kind_label
from tutor.notebook.live.svgboard import board_view
from tutor.notebook.saved.hints import hint_lines
from tutor.notebook.saved.model import MatchModel
from tutor.notebook.saved.panel import STYLE, events_html, message_html, verdict_html
from tutor.notebook.saved.shared import L_FINAL, L_HINTS, L_NO_HINT, score_lines
from tutor.progress import hooks as progress_hooks
from tutor.progress.record import Record
from tutor.text.explain import Explanation, explain, line, player_name
from tutor.text.language import language, language_name, languages
from tutor.text.ui import gettext, render


class Companion:
    """One match on screen. ``Companion("year_of_the_dragon", players=4)``; display it as the last line of a cell.

    The board and the tutor panel sit side by side (the panel wraps under a narrow board), so the verdict of a
    click is in view with the board; the match, its legal moves and its scenes live in one ``MatchModel``."""

    def __init__(self, game: str | Game[Any], players: int | None = None, seed: int = 0,
                 options: Mapping[str, Any] | None = None, names: Sequence[str] | None = None, lang: str | None = None,
                 state: Any = None, viewer: int | None = None, scale: float = 0.85,
                 bots: Mapping[int, str] | None = None, on_move: Callable[[Move, Verdict], None] | None = None,
                 match: Match[Any] | None = None, progress: Record | bool | None = None,
                 language_switch: bool = True, board: str = "auto", moves: Sequence[Move] = ()) -> None:
        self.game: Game[Any] = load_game(game) if isinstance(game, str) else game
        self.record = progress_hooks.learner_record(progress)
        n = self.game.spec.setup(match.players if match is not None else players, seed, viewer)
        opts = self.game.spec.resolve_options(options)
        if match is None:
            match = (Match.new(self.game, n, seed, opts) if state is None else
                     Match(self.game, state, players=n, seed=seed, options=opts, custom_start=True))
        for mv in moves:  # played before anything is drawn (a lesson step's moves): the board is drawn once
            match.push(mv)
        self.model = MatchModel(self.game, match, list(names or DEFAULT_NAMES[:n]), viewer)
        self.lang, self.show_source, self.presenter = language(lang), True, False
        self.bots = dict(bots or {})
        self.rng = random.Random(seed)
        self.selection: tuple[str, ...] = ()
        self.focus: str | None = None  # the board target the keyboard is on
        self.last_try: tuple[Move, Verdict] | None = None
        self.tried_from: Any = None  # the position the last move was tried in
        self.stale_try: object = None  # the try a board click that did nothing came after: its verdict is marked so
        self.hint_shown = False  # the hint stays on screen (in the new language too) until the next move
        self.verdict_shown = True  # the V key hides and shows it (a teacher asks the room first)
        self.on_move = on_move
        self.on_key: Callable[[str], bool] | None = None  # a lesson's keys (steps) come first
        self.board_spec = getattr(self.game, "board", None)
        self.board_kind = board  # "canvas" (ipycanvas), "svg" (no numpy: a browser's Python) or "auto"
        self._words_later = True  # the board in words is written after the first drawing
        self._build(scale, language_switch)
        self.refresh()

    # -- the model's parts ----------------------------------------------------------------------
    @property
    def match(self) -> Match[Any]:
        return self.model.match

    @match.setter
    def match(self, match: Match[Any]) -> None:
        self.model = MatchModel(self.game, match, self.model.names, self.model.viewer)

    @property
    def names(self) -> list[str]:
        return self.model.names

    @property
    def viewer(self) -> int | None:
        return self.model.viewer

    @viewer.setter
    def viewer(self, viewer: int | None) -> None:
        self.model.viewer = viewer

    @property
    def state(self) -> Any:
        return self.match.state

    # -- widgets ------------------------------------------------------------------------------
    def _build(self, scale: float, language_switch: bool) -> None:
        self.out = w.Output()
        self.style = w.HTML(STYLE)
        self.behaviour = w.HTML()
        self.lang_toggle = w.ToggleButtons(options=[(language_name(x), x) for x in languages()], value=self.lang)
        self.source_box = w.Checkbox(value=True, indent=False, layout=w.Layout(width="auto"))
        self.view_pick = w.Dropdown(style={"description_width": "initial"}, layout=w.Layout(width="auto"))
        self.board = board_view(self.board_spec.width, self.board_spec.height, scale, self.board_kind) \
            if self.board_spec else None
        self.kind_pick = w.Dropdown(style={"description_width": "initial"}, layout=w.Layout(width="auto"))
        self.move_pick = w.Dropdown(style={"description_width": "initial"}, layout=w.Layout(width="auto"))
        self.try_button = w.Button(button_style="primary")
        self.chosen = w.HTML()  # the chosen move in full, wrapped: a long one is cut in its closed list
        self.chosen.add_class("tutor-chosen")
        self.entry = w.Text(continuous_update=False, layout=w.Layout(width="auto", flex="1 1 200px"))
        self.undo_button, self.redo_button = w.Button(icon="undo"), w.Button(icon="repeat")
        self.slider = w.IntSlider(min=0, max=0, continuous_update=False, style={"description_width": "initial"},
                                  layout=w.Layout(width="auto", flex="1 1 160px"))
        self.branch_button = w.Button()
        self.hint_button = w.Button()
        self.bot_pick = w.Dropdown(options=self._bot_options(), layout=w.Layout(width="auto"))
        self.entry.add_class("tutor-entry")
        self.bot_button = w.Button()
        self.save_button = w.Button(icon="download")
        self.save_link = w.HTML()
        self.load_upload = w.FileUpload(accept=".json", multiple=False, description="", icon="upload")
        self.load_upload.add_class("tutor-upload")
        self.panel = w.HTML()  # the verdict (or a message): announced, and opened at its headline
        self.panel.add_class("tutor-verdictbox")
        self.panel.add_class("tutor-live")
        self.events = w.HTML()  # the hint
        self.events.add_class("tutor-hintbox")
        self.description = w.HTML()  # who moves, what happened, what the keyboard is on: a live region
        self.description.add_class("tutor-statusbox")
        self.in_words = w.HTML()  # the board in words, folded (the canvas's accessible description)
        self._quiet = False  # a widget is being set by the companion itself: its change is not the user's choice
        self.lang_toggle.observe(self._safe(lambda ch: None if self._quiet else self.set_lang(ch["new"])), names="value")
        self.source_box.observe(self._safe(lambda ch: self.set_source(ch["new"])), names="value")
        self.view_pick.observe(self._safe(lambda ch: None if self._quiet else self.set_viewer(ch["new"])), names="value")
        self.kind_pick.observe(self._safe(lambda ch: None if self._quiet else self._fill_moves()), names="value")
        self.move_pick.observe(self._safe(lambda ch: self._show_chosen()), names="value")
        self.try_button.on_click(self._safe(lambda _: self.try_move(self.move_pick.value)))
        self.entry.observe(self._safe(lambda ch: self.try_text(ch["new"]) if ch["new"] else None), names="value")
        self.undo_button.on_click(self._safe(lambda _: self.undo()))
        self.redo_button.on_click(self._safe(lambda _: self.redo()))
        self.slider.observe(self._safe(lambda ch: self.goto(ch["new"])), names="value")
        self.branch_button.on_click(self._safe(lambda _: self.branch()))
        self.hint_button.on_click(self._safe(lambda _: self.hint()))
        self.bot_button.on_click(self._safe(lambda _: self.bot_move()))
        self.save_button.on_click(self._safe(lambda _: self.prepare_save()))
        self.load_upload.observe(self._safe(lambda ch: self._load_upload(ch["new"])), names="value")
        if self.board is not None:
            self.board.on_target(self._safe3(self.click_target))
            self.board.on_key_down(self._safe(lambda key, *_: self.key(key)))
        top = w.HBox(([self.lang_toggle] if language_switch else []) + [self.source_box, self.view_pick])
        bar = w.HBox([self.kind_pick, self.move_pick, self.try_button])
        typed = w.HBox([self.entry, self.hint_button])
        bots = w.HBox([self.bot_pick, self.bot_button])
        history = w.HBox([self.undo_button, self.redo_button, self.slider, self.branch_button])
        files = w.HBox([self.save_button, self.save_link, self.load_upload])
        board_col = w.VBox(([self.board.canvas] if self.board is not None else []) + [self.in_words])
        board_col.add_class("tutor-boardcol")
        talk = w.VBox([self.panel, self.events])  # its own scroll: the controls under it stay in reach
        talk.add_class("tutor-talk")
        for box in (typed, bar, bots, history, files):
            box.add_class("tutor-controls")
        side = w.VBox([self.description, talk, typed, bar, self.chosen, bots, history, files])
        side.add_class("tutor-side")
        main = w.HBox([board_col, side])
        main.add_class("tutor-main")
        self.widget = w.VBox([self.style, self.behaviour, top, main, self.out])
        self.widget.add_class("tutor-companion")
        self._relabel()

    def _ipython_display_(self) -> None:
        from IPython.display import display

        display(self.widget)
        self.warm()  # after the board is on its way to the browser: the first click then finds everything loaded

    def warm(self) -> None:
        """Write the board in words, and load what the first verdict needs (the clause catalogs, this language's
        translations) by explaining one legal move, without playing it: a first click would otherwise wait."""
        if not self.in_words.value:
            self._render_words()
        legal = self.legal()
        if legal:
            explain(self.game, self.game.check(self.state, legal[0]), str(legal[0]), self.lang, self.names)
        settle_kernel()

    def _safe(self, fn: Callable[..., Any]) -> Callable[..., Any]:
        """Run a callback so that an error shows in the companion, never only in the server log."""
        def run(*args: Any) -> Any:
            try:
                return fn(*args)
            except Exception as exc:  # shown to the user, with the traceback for the team
                self.panel.value = message_html(gettext(words.L_ERROR, self.lang, error=f"{type(exc).__name__}: {exc}"),
                                                "error")
                with self.out:
                    traceback.print_exc()
                return None
        return run

    def _safe3(self, fn: Callable[[str | None, float, float], None]) -> Callable[[str | None, float, float], None]:
        safe = self._safe(fn)
        return lambda target, x, y: safe(target, x, y)

    def _relabel(self) -> None:
        t = self.t
        self.source_box.description = t(words.L_SOURCE)
        self.try_button.description = t(words.L_TRY)
        self.entry.placeholder = t(words.L_TYPE)
        self.entry.description = ""
        self.kind_pick.description = t(words.L_KIND)
        self.move_pick.description = t(words.L_MOVE)
        self.undo_button.description, self.redo_button.description = t(words.L_UNDO), t(words.L_REDO)
        self.slider.description = t(words.L_STEP)
        self.branch_button.description = t(words.L_BRANCH)
        self.hint_button.description = t(words.L_HINT)
        self.bot_button.description = t(words.L_BOT)
        self.bot_pick.tooltip = t(words.L_BOT_KIND)
        with self._quietly():
            picked, self.bot_pick.options = self.bot_pick.value, self._bot_options()
            self.bot_pick.value = picked
        self.entry.tooltip = t(words.L_TYPE)
        self.load_upload.tooltip = t(words.L_LOAD)  # shown by the page's style (the button's own text counts files)
        self.save_button.description = t(words.L_SAVE)
        views = [(t(words.L_TEACHER), -1)] + [(n, i) for i, n in enumerate(self.names)]
        current = -1 if self.viewer is None else self.viewer
        with self._quietly():
            self.view_pick.options = views
            self.view_pick.value = current
        self.view_pick.description = t(words.L_VIEW)
        self.behaviour.value = behaviour_html(t(words.L_BOARD))

    @contextmanager
    def _quietly(self) -> Iterator[None]:
        """Set widgets without their observers redrawing the companion (the caller redraws once)."""
        before, self._quiet = self._quiet, True
        try:
            yield
        finally:
            self._quiet = before

    def t(self, message: str, **params: Any) -> str:
        return gettext(message, self.lang, **params)

    def _bot_options(self) -> list[tuple[str, str]]:
        """The bot picker's choices: (what the learner reads, the bot's name)."""
        return [(self.t(bot_label(name)), name) for name in bots_for(self.game)]

    # -- state changes ------------------------------------------------------------------------
    def set_lang(self, lang: str) -> None:
        self.lang = lang
        with self._quietly():
            self.lang_toggle.value = lang
        self._relabel()
        self.refresh()

    def set_source(self, show: bool) -> None:
        self.show_source = show
        self.refresh(board=False)

    def set_viewer(self, viewer: int | None) -> None:
        self.viewer = None if viewer in (None, -1) else viewer
        self.refresh()

    def set_presenter(self, on: bool, scale: float = 1.3) -> None:
        """Presenter mode: room-size text, the board across the output (beside the verdict where it is wide: panel.py)
        with its fine print left out (V hides and shows the verdict, H shows the hint, the lesson's arrows step)."""
        self.presenter = on
        if on:
            self.widget.add_class("presenter")
        else:
            self.widget.remove_class("presenter")
        if self.board is not None:
            self.board.rescale(scale if on else 0.85, presenter=on)  # presenter: room-size labels
        self.refresh()

    def try_text(self, text: str) -> Verdict | None:
        try:  # the notation, or a legal move's words as the Move list shows them
            mv = words.typed_move(self.game, self.state, text, lambda: self.model.said(self.lang), self.lang, self.names)
        except InputError as exc:
            self.panel.value = message_html(self.t(words.L_NOT_A_MOVE, problem=exc.text(self.lang)), "error")
            return None
        finally:
            self.entry.value = ""
        return self.try_move(mv)

    def try_move(self, mv: Move | None, by_bot: bool = False) -> Verdict | None:
        """Ask the engine about a move once; it is played if legal. An illegal move changes nothing."""
        if mv is None:
            self.panel.value = message_html(self.t(words.L_CHOOSE))
            return None
        if mv.player is not None and not 0 <= mv.player < len(self.names):
            self.panel.value = message_html(self.t(words.L_NO_SUCH_PLAYER, given=mv.player, last=len(self.names) - 1),
                                            "error")
            return None
        if self.viewer is not None and not by_bot and not self.game.is_over(self.state):
            movers = self.game.to_move(self.state)
            mover = mv.player if mv.player is not None else movers[0]
            if mover != self.viewer or self.viewer not in movers:
                # seeing a player's hand and playing another's move would mix two players' knowledge
                self.panel.value = message_html(self.t(words.L_NOT_VIEWER, viewer=self.names[self.viewer],
                                                       player=self.names[mover]), "error")
                return None
        self.tried_from, tried = self.state, self.model.attempt(mv)  # the headline: the move said from there
        verdict = tried.verdict
        self.last_try, self.hint_shown, self.verdict_shown = (mv, verdict), False, True
        if verdict.legal:
            self.selection, self.focus = (), None
            if self._bot_to_move():
                self._render_panel()  # the verdict at once; the bots' replies follow
                send_now()
                self._run_bots()
            self.refresh()
        else:
            self.refresh(board=False)
        if not by_bot:  # after the panel is drawn: recording is never on the click's path to the screen
            progress_hooks.own_move(self.record, self.game.spec.name, str(mv), verdict)
        if self.on_move is not None:
            self.on_move(mv, verdict)
        return verdict

    def _bot_to_move(self) -> bool:
        return not self.game.is_over(self.state) and self.game.to_move(self.state)[0] in self.bots

    def _run_bots(self) -> None:
        while not self.game.is_over(self.state):
            player = self.game.to_move(self.state)[0]
            if player not in self.bots:
                return
            bot = bots_for(self.game)[self.bots[player]]
            if not self.match.attempt(bot(self.game, self.state, player, self.rng)).legal:
                raise RuntimeError(f"the {self.bots[player]} bot chose an illegal move")

    def bot_move(self) -> None:
        if self.game.is_over(self.state):
            return
        player = self.game.to_move(self.state)[0]
        bot = bots_for(self.game)[self.bot_pick.value or "random"]
        self.try_move(bot(self.game, self.state, player, self.rng), by_bot=True)

    def click_target(self, target: str | None, x: float = 0, y: float = 0) -> None:
        """A board click: grow the selection, or make the move it completes; a click that does nothing says why."""
        if self.board_spec is None:
            return
        over = self.game.is_over(self.state)
        if over or (target is None and not self.selection):  # nothing to play, or no target (a side panel, a label)
            return self._idle(words.L_OVER_CLICK if over else words.L_NOT_A_PLACE)
        scene = self.scene()
        result = self.board_spec.click(self.state, self.selection, target) if target is not None else None
        if result is not None and result.move is not None:
            self.selection = ()
            self.try_move(result.move)
            return None
        chosen = result.selection if result is not None else ()
        idle, self.selection = chosen == self.selection, chosen
        self.refresh_board()
        if idle and target is not None:
            self._idle(self.board_spec.idle_reason(self.state, self.selection, target) or words.L_UNCHOSEN)
        elif scene is not None and self.selection:  # (a click on no target clears the choice)
            self._announce(self.t(words.L_CHOSEN, place="; ".join(self.target_words(scene, t) for t in self.selection)))
        else:
            self._announce(self.t(words.L_UNCHOSEN))
        return None

    def _idle(self, reason: str) -> None:
        """Say why a click did nothing (``reason``: a catalog message); the verdict shown is marked as earlier."""
        self._announce(self.t(reason))
        if self.last_try is not None and self.stale_try is not self.last_try:
            self.stale_try = self.last_try
            self._render_panel()

    def key(self, key: str) -> None:
        """A key on the focused board: the lesson's keys first, then arrows between targets, Enter to choose,
        Escape to clear; V hides or shows the verdict, H shows the hint."""
        if self.on_key is not None and self.on_key(key):
            return
        low = key.lower()
        if low == "v":
            self.verdict_shown = not self.verdict_shown
            self._render_panel()
        elif low == "h":
            self.verdict_shown = True
            self.hint()
        elif key in ARROWS:
            scene = self.scene()
            if scene is not None:
                self.focus = next_target(scene, self.focus, key)
                self.refresh_board()
                if self.focus is not None:
                    self._announce(self.t(words.L_FOCUS, place=self.target_words(scene, self.focus)))
        elif key in ("Enter", " ") and self.focus is not None:
            self.click_target(self.focus)
        elif key == "Escape":
            self.selection, self.focus = (), None
            self.refresh_board()

    def target_words(self, scene: Scene, target: str) -> str:
        """A board target in words: the game's name for it, else the words drawn on it."""
        words = self.board_spec.target_words(self.state, target, self.lang, self.names, self.viewer) \
            if self.board_spec is not None else None
        return target_label(scene, target, self.lang, words)

    def undo(self) -> None:
        self.match.undo()
        self.last_try = None
        self.refresh()

    def redo(self) -> None:
        self.match.redo()
        self.last_try = None
        self.refresh()

    def goto(self, step: int) -> None:
        if step != self.match.step:
            self.match.goto(step)
            self.last_try = None
            self.refresh()

    def branch(self) -> Companion:
        """A second companion that starts from this step; this one keeps its whole line."""
        other = Companion(self.game, players=self.match.players, seed=self.match.seed, options=self.match.options,
                          names=self.names, lang=self.lang, viewer=self.viewer, match=self.match.branch())
        other.panel.value = message_html(other.t(words.L_BRANCHED))
        from IPython.display import display

        display(other.widget)
        return other

    def hint(self) -> None:
        """What would make the last move tried legal; it stays until the next move (and follows the language)."""
        if self.last_try is None:
            self.events.value = message_html(self.t(words.L_CHOOSE))
            return
        self.hint_shown = True
        self._render_hint()

    def _render_hint(self) -> None:
        if not self.hint_shown or self.last_try is None:
            self.events.value = ""
            return
        mv, verdict = self.last_try
        if verdict.legal:
            self.events.value = message_html(self.t(L_NO_HINT))
            return
        lines = hint_lines(self.game, self.state, mv, verdict, self.lang, self.names, legal=self.model.legal())
        shown = {c for r in verdict.violations for c in r.clauses} if self.verdict_shown else set()
        self.events.value = events_html(self.t(L_HINTS), lines, self.show_source, self.presenter, shown=shown) \
            if lines else message_html(self.t(words.L_NO_FIX))

    def load(self, text: str, where: str = "match.json") -> bool:
        old = (self.match, self.last_try)
        try:
            match = Match.loads(self.game, text, where)
            self.match, self.last_try = match, None
            self.refresh(panel=False)  # everything a view needs is computed before the load counts
        except (InputError, Exception, RecursionError) as exc:  # a failed load leaves the match as it was
            self.match, self.last_try = old
            self.refresh(panel=False)
            problem = str(exc) if isinstance(exc, InputError) else f"{where}: {type(exc).__name__}: {clip(exc, 200)}"
            self.panel.value = message_html(self.t(words.L_BAD_FILE, problem=problem), "error")
            return False
        self.panel.value = message_html(render(words.L_LOADED, self.lang, {"moves": match.length}))
        return True

    def _load_upload(self, value: Any) -> None:
        files = list(value) if isinstance(value, (list, tuple)) else list((value or {}).values())
        if files:
            item = files[0]
            content = item["content"] if isinstance(item, dict) else item.content
            self.load(bytes(content).decode("utf-8", errors="replace"), item.get("name", "match.json")
                      if isinstance(item, dict) else "match.json")

    # -- drawing ------------------------------------------------------------------------------
    def refresh(self, board: bool = True, panel: bool = True) -> None:
        """Update the views; the tutor panel goes first (the browser shows updates in the order sent)."""
        if panel:
            self._render_panel()
            send_now()
        self._render_description()
        if board:
            self.refresh_board()
        self._fill_kinds()
        self.slider.max = self.match.length
        self.slider.value = self.match.step
        self.undo_button.disabled = self.match.step == 0
        self.redo_button.disabled = self.match.step >= self.match.length
        self.save_link.value = ""  # a saved link would be stale; "Save match" makes a new one

    def prepare_save(self) -> None:
        """A download link holding the match as JSON (made on request: its size grows with the match)."""
        name = f"{self.game.spec.name}-match.json"
        data = base64.b64encode(self.match.dumps().encode("utf-8")).decode("ascii")
        self.save_link.value = (f'<a download="{name}" href="data:application/json;base64,{data}">'
                                f'{escape(self.t(words.L_DOWNLOAD, file=name))}</a>')

    def scene(self) -> Scene | None:
        """The board as this viewer sees it now, in this language, with the selection (built once, then kept)."""
        return self.model.scene(self.lang, self.selection)

    def legal(self) -> list[Move]:
        """The legal moves now, listed once per state."""
        return self.model.legal()

    def refresh_board(self) -> None:
        if self.board is not None:
            scene = self.scene()
            if scene is not None:
                box = scene.bounds(self.focus) if self.focus is not None else None
                self.board.extra = [] if box is None else [
                    rect(box[0] - 5, box[1] - 5, box[2] + 10, box[3] + 10, stroke="#1565c0", line_width=4,
                         layer="highlight")]
                self.board.show(scene)

    def _fill_kinds(self) -> None:
        kinds = list(dict.fromkeys(m.kind for m in self.legal()))
        keep = self.kind_pick.value if self.kind_pick.value in kinds else (kinds[0] if kinds else None)
        with self._quietly():  # the move list is filled once, below
            self.kind_pick.options = [(kind_label(k, self.lang, self.game.spec.name), k) for k in kinds]
            self.kind_pick.value = keep
        self._fill_moves()

    def _fill_moves(self) -> None:
        kind = self.kind_pick.value
        options = [(said, m) for said, m in self.model.said(self.lang) if m.kind == kind]  # in their words
        self.move_pick.options = options
        # the move shown is the move chosen (a browser shows the first option while the model may hold none)
        self.move_pick.value = options[0][1] if options else None
        self._show_chosen()

    def _show_chosen(self) -> None:
        label = self.move_pick.label or ""
        self.chosen.value = f"<div>{escape(label)}</div>" if words.too_long_for_the_list(label) else ""

    def _verdict(self) -> Explanation | None:
        if self.last_try is None:
            return None
        mv, verdict = self.last_try
        return explain(self.game, verdict, str(mv), self.lang, self.names, self.tried_from)

    def _render_panel(self) -> None:
        names = self.names
        parts = []
        ex = self._verdict()
        if ex is not None and self.verdict_shown:
            parts.append(verdict_html(ex, self.show_source, self.presenter,
                                      self.t(words.L_EARLIER) if self.stale_try is self.last_try else ""))
        elif ex is not None:
            parts.append(message_html(self.t(words.L_PRESS_V)))
        events: tuple[Event, ...] = self.match.last_events if self.last_try is None or self.last_try[1].legal else ()
        parts.append(events_html(self.t(words.L_HAPPENED), [line(self.game, e, self.lang, names) for e in events],
                                 self.show_source, self.presenter))
        if self.game.is_over(self.state):
            parts.append(events_html(self.t(L_FINAL), score_lines(self.game, self.state, self.lang, names),
                                     self.show_source, self.presenter))
        self.panel.value = "".join(parts)
        self._render_hint()

    def _status(self) -> str:
        if self.game.is_over(self.state):
            return self.t(words.L_OVER)
        return self.t(words.L_TO_MOVE, player=player_name(self.game.to_move(self.state)[0], self.lang, self.names))

    def _render_description(self) -> None:
        last = ""  # the last move's own event (what followed it is listed in order under "What happened")
        if self.match.last_events:
            last = line(self.game, self.match.last_events[0], self.lang, self.names).text
        body = "<br>".join(escape(x) for x in (self._status(), last) if x)
        self.description.value = f'<div class="tutor-status" role="status" aria-live="polite">{body}</div>'
        if self._words_later:  # folded under the board: written once the board is on its way (see warm)
            self._words_later = False
            return
        self._render_words()

    def _render_words(self) -> None:
        text = self.model.describe(self.lang)
        self.in_words.value = (f'<details class="tutor-describe"><summary>{escape(self.t(words.L_IN_WORDS))}</summary>'
                               f'<div class="tutor-board-words">{escape(text)}</div></details>' if text else "")

    def say(self, text: str) -> None:
        """A message in the status line over the verdict (announced; in view with the board)."""
        self._announce(text)

    def _announce(self, text: str) -> None:
        """Say what the keyboard is on (or what was chosen) in the live region, under who is to move."""
        self.description.value = (f'<div class="tutor-status" role="status" aria-live="polite">'
                                  f"{escape(self._status())}<br>{escape(text)}</div>")

    def to_json(self) -> str:
        return json.dumps(self.match.to_json(), ensure_ascii=False)
