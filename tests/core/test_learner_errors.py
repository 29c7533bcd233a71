"""Every message a learner can cause by typing is in the learner's language (issue 25 item 4), and misuse of the
Python API is a clean InputError (issue 30 item 5): the move's problem in terms of this position, its syntax and
two moves one can make here."""

from __future__ import annotations

import re

import pytest

import tutor
from tutor.core import game as core_game
from tutor.core import moves as core_moves
from tutor.core import registry, savefile
from tutor.core.errors import InputError
from tutor.core.match import Match
from tutor.core.registry import games, load_game
from tutor.games.dragonheart import notation as dh_notation
from tutor.games.river_dragons import notation as rd_notation
from tutor.text.catalog import UI_DOMAIN, po_messages
from tutor.text.problems import render_parts

GAMES = [g.spec.name for g in games()]
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
PLACEHOLDER = re.compile(r"%\((\w+)\)s")
MODULES = (core_moves, core_game, registry, savefile, dh_notation, rd_notation)
MESSAGES = sorted({v for mod in MODULES for k, v in vars(mod).items() if k.startswith("M_") and isinstance(v, str)})
LABELS = sorted({s.label for g in games() for specs in g.moves.kinds.values() for s in specs})


@pytest.fixture(autouse=True)
def _english_after():
    yield
    tutor.set_language("en")


def test_every_argument_has_a_label_a_learner_reads():
    assert "" not in LABELS
    assert "action group" in LABELS and len(MESSAGES) >= 20


@pytest.mark.parametrize("lang", ["en", "es", "ja"])
@pytest.mark.parametrize("message", MESSAGES + LABELS)
def test_every_message_renders_in_every_language(message, lang):
    params = {k: "x" for k in PLACEHOLDER.findall(message)}
    if "arg" in params:
        params["arg"] = "action group"
    text = render_parts([(message, params)], lang)
    if lang != "en":
        assert po_messages(UI_DOMAIN, lang).get((None, message)), f"no {lang} translation of {message!r}"
        assert text != render_parts([(message, params)], "en")
    if lang == "ja":
        assert JAPANESE.search(text), text


def position(name: str, moves: int = 5) -> tuple[object, object]:
    """A game a few moves in (seeded), so the examples and values come from a real position."""
    g = load_game(name)
    m = Match.new(g, g.spec.players[0] if name != "china" else 3, 1)
    for _ in range(moves):
        legal = g.legal_moves(m.state)
        if not legal:
            break
        m.push(legal[len(legal) // 2])
    return g, m.state


def typos(g, state) -> list[object]:
    """Many kinds of mistake: noise, unknown words, empty, a wrong player, a kind alone, extra or wrong words."""
    legal = g.legal_moves(state)
    first = str(legal[0])
    kind_with_args = next(k for k, specs in g.moves.kinds.items() if specs and not specs[0].optional)
    words = first.split()
    out: list[object] = ["blah blah", "move 99", "action 9 taxes", "", "   ", "p7: " + first.removeprefix("p0: "),
                         "px: " + words[-1], kind_with_args, first + " extra", first.upper(), "p0:", "x" * 600,
                         "\x00", 42, None]
    for i, w in enumerate(words):
        if i and not w.endswith(":"):
            out.append(" ".join([*words[:i], "zzz", *words[i + 1:]]))
            out.append(" ".join([*words[:i], "999", *words[i + 1:]]))
    return out


@pytest.mark.parametrize("lang", ["es", "ja"])
@pytest.mark.parametrize("name", GAMES)
def test_no_malformed_move_gives_english_problem_text(name, lang):
    g, state = position(name)
    tutor.set_language(lang)
    refused = 0
    for text in typos(g, state):
        try:
            g.parse_move(text, state=state)
        except InputError as exc:
            refused += 1
            assert exc.parts, f"{text!r}: English only: {exc}"
            for message, params in exc.parts:
                assert po_messages(UI_DOMAIN, lang).get((None, message)), f"{text!r}: {message!r} untranslated"
                if "arg" in params:
                    assert po_messages(UI_DOMAIN, lang).get((None, params["arg"])), params["arg"]
            shown = str(exc)
            assert shown != exc.text("en")
            if lang == "ja":
                assert JAPANESE.search(shown), shown
    assert refused >= 14


@pytest.mark.parametrize("name", GAMES)
def test_a_bad_move_shows_the_syntax_and_two_moves_one_can_make_here(name):
    g, state = position(name)
    legal = {str(m) for m in g.legal_moves(state)}
    kind = next(iter(g.legal_moves(state))).kind
    with pytest.raises(InputError) as err:
        g.parse_move(f"{kind} !!", state=state)
    quoted = re.findall(r"“([^”]*)”", str(err.value))
    examples = [q for q in quoted if q in legal]
    assert len(set(examples)) == 2, str(err.value)
    assert any(m == core_moves.M_USAGE for m, _ in err.value.parts) or not g.moves.kinds[kind]


def four_groups():
    g = load_game("year_of_the_dragon")
    m = Match.new(g, 4, 1)
    while not (m.state.phase == "action" and len(m.state.groups) == 4 and g.legal_moves(m.state)
               and g.legal_moves(m.state)[0].kind == "action"):
        m.push(g.legal_moves(m.state)[0])
    return g, m.state


def test_a_group_out_of_range_names_the_groups_of_this_position():
    g, state = four_groups()
    with pytest.raises(InputError) as err:
        g.parse_move("action 9 taxes", state=state)
    assert "(action group here: 1–4)" in str(err.value) and "8" not in str(err.value)
    tutor.set_language("ja")
    assert "1–4" in str(err.value) and JAPANESE.search(str(err.value))


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("text", ["blah blah", "move 99", "action 9 taxes", ""])
def test_the_match_cell_speaks_japanese(name, text):
    tutor.set_language("ja")
    m = tutor.match(name, seed=1)
    with pytest.raises(InputError) as err:
        m.check(text)
    assert JAPANESE.search(str(err.value)), str(err.value)


def test_empty_text_says_what_to_do():
    m = tutor.match("china", players=3, seed=1)
    with pytest.raises(InputError) as err:
        m.check("")
    assert str(err.value).startswith("Type a move.") and "For example" in str(err.value)


# -- Python API misuse (issue 30 item 5) -----------------------------------------------------------------------------
def test_a_player_prefix_beyond_the_players_is_a_clean_error():
    m = tutor.match("year_of_the_dragon", players=3)
    with pytest.raises(InputError) as err:
        m.check("p7: recruit healer young 2")
    assert "“p0:”, “p1:”, “p2:”" in str(err.value) and "p3" not in str(err.value)
    with pytest.raises(InputError):
        m.check(core_moves.Move("topup", (), 7))


@pytest.mark.parametrize("text", [42, None, ["topup"], b"topup", 3.5])
def test_a_move_that_is_not_text_is_a_clean_error(text):
    m = tutor.match("year_of_the_dragon", players=3)
    with pytest.raises(InputError, match="typed as text"):
        m.check(text)
    with pytest.raises(InputError):
        m.play(text)


@pytest.mark.parametrize(("kw", "field"), [({"players": "3"}, "players"), ({"players": 9}, "players"),
                                           ({"players": True}, "players"), ({"seed": "x"}, "seed"),
                                           ({"seed": 1.5}, "seed"), ({"viewer": 99}, "viewer"),
                                           ({"viewer": "Anna"}, "viewer"), ({"viewer": -1}, "viewer"),
                                           ({"options": "x"}, "options")])
def test_bad_match_arguments_are_clean_errors(kw, field):
    with pytest.raises(InputError) as err:
        tutor.match("year_of_the_dragon", **kw)
    assert err.value.field == field and err.value.parts
    tutor.set_language("es")
    assert str(err.value) != err.value.text("en")


def test_good_match_arguments_still_work():
    m = tutor.match("year_of_the_dragon", players=3, seed=2, viewer=2)
    assert m.match.players == 3 and m.viewer == 2
    assert tutor.match("china").match.players == load_game("china").spec.default_players or 3


@pytest.mark.parametrize("name", GAMES)
def test_position_players_as_a_word_is_refused(name, tmp_path):
    g = load_game(name)
    path = tmp_path / "s.yaml"
    path.write_text(f"game: {name}\nplayers: {g.spec.players[0]}\nposition:\n  players: Anna\n")
    from tutor.core.scenario import load_scenario

    with pytest.raises(InputError, match=r"position\.players"):
        load_scenario(path).start()


# -- loading a save in a notebook -------------------------------------------------------------------------------------
def damaged_saves():
    g = load_game("china")
    good = Match.new(g, 3, 1).to_json()
    legal = str(g.legal_moves(g.new(3, 1))[0])
    return g, [{"x": 1}, good | {"format": "other"}, good | {"version": 2}, good | {"game": "dragonheart"},
               good | {"extra": 1}, good | {"players": 9}, good | {"seed": "x"}, good | {"options": {"zz": 1}},
               good | {"options": 3}, good | {"moves": "all"}, good | {"cursor": 99},
               good | {"moves": [legal, legal]}, good | {"start": {"x": 1}}, good | {"moves": ["p7: " + legal]}]


@pytest.mark.parametrize("lang", ["es", "ja"])
def test_a_damaged_save_is_told_in_the_learners_language(lang):
    g, saves = damaged_saves()
    tutor.set_language(lang)
    for data in saves:
        with pytest.raises(InputError) as err:
            Match.from_json(g, data, "match.json")
        assert err.value.parts, str(err.value)
        assert str(err.value).startswith("match.json: ") and str(err.value) != err.value.text("en")
        if lang == "ja":
            assert JAPANESE.search(str(err.value)), str(err.value)


@pytest.mark.parametrize(("call", "word"), [(lambda: tutor.match("chess"), "chess"),
                                            (lambda: tutor.match("china", options={"colour": 1}), "colour"),
                                            (lambda: tutor.match("china", options={"fortifications": 7}), "7")])
def test_an_unknown_game_or_option_is_told_in_the_learners_language(call, word):
    tutor.set_language("ja")
    with pytest.raises(InputError) as err:
        call()
    assert f"「{word}」" in str(err.value) and JAPANESE.search(str(err.value)), str(err.value)
