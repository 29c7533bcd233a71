"""yotd_bga.super-events.options: the hidden Super Event — drawn at random, revealed when it takes place at the end
of month 7; until then no observation (the teacher's included), board, description or setup line tells which."""

from __future__ import annotations

import json
import random

from tutor.core.registry import load_game
from tutor.games.year_of_the_dragon.components import COMPONENTS
from tutor.games.year_of_the_dragon.setup import setup_report
from tutor.text.glossary import term

GAME = load_game("year_of_the_dragon")

def _words(state, viewer):
    seen = GAME.observation(state, viewer)
    words = [GAME.board.describe(seen, lang, ["A", "B", "C"]) for lang in ("en", "es", "ja")]
    return seen, json.dumps(GAME.to_json(seen), ensure_ascii=False) + "\n".join(map(str, words))


def test_hidden_until_month_seven_then_revealed_and_cited():
    drawn = set()
    for seed in range(1, 4):
        state = GAME.new(3, seed, {"super_events": "hidden"})
        assert state.super_hidden and state.super_event in COMPONENTS.super_events
        drawn.add(state.super_event)
        assert not any(e.code == "yotd:ev.setup-super" for e in setup_report(state))
        assert any(e.code == "yotd:ev.setup-super-hidden" and "yotd_bga.super-events.options" in e.clauses
                   for e in setup_report(state))
        rng = random.Random(seed)
        revealed = None
        while not GAME.is_over(state):
            for viewer in (None, 0, 2):
                seen, text = _words(state, viewer)
                if state.super_hidden:
                    assert seen.super_event == "" and f'"super_event": "{state.super_event}"' not in text
                    assert "hidden until it takes place" in text
                    assert term("year_of_the_dragon", f"super.{state.super_event}", "ja") not in text
            state, events = GAME.resolve(state, rng.choice(GAME.legal_moves(state)))
            for e in events:
                if e.code == "yotd:ev.super-revealed":
                    revealed = (state.month, dict(e.params)["event"])
                    assert e.clauses == ("yotd_bga.super-events.options",)
            if revealed and not state.super_hidden:
                assert GAME.observation(state, 1).super_event == state.super_event
        assert revealed is not None and revealed[1] == f"super.{state.super_event}"
    assert len(drawn) > 1  # drawn at random with the seed


def test_the_option_is_offered_and_an_open_draw_is_unchanged():
    spec = next(o for o in GAME.spec.options if o.name == "super_events")
    assert "hidden" in spec.choices and "yotd_bga.super-events.options" in spec.clauses
    state = GAME.new(3, 1, {"super_events": "random"})
    assert not state.super_hidden and GAME.observation(state, 0).super_event == state.super_event
