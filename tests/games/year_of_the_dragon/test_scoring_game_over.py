"""In the Year of the Dragon at the game's end (issue 36): the final board shows the final scores applied, and the
final list names the winner in words, in every language, citing the winner's clause and, on a tie, the tie-break."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from tutor.core.scenario import load_scenario, run_scenario
from tutor.games.year_of_the_dragon import GAME
from tutor.games.year_of_the_dragon.scoring import final_score
from tutor.notebook.saved.shared import score_lines

NAMES = ["Anna", "Benno", "Clara", "Doro", "Emil"]
TIE = Path(__file__).resolve().parents[2] / "scenarios" / "year_of_the_dragon" / "quiz" / "25-final-tie-break.yaml"


def played_to_the_end(players: int, seed: int) -> tuple[object, object]:
    """A game played from its setup by random legal moves: the position before the final scoring, and the end."""
    rng = random.Random(seed)
    state = GAME.new(players, seed, {"great_wall": seed % 2 == 1})
    before = state
    while not GAME.is_over(state):
        before = state
        state, _ = GAME.apply(state, rng.choice(GAME.legal_moves(state)))
    return before, state


def winner_lines(state: object, lang: str, names: list[str]) -> list[tuple[str, set[str]]]:
    """The final list's lines after the score lines: (text, clauses cited)."""
    out = GAME.outcome(state)
    lines = score_lines(GAME, state, lang, names)[len(out.lines):]
    return [(ln.text, {c.id for c in ln.citations}) for ln in lines]


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3), (5, 4)])
def test_the_final_board_shows_the_final_scores_applied(players: int, seed: int) -> None:
    before, end = played_to_the_end(players, seed)
    finals = {p: sum(pts for _, _, pts in final_score(end.players[p])) for p in range(players)}  # persons, monks, money
    assert any(finals.values()), "a played game ends with final points to add"
    scores = GAME.outcome(end).scores
    for p in range(players):  # the last move ends month 12: its scoring, then the final scoring, all applied
        assert sum(pts for q, _, pts in end.final if q == p) == finals[p]
        assert sum(pts for clause, pts in end.players[p].ledger if clause.startswith("yotd.final.")) == finals[p]
        assert scores[p] == end.players[p].score == sum(pts for _, pts in end.players[p].ledger)
        assert scores[p] >= before.players[p].score + finals[p]
    names = NAMES[:players]
    for lang in ("en", "es", "ja"):  # the board's words: one line per player with the final score
        rows = GAME.board.describe(end, lang, names).splitlines()
        for p in range(players):
            assert any(row.startswith(names[p]) and re.search(rf"(?<!\d){scores[p]}(?!\d)", row) for row in rows), (lang, rows)

@pytest.mark.parametrize("lang", ["en", "es", "ja"])
def test_the_final_list_names_the_winner_in_words(lang: str) -> None:
    _, end = played_to_the_end(3, 7)
    out = GAME.outcome(end)
    names = NAMES[:3]
    lines = winner_lines(end, lang, names)
    assert lines, "the final list ends with who wins"
    text, clauses = lines[0]
    assert names[out.ranking[0]] in text and str(out.scores[out.ranking[0]]) in text
    assert "yotd.final.winner" in clauses
    assert not any(f"player {p}" in t or f"Player {p}" in t for t, _ in lines for p in range(3))
    if lang != "en":
        assert text != winner_lines(end, "en", names)[0][0], "the winner line is translated"


@pytest.mark.parametrize("lang", ["en", "es", "ja"])
def test_a_tie_for_first_names_the_winner_and_cites_the_tie_break(lang: str) -> None:
    end = run_scenario(load_scenario(TIE)).final_state
    out = GAME.outcome(end)
    assert out.scores[0] == out.scores[1] and out.ranking[0] == 1
    lines = winner_lines(end, lang, ["Anna", "Benno"])
    assert all("Benno" in text for text, _ in lines) and not any("Anna" in text for text, _ in lines)
    cited = set().union(*(c for _, c in lines))
    assert {"yotd.final.winner", "yotd.final.tie-break", "yotd_bga.scoring.final.tie-break"} <= cited
