"""Every move a learner is shown reads in plain words: no notation identifiers, no ``pN:``, in their language."""

from __future__ import annotations

import random
import re

import pytest

from tutor.core.registry import games, load_game
from tutor.notebook.saved.displays import verdict_display

GAMES = tuple(g.spec.name for g in games())  # every registered game
PLAYERS = {"china": 3}
IDENTIFIER = re.compile(r"[a-z]+_[a-z]+|\bp\d+:|[a-z]+\d|\+|:\d")
NAMES = ("Ana", "Ben", "Chen")


def _sampled_moves(name: str, seed: int, plies: int = 120, per_ply: int = 6) -> list[tuple[object, object]]:
    """Up to ``per_ply`` legal and candidate moves at each position of a random game (position, move)."""
    g = load_game(name)
    rng = random.Random(seed)
    state = g.new(PLAYERS.get(name, 2), seed=seed)
    out: list[tuple[object, object]] = []
    for _ in range(plies):
        if g.is_over(state):
            break
        legal = g.legal_moves(state)
        others = list(g.candidate_moves(state))
        out += [(state, m) for m in rng.sample(legal, min(per_ply, len(legal)))]
        out += [(state, m) for m in rng.sample(others, min(2, len(others)))]
        state, _ = g.apply(state, rng.choice(legal))
    return out


@pytest.mark.parametrize("name", GAMES)
def test_every_sampled_move_reads_in_plain_words_in_each_language(name: str) -> None:
    g = load_game(name)
    moves = [pair for seed in (1, 2) for pair in _sampled_moves(name, seed)]
    kinds = {m.kind for _, m in moves}  # type: ignore[attr-defined]
    assert len(kinds) >= min(3, len(g.moves.kinds)), kinds
    for state, mv in moves:
        words = {lang: g.describe_move(state, mv, lang, NAMES) for lang in ("en", "es", "ja")}
        for lang, text in words.items():
            assert not IDENTIFIER.search(text), (str(mv), lang, text)
            assert text != str(mv), (str(mv), lang)
        assert words["es"] != words["en"] and words["ja"] != words["en"], (str(mv), words)
        if getattr(mv, "player", None) is not None:
            assert NAMES[mv.player] in words["en"], (str(mv), words["en"])  # type: ignore[attr-defined]


def test_the_move_words_need_no_position() -> None:
    g = load_game("river_dragons")
    mv = g.parse_move("p1: program dragon-red")
    assert g.describe_move(None, mv, "en", NAMES) == "Ben: program the dragon card of colour red"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_verdict_heading_says_the_move_in_words(lang: str) -> None:
    g = load_game("year_of_the_dragon")
    state = g.new(2, seed=1)
    mv = g.legal_moves(state)[0]
    shown = verdict_display(g, str(mv), g.check(state, mv), lang, NAMES, state=state)
    heading = shown.explanation.summary
    assert str(mv) not in heading and not IDENTIFIER.search(heading), heading
    assert g.describe_move(state, mv, lang, NAMES) in heading
    html = shown._repr_html_()
    assert str(mv) not in html.split("tutor-summary", 1)[1].split("</div>", 1)[0]
