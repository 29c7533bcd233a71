"""Task.done: the kind, the verdict, the cited clause, and the new argument patterns and player."""

from __future__ import annotations

import pytest

from tutor.core.lesson import ANY, REST, Task, arg_matches, args_match
from tutor.core.moves import move
from tutor.core.verdict import Verdict, reason

LEGAL = Verdict(True, grounds=(reason("ok", "game.rule"),))
ILLEGAL = Verdict.of([reason("too-many", "game.limit")])


@pytest.mark.parametrize(("pattern", "arg", "expected"), [
    (ANY, "wei", True),
    (ANY, 3, True),
    ("wei", "wei", True),
    ("wei", "yan", False),
    ("wei", "weiwei", False),  # a whole word, not a prefix
    ("wei|yan", "yan", True),
    ("wei|yan", "qi", False),
    ("house:*", "house:16", True),
    ("house:*", "emissary", False),
    ("house:*|emissary", "emissary", True),
    ("dragon-*", "dragon-red", True),
    ("[1-9]", 4, True),
    ("[1-9]", "dwarf:4", False),
    (1, 1, True),  # an int pattern matches the int, and its text
    (1, "1", True),
    (1, 12, False),
    ("Wei", "wei", False),  # case counts
])
def test_one_argument_against_one_pattern(pattern, arg, expected):
    assert arg_matches(pattern, arg) is expected


@pytest.mark.parametrize(("patterns", "args", "expected"), [
    ((), (), True),
    ((), ("x",), False),
    (("wei", "", "house:*"), ("wei", "red", "house:16"), True),
    (("wei", "", "house:*"), ("wei", "red", "house:16", "emissary"), False),  # exactly as many arguments
    (("wei", "", "house:*"), ("wei", "red"), False),
    (("dwarf", REST), ("dwarf",), True),  # REST may take nothing
    (("dwarf", REST), ("dwarf", 1, 2), True),
    (("dwarf", REST), ("troll", 1), False),
    ((REST, "yellow"), ("yellow",), True),  # ends in the yellow village
    ((REST, "yellow"), ("yellow4", "yellow"), True),
    ((REST, "yellow"), ("yellow", "yellow3"), False),
    (("lu", "", REST, "house:33", REST), ("lu", "green", "house:33"), True),  # contains house:33
    (("lu", "", REST, "house:33", REST), ("lu", "green", "house:32", "house:33"), True),
    (("lu", "", REST, "house:33", REST), ("lu", "green", "house:33", "emissary"), True),
    (("lu", "", REST, "house:33", REST), ("lu", "green", "house:32"), False),
    (("lu", "", REST, "house:33", REST), ("lu", "house:33"), False),  # the cards come first
    (("troll|dwarf", "[1-9]", REST, "troll:*|dwarf:*", REST), ("dwarf", 1, 2, "troll:1"), True),
    (("troll|dwarf", "[1-9]", REST, "troll:*|dwarf:*", REST), ("troll", "dwarf:1"), False),
    (("troll|dwarf", "[1-9]", REST, "troll:*|dwarf:*", REST), ("troll", 1, "treasure_chest:2"), False),
])
def test_arguments_against_patterns(patterns, args, expected):
    assert args_match(patterns, args) is expected


def test_without_args_or_player_a_task_checks_kind_verdict_and_clause_only():
    task = Task("t", kinds=("place",), cites="game.rule")
    assert task.args is None and task.player is None
    assert task.done(move("place", "anywhere", "at", "all"), LEGAL)
    assert not task.done(move("draw", "deck"), LEGAL)  # another kind
    assert not task.done(move("place", "wei"), ILLEGAL)  # not legal, and cites another clause
    assert Task("t", kinds=("place",), legal=False, cites="game.limit").done(move("place", "wei"), ILLEGAL)
    assert Task("t", legal=None).done(move("x"), ILLEGAL) and Task("t", legal=None).done(move("x"), LEGAL)


def test_a_task_with_args_takes_only_moves_on_its_target():
    task = Task("Place a house in a red region.", kinds=("place",), args=("wei|yan", "red", "house:*"))
    assert task.done(move("place", "yan", "red", "house:12"), LEGAL)
    assert not task.done(move("place", "zhao", "green", "house:7"), LEGAL)  # another region
    assert not task.done(move("place", "wei", "red", "emissary"), LEGAL)  # another piece
    assert not task.done(move("place", "wei", "red+red", "house:16"), LEGAL)  # other cards
    assert not task.done(move("place", "wei", "red", "house:16"), ILLEGAL)  # the target, but the verdict is not


def test_empty_args_mean_a_move_with_no_arguments():
    task = Task("Top up.", kinds=("topup",), args=())
    assert task.done(move("topup"), LEGAL)
    assert not task.done(move("topup", 3), LEGAL)


def test_a_try_task_with_args_needs_the_target_and_the_cited_clause():
    task = Task("Try to remove the yellow 3.", kinds=("remove",), legal=False, cites="game.limit", args=("yellow3",))
    assert task.done(move("remove", "yellow3"), ILLEGAL)
    assert not task.done(move("remove", "red2"), ILLEGAL)  # illegal for the same reason, but not the one asked
    assert not task.done(move("remove", "yellow3"), LEGAL)


def test_a_task_with_a_player_takes_only_that_players_move():
    task = Task("Program a dragon for Anna.", kinds=("program",), args=("dragon-*",), player=0)
    assert task.done(move("program", "dragon-red", player=0), LEGAL)
    assert not task.done(move("program", "dragon-red", player=1), LEGAL)  # Benno's
    assert not task.done(move("program", "dragon-red"), LEGAL)  # no player named
    assert not task.done(move("program", "stone1", player=0), LEGAL)  # not a dragon


def test_matches_looks_at_arguments_and_player_only():
    task = Task("t", kinds=("play",), legal=False, cites="game.limit", args=("ship", REST))
    assert task.matches(move("play", "ship", 1))
    assert task.matches(move("take", "ship"))  # the kind is done()'s business
    assert not task.matches(move("play", "troll", 1))
