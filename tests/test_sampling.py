"""The browser sample of `make test` (tests/sampling.py): every game driven, every family run, nothing lost."""
from __future__ import annotations

from tests.sampling import Case, game_of, kept_games, left_to_wide

GAMES = ("alder", "birch", "cedar", "damson")  # made-up games: the sampler knows no game by name


def per_game(family: str) -> list[Case]:
    return [Case(family, f"en/{g}/01-x.ipynb-{g}") for g in GAMES]


def test_a_family_run_per_game_keeps_half_the_games_and_leaves_the_rest_to_wide() -> None:
    cases = per_game("a.py::test_a")
    wide = left_to_wide(cases, GAMES)
    assert len(wide) == 2 and len(set(cases) - wide) == 2


def test_the_kept_halves_move_on_so_every_game_is_driven_by_about_half_the_families() -> None:
    families = [f"f.py::test_{i}" for i in range(9)]
    kept = kept_games(families, GAMES)
    for game in GAMES:
        runs = sum(game in k for k in kept.values())
        assert 4 <= runs <= 5, (game, runs)
    assert len({frozenset(k) for k in kept.values()}) == len(GAMES)  # no two neighbours alike


def test_families_not_run_per_game_are_left_whole() -> None:
    single = [Case("b.py::test_b", "")]
    sampled_already = [Case("c.py::test_c", "en-cedar"), Case("c.py::test_c", "ja-alder")]
    per_language = [Case("d.py::test_d", f"{g}-{lang}") for g in GAMES for lang in ("en", "ja")]
    wide = left_to_wide(single + sampled_already + per_language, GAMES)
    assert not wide & set(single + sampled_already)
    assert {game_of(c, GAMES) for c in per_language if c not in wide} == kept_games(["d.py::test_d"], GAMES)["d.py::test_d"]
    assert len(wide) == 4  # both languages of the two games left out


def test_a_case_naming_two_games_belongs_to_none() -> None:
    assert game_of(Case("e.py::t", "cedar-vs-birch"), GAMES) is None
    assert game_of(Case("e.py::t", "cedar"), GAMES) == "cedar"


def test_one_game_is_never_sampled() -> None:
    assert not left_to_wide([Case("g.py::t", "cedar")], ("cedar",))
