"""Issue 37's third tryout: the board's last move in words, month scoring naming its player, River Dragons' board in
words without ids, lesson prose through Babel, one Japanese term per concept, a move list that says who is released
and lists a plank once, and the English slips."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from babel.messages.pofile import read_po

from tutor.core.lesson import step_start
from tutor.core.match import Match
from tutor.core.moves import Move
from tutor.core.registry import games, load_game
from tutor.core.verdict import event
from tutor.notebook.saved.model import MatchModel
from tutor.text.catalog import LOCALES
from tutor.text.explain import format_number, say
from tutor.text.glossary import glossary
from tutor.text.ui import gettext, render

NAMES = ["Anna", "Benno", "Clara", "Doro"]
LANGS = ("en", "es", "ja")
KINDS = {g.spec.name: set(g.moves.kinds) for g in games()}  # a move's kind word starts its notation


def _texts(scene: Any) -> list[str]:
    return [sh.text for sh in scene.shapes if getattr(sh, "kind", "") == "text"]


def _played(name: str, plies: int, seed: int = 1) -> MatchModel:
    g = load_game(name)
    players = 3 if name != "dragonheart" else 2
    m = Match.new(g, players, seed=seed)
    return MatchModel(g, m, NAMES[:players])


@pytest.mark.parametrize("name", sorted(KINDS))
def test_no_board_writes_the_notation_of_the_last_move(name):
    """«Última jugada: recruit monk young 2», 「直前の手：release 1 1」: the board says the move in words."""
    model = _played(name, 0)
    rng = random.Random(2)
    told = 0
    for _ in range(30):
        legal = model.legal()
        if not legal:
            break
        mv = rng.choice(legal)
        model.attempt(mv)
        for lang in LANGS:
            texts = _texts(model.scene(lang))
            assert not [t for t in texts if str(mv) in t and len(str(mv)) > 3], (name, lang, str(mv), texts)
            last = [t for t in texts if t.startswith(gettext("Last move: %(move)s", lang, move=""))]
            if last:  # a board that writes the last move writes its words, from the position before it
                told += 1
                said = model.last_said(lang)
                assert said and said != str(mv), (name, lang, said)
                assert " ".join(last)[-8:].rstrip("…") in gettext("Last move: %(move)s", lang, move=said), last
    if name == "year_of_the_dragon":
        assert told, "the status box writes the last move"


def test_a_release_in_the_status_line_says_who_is_released():
    g = load_game("year_of_the_dragon")
    state = _release_position(g)
    mv = next(m for m in g.legal_moves(state) if m.kind == "release")
    model = MatchModel(g, Match(g, state, players=state.n), NAMES[:state.n])
    model.attempt(mv)
    person = state.players[state.current].palaces[int(mv.args[0]) - 1].persons[int(mv.args[1]) - 1]
    for lang in LANGS:
        said = model.last_said(lang)
        assert glossary("year_of_the_dragon")[f"person.{person[0]}"][lang] in said, (lang, said)


def _release_position(g: Any) -> Any:
    """A position of a random game where a release is owed."""
    for seed in range(40):
        rng = random.Random(seed)
        state = g.new(3, seed=seed)
        for _ in range(400):
            if g.is_over(state):
                break
            legal = g.legal_moves(state)
            if any(m.kind == "release" for m in legal):
                return state
            state = g.apply(state, rng.choice(legal))[0]
    raise AssertionError("no release in 40 random games")


def test_every_move_list_entry_for_a_release_names_the_person():
    """The move list said "release the person in place 1 of palace 1": now the person, in words."""
    g = load_game("year_of_the_dragon")
    state = _release_position(g)
    for mv in (m for m in g.legal_moves(state) if m.kind == "release"):
        for lang in LANGS:
            said = g.describe_move(state, mv, lang, NAMES)
            kinds = {glossary("year_of_the_dragon")[f"person.{k}"][lang] for k in
                     ("craftsman", "court_lady", "tax_collector", "pyrotechnist", "warrior", "monk", "healer",
                      "farmer", "scholar")}
            assert any(k in said for k in kinds), (lang, said)
            assert not re.search(r"\bplace \d|lugar \d|番目", said), (lang, said)


@pytest.mark.parametrize("lang", LANGS)
def test_month_scoring_names_its_player(lang):
    """«2 puntos por los palacios.» three times in a row: each line of what happened names whose points they are."""
    g = load_game("year_of_the_dragon")
    for code in ("yotd:ev.score.palaces", "yotd:ev.score.court-ladies", "yotd:ev.score.privileges"):
        assert code in g.messages, code
        assert "Benno" in say(g, event(code, "yotd.scoring.month", 1, points=2), lang, NAMES), code


def test_the_month_scoring_events_of_a_game_name_their_player():
    g = load_game("year_of_the_dragon")
    rng = random.Random(5)
    state, seen = g.new(3, seed=5), 0
    for _ in range(300):
        if g.is_over(state):
            break
        state, events = g.apply(state, rng.choice(g.legal_moves(state)))
        for e in events:
            if "score" in e.code and e.player is not None:
                seen += 1
                assert NAMES[e.player] in say(g, e, "es", NAMES), e.code
    assert seen


RD = "river_dragons"
RD_IDS = re.compile(r"(?<![A-Za-z0-9_.])(?:(?:pink|green|blue|black|red|yellow)\d+|[iw]\d+|standard|expert)(?![A-Za-z0-9_])")
ENGLISH_COLOURS = re.compile(r"\b(?:pink|green|blue|black|red|yellow)\b")


def _rd_lesson_states() -> list[Any]:
    from tutor.games.river_dragons.lessons import LESSONS

    g = load_game(RD)
    lessons = LESSONS.values() if isinstance(LESSONS, dict) else LESSONS
    return [s for les in lessons for st in les.steps if (s := step_start(g, les, st)[1]) is not None]


@pytest.mark.parametrize("lang", LANGS)
def test_river_dragons_board_in_words_has_no_ids(lang):
    """«Tablero: standard», «Tabla: green3 i12–green», «Peón: green», «Reserva de tablas: green1 green2…»."""
    g = load_game(RD)
    for state in _rd_lesson_states():
        for viewer in (None, 0):
            words = g.board.describe(state, lang, NAMES, viewer)
            assert not RD_IDS.findall(words), (lang, RD_IDS.findall(words), words[:300])
            if lang != "en":
                assert not ENGLISH_COLOURS.findall(words), (lang, words[:300])


@pytest.mark.parametrize("lang", LANGS)
def test_river_dragons_drawn_board_shows_no_ids(lang):
    """The drawn board said "Island side — standard" and "→ green3" for the chosen plank."""
    g = load_game(RD)
    for state in _rd_lesson_states():
        texts = _texts(g.board.scene(state, None, lang, NAMES))
        found = [t for t in texts if RD_IDS.sub("", re.sub(r"^[iw]\d+$", "", t)) != re.sub(r"^[iw]\d+$", "", t)]
        assert not found, (lang, found)  # an island's own label (i12) is the board's, drawn beside it


def test_river_dragons_plank_moves_are_listed_once():
    """The move list showed each plank twice, once from each support."""
    from tutor.games.river_dragons.lessons import LESSONS

    g = load_game(RD)
    les = LESSONS["planks"] if isinstance(LESSONS, dict) else next(x for x in LESSONS if x.id == "planks")
    step = next(st for st in les.steps if st.position and st.position.get("chosen") == "green3")
    state = step_start(g, les, step)[1]
    model = MatchModel(g, Match(g, state, players=state.n), NAMES[:state.n])
    legal = [m for m in model.legal() if m.kind == "plank"]
    for lang in LANGS:
        listed = [said for said, m in model.said(lang) if m.kind == "plank"]
        assert len(listed) == len(set(listed)) == len({frozenset(m.args) for m in legal}) >= 1, (lang, listed)
        for m in legal:  # either direction reads the same
            assert g.describe_move(state, m, lang, NAMES) == g.describe_move(
                state, Move("plank", tuple(reversed(m.args))), lang, NAMES)


def _po(domain: str, lang: str) -> Any:
    with open(LOCALES / lang / "LC_MESSAGES" / f"{domain}.po", "rb") as f:
        return read_po(f)


def _strings(domain: str, lang: str) -> list[tuple[str, str]]:
    """(msgid, translation) of every live entry (plural forms each on its own)."""
    out = []
    for m in _po(domain, lang):
        if not m.id:
            continue
        mid = m.id[0] if isinstance(m.id, (tuple, list)) else m.id
        for s in m.string if isinstance(m.string, (tuple, list)) else (m.string,):
            if s:
                out.append((mid, s))
    return out


@pytest.mark.parametrize("lang", ["es", "ja"])
def test_lesson_prose_writes_decimals_as_babel_does(lang):
    """«2.48 unidades» in the Spanish lesson, where the verdicts say «2,48»."""
    decimals = re.compile(r"(?<![\d.])\d+\.\d+(?![\d.])")
    wrong = []
    for mid, s in _strings("tutor", lang):
        for number in decimals.findall(mid):
            if format_number(float(number), lang) not in s:
                wrong.append((number, s[:120]))
    assert not wrong, wrong


def test_lesson_tasks_name_no_plank_ids():
    """«Elige la 1 (green1)»: a task says the plank in words."""
    from tutor.games.river_dragons.lessons import LESSONS

    lessons = LESSONS.values() if isinstance(LESSONS, dict) else LESSONS
    for les in lessons:
        for st in les.steps:
            if st.task is not None:
                for lang in LANGS:
                    text = gettext(st.task.text, lang)
                    assert not re.search(r"(?:pink|green|blue|black|red|yellow)\d", text), (lang, text)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_an_event_starting_with_a_plank_starts_with_a_capital(lang):
    """«la tabla n.º 1 de color verde no cabe…»: a sentence starts with a capital letter."""
    g = load_game(RD)
    for code in ("rd.plank-lost", "rd.plank-removed"):
        text = say(g, event(code, "rd.actions.planks.no-place", 0, plank="green1"), lang, NAMES)
        assert text[:1].isupper(), text


JA_OLD = {"解任": "破棄 (the BGA help text's word for letting a person tile go)",
          "人物トラック": "手番ポイント (the help text's name for the person track)"}


@pytest.mark.parametrize("domain", ["tutor", "year_of_the_dragon"])
def test_japanese_uses_the_help_texts_terms(domain):
    """破棄 in the step text, 解任 in the tutor; 手番ポイント on the board, 人物トラック in the text."""
    found = [(old, s[:80]) for _, s in _strings(domain, "ja") for old in JA_OLD if old in s]
    assert not found, found[:5]
    glossary_words = " ".join(v.get("ja", "") for v in glossary("year_of_the_dragon").values())
    assert not [old for old in JA_OLD if old in glossary_words]


def test_help_text_uses_the_terms_chosen():
    text = (LOCALES / "sources" / "year_of_the_dragon_bga.ja.txt").read_text(encoding="utf-8")
    assert "破棄" in text and "手番ポイント" in text and "解任" not in text and "人物トラック" not in text


def test_japanese_counts_person_tiles_with_mai():
    """「2人の人物タイルを解任」, 「人物を%(n)s人」: person tiles are counted 枚, as the help text counts them."""
    counted = re.compile(r"(?:\d|\)s|何)人の人物|人物(?:タイル)?を(?:\d|%\([a-z]+\)s|何)人")
    found = [s for _, s in _strings("tutor", "ja") if counted.search(s)]
    released = re.compile(r"人物を(?:\d|%\([a-z]+\)s|何)人(?:ずつ)?破棄|破棄する人物が\d人")  # the rulebook's translation too
    found += [s for _, s in _strings("year_of_the_dragon", "ja") + _strings("tutor", "ja") if released.search(s)]
    assert not found, found[:5]


def test_japanese_uses_full_width_colons_and_brackets():
    """Half-width ":" and "()" among full-width text; typed notation (house:5, (new), p0:) stays as typed."""
    half = re.compile(r"(?<![A-Za-z0-9_<>%])[:](?![/値])|[(](?![a-z_]+\)[sd]|[A-Za-z_]+[)]|\?[)])")
    found = [s for _, s in _strings("tutor", "ja") + _strings("year_of_the_dragon", "ja")
             if half.search(re.sub(r"%\([a-z_0-9]+\)[sd]", "X", s))]
    assert not found, found[:5]


def test_privileges_are_lower_case_mid_sentence():
    """"Anna buys a Large privilege": a privilege is lower case in running text."""
    g = load_game("year_of_the_dragon")
    for code, size in (("yotd:ev.privilege", "large"), ("yotd:ev.privilege-small", "small")):
        text = say(g, event(code, "yotd.actions.privilege", 0, size=f"item.privilege_{size}", cost=2,
                            edition="option.edition_new"), "en", NAMES)
        assert f"a {size} privilege" in text, text


def test_no_rd_sentence_says_their_reserve():
    """"Anna takes the green plank number 3 from their reserve": said without the stray pronoun."""
    g = load_game(RD)
    for code in ("rd.ok.take", "rd.ok.remove-plank", "rd.plank-removed"):
        text = say(g, event(code, "rd.actions.planks.choose", 0, plank="green3"), "en", NAMES)
        assert "their reserve" not in text and "Anna" in text, text


@pytest.mark.parametrize("lang", LANGS)
def test_the_palace_room_hint_names_the_palaces(lang):
    """"Palaces with room for the person: 2." read as a count: the hint says which palace."""
    from tutor.games.year_of_the_dragon.hints import PALACE_ROOM

    one = render(PALACE_ROOM, lang, {"palaces": "2", "count": 1})
    assert re.search(r"(?:palace|palacio|宮殿)\s*2", one), one
    assert ": 2." not in one and "：2。" not in one, one


def test_old_strings_are_gone_from_the_catalogs():
    """The tryout's sentences, grepped for in the live entries of the catalogs (a generic "the player … their
    reserve" in a lesson's prose is fine; a named player's "Anna … their reserve" was not)."""
    old = {"es": ["2.48 unidades", "Elige la 1 (green1)"], "ja": ["解任", "人物トラック", "人の人物タイル"]}
    ids = [mid for mid, _ in _strings("tutor", "es")]
    assert "Palaces with room for the person: %(palaces)s." not in ids
    assert not [i for i in ids if re.match(r"%\(player\)s (takes|chooses) .*their reserve", i)]
    for lang, strings in old.items():
        live = "\n".join(s for _, s in _strings("tutor", lang)) + "\n"
        assert not [s for s in strings if s in live], (lang, [s for s in strings if s in live])


@pytest.mark.parametrize("name", sorted(KINDS))
def test_the_japanese_board_in_words_uses_full_width_marks(name):
    """「Anna (緑); コマ: green」, 「値3, 3」: a Japanese board in words writes ：（）、 like the rest of its text."""
    half = re.compile(r"[:(;]|, ")
    g = load_game(name)
    states = _rd_lesson_states()[:12] if name == RD else []
    for seed in (1, 2):
        rng = random.Random(seed)
        state = g.new(2 if name == "dragonheart" else 3, seed=seed)
        for _ in range(30):
            if g.is_over(state):
                break
            state = g.apply(state, rng.choice(g.legal_moves(state)))[0]
            states.append(state)
    found = [w for st in states[::3] for w in g.board.describe(st, "ja", NAMES, None).split("\n") if half.search(w)]
    assert not found, found[:4]


def test_the_nearest_moves_of_a_hint_name_a_plank_once():
    """"Or play one of: lay the plank between A and B / lay the plank between A and B"."""
    from tutor.games.river_dragons.lessons import LESSONS
    from tutor.notebook.saved.hints import hint_lines

    g = load_game(RD)
    les = LESSONS["planks"] if isinstance(LESSONS, dict) else next(x for x in LESSONS if x.id == "planks")
    step = next(st for st in les.steps if st.position and st.position.get("chosen") == "green2")
    state = step_start(g, les, step)[1]
    mv = Move("plank", ("green", "i12"))
    from tutor.notebook.saved.hints import nearby

    placements = {frozenset(m.args) for m in nearby(g, state, mv)}  # i11–i12 comes up from both ends
    for lang in LANGS:
        last = hint_lines(g, state, mv, g.check(state, mv), lang, NAMES)[-1].text
        parts = re.split(r"[:：]", last, maxsplit=1)[-1].split(" / ")
        assert len(parts) == len(set(parts)) == len(placements), (lang, last)
