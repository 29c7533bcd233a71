"""Quiz questions from self-played positions: ``generate(seed, kind)`` returns a scenario mapping.

Random bots play a game from ``seed`` up to a random month; the players' facts at that moment
(palaces and persons, yuan, rice, fireworks, privileges, person track, score) become a ``position``
in position.py's format, and one question is asked about it:

* ``month_score``: what a player scores at this month's scoring;
* ``final_score``: what a player would score at the final scoring (the position is set in month 12);
* ``event``: what this month's event does to a player (money, rice, fireworks, points or persons
  released), with the position set at the event phase.

The expected answer is the engine's (this is a quiz for learners; the engine is the grader). Dump
the mapping with ``yaml.safe_dump`` to get a scenario file ``python -m tutor scenario`` runs.
"""

from __future__ import annotations

import random
from typing import Any

import yaml

from tutor.core.bots import random_bot
from tutor.core.quizbank import PLAYERS, YESNO, Ask
from tutor.core.scenario import Scenario, parse_scenario, with_player_numbers
from tutor.games.year_of_the_dragon import edits, effects, phases
from tutor.games.year_of_the_dragon.components import AGES, COMPONENTS, PERSON_TYPES, YOUNG
from tutor.games.year_of_the_dragon.engine import YearOfTheDragon
from tutor.games.year_of_the_dragon.state import Player, YearOfTheDragonState
from tutor.text.ui import N_, gettext

GAME = YearOfTheDragon()  # the rules only (no board or bots): the quiz plays and asks

KINDS = ("month_score", "final_score", "event")
NAMES = ("Anna", "Benno", "Clara", "Doro", "Emil")

MONTH_TITLE = N_("Month %(month)s scoring: how many points does %(player)s score?")
FINAL_TITLE = N_("End of the game: how many points does %(player)s score in the final scoring?")
EVENT_TITLES: dict[tuple[str, str], str] = {
    ("tribute", "yuan"): N_("Imperial Tribute in month %(month)s: by how much does %(player)s's money change?"),
    ("tribute", "releases"): N_("Imperial Tribute in month %(month)s: how many persons must %(player)s release?"),
    ("drought", "rice"): N_("Drought in month %(month)s: by how much does %(player)s's rice change?"),
    ("drought", "releases"): N_("Drought in month %(month)s: how many persons must %(player)s release?"),
    ("festival", "score"): N_("Dragon Festival in month %(month)s: how many points does %(player)s score?"),
    ("festival", "fireworks"): N_("Dragon Festival in month %(month)s: by how much do %(player)s's fireworks "
                                  "change?"),
    ("mongols", "score"): N_("Mongol Invasion in month %(month)s: how many points does %(player)s score?"),
    ("mongols", "releases"): N_("Mongol Invasion in month %(month)s: how many persons must %(player)s release?"),
    ("contagion", "releases"): N_("Contagion in month %(month)s: how many persons must %(player)s release?"),
    ("peace", "score"): N_("Peace in month %(month)s: how many points does %(player)s score?"),
}
SOURCES: dict[str, tuple[str, ...]] = {
    "month_score": ("yotd.scoring.month", "yotd.scoring.month.palaces", "yotd.scoring.month.court-ladies",
                    "yotd.scoring.month.privileges"),
    "final_score": ("yotd.final.scoring", "yotd.final.persons", "yotd.final.monks", "yotd.final.money",
                    "yotd.final.money.points"),
    "tribute": ("yotd.events.tribute.pay", "yotd.events.tribute.shortage", "yotd.events.tribute.tax-collectors"),
    "drought": ("yotd.events.drought.pay", "yotd.events.drought.shortage", "yotd.events.drought.farmers"),
    "festival": ("yotd.events.festival.scoring", "yotd.events.festival.return-half", "yotd.events.festival.ties"),
    "mongols": ("yotd.events.mongols.score", "yotd.events.mongols.fewest-helmets", "yotd.events.mongols.all-tied"),
    "contagion": ("yotd.events.contagion.release", "yotd.events.contagion.healers"),
    "peace": ("yotd.events.peace.effect",),
}


def _play_to(state: YearOfTheDragonState, month: int, rng: random.Random) -> YearOfTheDragonState:
    """Random bots play until ``month`` has begun (or the game ends); never stop mid-obligation."""
    while not GAME.is_over(state) and (state.month < month or state.pending):
        player = GAME.to_move(state)[0]
        state, _ = GAME.apply(state, random_bot(GAME, state, player, rng))
    return state


def _tile(kind: str, age: str) -> str:
    return kind if age == YOUNG else f"{kind} {age}"


def player_position(pl: Player) -> dict[str, Any]:
    """A player's facts in position.py's format."""
    return {
        "yuan": pl.yuan, "rice": pl.rice, "fireworks": pl.fireworks,
        "privileges": {"small": pl.small, "large": pl.large},
        "palaces": [[pal.floors, *(_tile(k, a) for k, a in pal.persons)] for pal in pl.palaces],
        "track": pl.track, "score": pl.score, "cards": list(pl.cards),
    }


def _last_turn(state: YearOfTheDragonState, month: int) -> bool:
    """Whether one move is left before month ``month``'s event: the person phase's last recruit (in month 12, which
    has no person phase, the action phase's last action)."""
    leaves = "action" if month == 12 else "person"
    return (state.month == month and state.phase == leaves and not state.pending
            and state.turn == len(state.order) - 1)


def _play_to_event(state: YearOfTheDragonState, month: int, rng: random.Random) -> YearOfTheDragonState:
    """Random bots play month ``month`` up to its event: the state a real game stands in when the event is next
    (every recruit made, the event not yet resolved), so the position keeps the hands and courts of that moment."""
    while not GAME.is_over(state) and not _last_turn(state, month) and state.month <= month:
        state, _ = GAME.apply(state, random_bot(GAME, state, GAME.to_move(state)[0], rng))
    if not _last_turn(state, month):
        return state
    ev: list[Any] = []
    while True:  # the last move, then its own steps (floors to place, a person to release); the event still to come
        player = GAME.to_move(state)[0]
        mv = random_bot(GAME, state, player, rng)
        state = effects.APPLY[mv.kind](state, player, mv, ev)
        if not state.pending:
            break
    return phases.start_event(edits.tidy(state), ev)


def _answer(scenario: dict[str, Any], question: dict[str, Any]) -> Any:
    """The engine's answer to ``question`` on the scenario's position."""
    sc: Scenario = parse_scenario(yaml.safe_dump({**scenario, "questions": []}, allow_unicode=True), "generated")
    args = with_player_numbers({k: v for k, v in question.items() if k != "ask"}, sc.names)
    value, _ = GAME.answer(sc.start(), question["ask"], args, "generated")
    return value


def generate(seed: int, kind: str = "month_score", lang: str = "en") -> dict[str, Any]:
    """A scenario mapping: a self-played position and one question with the engine's answer.

    ``kind`` is one of ``month_score``, ``final_score`` or ``event``; ``lang`` the language of the title.
    """
    if kind not in KINDS:
        raise ValueError(f"kind must be one of {', '.join(KINDS)}, not {kind!r}")
    rng = random.Random(seed)
    players = rng.randint(2, 5)
    names = list(NAMES[:players])
    state = GAME.new(players, seed)
    if kind == "month_score":
        month = rng.randint(1, 12)
    elif kind == "final_score":
        month = rng.randint(6, 12)
    else:
        month = rng.randint(3, 12)
    # an event is asked just before it happens; the final scoring in month 12, on the game as it stands then
    until = 12 if kind == "final_score" else month
    state = _play_to_event(state, month, rng) if kind == "event" else _play_to(state, until, rng)
    month = max(1, min(state.month, 12))  # a game ends in month 12
    event = state.event_row[month - 1]
    position: dict[str, Any] = {
        "month": 12 if kind == "final_score" else month,
        "players": {names[player]: player_position(pl) for player, pl in enumerate(state.players)},
    }
    if kind == "event":
        position.update(phase="event", event=event)
    scenario: dict[str, Any] = {"game": GAME.spec.name, "players": players, "names": names,
                                "position": position}
    fields = [f for (e, f) in EVENT_TITLES if e == event]
    field = rng.choice(fields)
    candidates = []
    for player in range(players):
        question: dict[str, Any] = {"ask": kind, "player": names[player]}
        if kind == "event":
            question["field"] = field
        candidates.append((question, _answer(scenario, question)))
    # prefer a player the question has something to say about (a non-zero answer)
    telling = [c for c in candidates if c[1]]
    question, expect = rng.choice(telling if telling and rng.random() < 0.8 else candidates)
    params = {"player": question["player"], "month": month}
    if kind == "month_score":
        title, source = MONTH_TITLE, SOURCES["month_score"]
    elif kind == "final_score":
        title, source = FINAL_TITLE, SOURCES["final_score"]
    else:
        title, source = EVENT_TITLES[(event, field)], SOURCES[event]
    return {
        "game": scenario["game"],
        "title": gettext(title, lang, **params),
        "source": list(source),
        "players": players,
        "names": names,
        "position": position,
        "questions": [{**question, "expect": expect}],
    }


BANK_SEEDS = ((23, "event"), (39, "event"))  # generated positions in the bank (see tests/quiz): two Droughts with persons
# to release (yotd.events.drought.shortage has two questions with them)
BANK_ENDS = ((41, 3), (51, 5))  # (seed, players): games random bots play to the end (a tie on points in each)

# -- how learners are asked (tutor.core.quizbank): the engine answers, these put it in plain words ----------
# An event question is keyed by its field ("event:score"): each gets its own sentence.
ASKS: dict[str, Ask] = {
    "month_score": Ask(N_("How many points does %(player)s score in this month's scoring?")),
    "final_score": Ask(N_("How many points does %(player)s score in the final scoring?")),
    # the board prints these: the quiz asks them as predictions, on the position before the move that decides them
    "score": Ask(N_("What is %(player)s's score?"), after=N_("After %(mover)s's move (%(move)s), what will %(player)s's "
                                                             "score be?")),
    "yuan": Ask(N_("How many yuan does %(player)s have?"),
                after=N_("After %(mover)s's move (%(move)s), how many yuan will %(player)s have?")),
    "rice": Ask(N_("How much rice does %(player)s have?"),
                after=N_("After %(mover)s's move (%(move)s), how much rice will %(player)s have?")),
    "fireworks": Ask(N_("How many fireworks does %(player)s have?"),
                     after=N_("After %(mover)s's move (%(move)s), how many fireworks will %(player)s have?")),
    "persons": Ask(N_("How many persons does %(player)s have?"),
                   after=N_("After %(mover)s's move (%(move)s), how many persons will %(player)s have?")),
    "track": Ask(N_("Where is %(player)s on the person track?"),
                 after=N_("After %(mover)s's move (%(move)s), where will %(player)s be on the person track?")),
    "event:score": Ask(N_("This month's event: by how many points does %(player)s's score change?")),
    "event:yuan": Ask(N_("This month's event: by how many yuan does %(player)s's money change?")),
    "event:rice": Ask(N_("This month's event: by how much does %(player)s's rice change?")),
    "event:fireworks": Ask(N_("This month's event: by how much do %(player)s's fireworks change?")),
    "event:track": Ask(N_("This month's event: by how many spaces does %(player)s's marker move on the person track?")),
    "event:releases": Ask(N_("This month's event: how many persons must %(player)s release?")),
    "order": Ask(N_("Who stands furthest ahead on the person track, and so plays first?"), PLAYERS,
                 players=lambda state, order: (order[0],), topic="yotd.actions.first-player"),
    "floors": Ask(N_("How many palace floors does %(player)s have in all?"), topic="yotd.actions.build.gain",
                  after=N_("After %(mover)s's move (%(move)s), how many palace floors will %(player)s have in all?")),
    "hand": Ask(N_("How many person cards does %(player)s still hold?"), topic="yotd.person.play-card",
                after=N_("After %(mover)s's move (%(move)s), how many person cards will %(player)s still hold?")),
    "winners": Ask(N_("Who wins the game? Pick every player who shares first place."), PLAYERS,
                  topic="yotd.final.winner", over=True),
}

# The scoring clauses the question bank covers (each with at least two questions: tests/quiz).
SCORING = (
    "yotd.scoring.month.palaces", "yotd.scoring.month.court-ladies", "yotd.scoring.month.privileges",
    "yotd.events.tribute.pay", "yotd.events.tribute.shortage", "yotd.events.tribute.tax-collectors",
    "yotd.events.drought.pay", "yotd.events.drought.shortage", "yotd.events.drought.farmers",
    "yotd.events.festival.scoring", "yotd.events.festival.ties", "yotd.events.festival.no-fireworks",
    "yotd.events.festival.pyrotechnists",
    "yotd.events.mongols.score", "yotd.events.mongols.fewest-helmets", "yotd.events.mongols.all-tied",
    "yotd.events.contagion.release", "yotd.events.contagion.healers",
    "yotd.final.persons", "yotd.final.monks", "yotd.final.money.points", "yotd.final.winner", "yotd.final.tie-break",
    "yotd_bga.great-wall.scoring.mongol.complete", "yotd_bga.great-wall.scoring.mongol.incomplete",
    "yotd_bga.great-wall.scoring.final.complete", "yotd_bga.great-wall.scoring.final.incomplete",
    "yotd_bga.super-events.lantern-festival", "yotd_bga.super-events.buddha", "yotd_bga.super-events.earthquake",
    "yotd_bga.super-events.flood", "yotd_bga.super-events.solar-eclipse", "yotd_bga.super-events.volcanic-eruption",
    "yotd_bga.super-events.tornado", "yotd_bga.super-events.sunrise", "yotd_bga.super-events.assassination-attempt",
    "yotd_bga.super-events.charter",
)
ACTIONS = (*COMPONENTS.actions, COMPONENTS.wall_action)
EVENT_FIELDS = {"tribute": ("yuan", "releases"), "drought": ("rice", "releases"), "festival": ("score",),
                "mongols": ("score", "releases"), "contagion": ("releases",)}


def here(state: YearOfTheDragonState) -> list[tuple[str, dict[str, Any]]]:
    """The questions a learner may be asked about any position, each on what they will see happen: this month's event
    while it is still to come, this month's scoring once the event is over (after the decay), the final scoring, and
    the winner once the game is over."""
    out: list[tuple[str, dict[str, Any]]] = []
    players = range(len(state.players))
    to_come = state.phase in ("action", "person") or (state.phase == "event" and state.stage == "event")
    if 1 <= state.month <= len(state.event_row) and to_come:  # the month's event is still to come
        for field in EVENT_FIELDS.get(state.event_row[state.month - 1], ()):
            out += [("event", {"player": player, "field": field}) for player in players]
    if state.phase == "event" and state.stage == "decay" and not state.pending:  # the decay, then the month's scoring
        out += [("month_score", {"player": player}) for player in players]
    out += [("final_score", {"player": player}) for player in players]
    if state.phase == "over":
        out.append(("winners", {}))
    return out


# -- "Is this move legal here?" on a lesson's positions (tutor.progress.bank's lesson questions) -------------
def _mover(state: Any, args: Any) -> int:
    mv = GAME.parse_move(args["move"])
    return mv.player if mv.player is not None else next(iter(GAME.to_move(state)), 0)


def _move_params(state: Any, args: Any) -> dict[str, Any]:
    """The move's persons, actions and palaces as the prompt's words (glossary terms, numbers as they are)."""
    mv = GAME.parse_move(args["move"])
    out: dict[str, Any] = {}
    for name, value in zip(("a", "b", "c", "d"), mv.args, strict=False):
        text = str(value)
        out[name] = (f"person.{text}" if text in PERSON_TYPES else f"action.{text}" if text in ACTIONS
                     else f"age.{text}" if text in AGES else value)
    return out


LEGAL_PROMPTS = {
    "pick": N_("Can %(player)s start with a %(a)s in palace %(b)s and a %(c)s in palace %(d)s?"),
    "action": N_("Can %(player)s take the action %(b)s from group %(a)s here?"),
    "action-small": N_("Can %(player)s buy a small privilege from group %(a)s here?"),
    "action-large": N_("Can %(player)s buy a large privilege from group %(a)s here?"),
    "topup": N_("Can %(player)s skip the action and top their money up to 3 yuan here?"),
    "floor": N_("Can %(player)s put the new floor on palace %(a)s here?"),
    "floor-new": N_("Can %(player)s put the new floor on a new palace here?"),
    "recruit": N_("Can %(player)s take a %(a)s (%(b)s) into palace %(c)s here?"),
    "replace": N_("Can %(player)s place a %(a)s (%(b)s) in palace %(c)s, releasing the person in its place %(d)s?"),
    "release": N_("Can %(player)s release the person in place %(b)s of palace %(a)s here?"),
}
ASKS.update({f"is_legal:{k}": Ask(p, YESNO, params=_move_params, who=_mover) for k, p in LEGAL_PROMPTS.items()})


def legal_asks(state: YearOfTheDragonState, moves: list[str]) -> list[tuple[str, dict[str, Any]]]:
    """"Is this move legal here?" for each move, put in words by its kind (a joker card is left out)."""
    out = []
    for text in moves:
        mv = GAME.parse_move(text)
        variant = mv.kind
        if mv.kind == "action" and len(mv.args) > 2 and mv.args[2] in ("small", "large"):
            variant = f"action-{mv.args[2]}"
        elif mv.kind == "action" and len(mv.args) > 2 and mv.args[2]:
            continue  # a wall tile
        elif mv.kind == "floor" and mv.args[0] == "new":
            variant = "floor-new"
        if variant in LEGAL_PROMPTS and "joker" not in mv.args:
            out.append(("is_legal", {"move": text, "field": variant}))
    return out
