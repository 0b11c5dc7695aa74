"""A review tells the positions it steps through; it orders nobody. Its heading said the live
game's words: "Computer 1: throw the sticks" at the start of a Watch's review (QA33A F10), "Move
a piece: make a line of three (D3)" in Dra, and the bar after a line "South now removes one
of North's pieces (D3)". Looked back on, the heading says the start, the view's sentence told
of the player (``BoardView.review_status``) or whose turn it was; the narration has no "now".
A live game keeps its words."""

from __future__ import annotations

import pytest

from apphelp import Harness
from ludic.app.session import Session
from ludic.app.anim import LabelTrack
from ludic.i18n import Text, set_language, tr
from ludic.model.protocol import EffectKind, Transition
from test_chart import playout

#: The views' sentences that ask the player to move (``status``): never a review's heading.
ORDERS = {
    "Throw the sticks", "A sig: throw again (K2)",
    "Sig: one piece moves one step, then throw again (C4)",
    "Place a piece: no line of three (D2)", "Move a piece: make a line of three (D3)",
    "Remove one of {them}'s pieces (D3)", "Sow from a hole with two or more (I4)",
    "Move one hole orthogonally (H3)", "Move, or declare H’ajeb (H6)",
    "Going on: capture with {square}, or stop (H4)", "H’ajeb: {second}, go on or yezzi? (H6)",
    "{who} is blocked: pass, jeu bouché (H5)",
}
#: "now" in each language's words (the model's "{me} now removes ...").
NOW = {"en": " now ", "fr": "maintenant", "ar": "الآن"}


def says_now(text: str, lang: str) -> bool:
    """Does ``text`` say "now" (not the Arabic "so far", «حتى الآن», of a sig of twelve's
    follow-ups, K4)?"""
    return NOW[lang] in f" {text} ".replace("حتى الآن", "")
LEVELS = ["dra", "sig-el-oued", "sig-el-oued-capture", "khamousiyya", "isolo"]


def watched_game(h: Harness, level: str, seed: int = 1):
    """A game two computers played to its end (a Watch), opened in the app and reviewed:
    the review scene at its start."""
    game, start, moves, effects, end = playout(level, seed, max_moves=400)
    data = {"version": 1, "level": level, "options": {}, "players": game.num_players,
            "names": ["Computer 1", "Computer 2"], "first": 0,
            "computers": ["medium", "medium"], "moves": [str(m) for m in moves],
            "cursor": len(moves)}
    h.app.replace("game", session=Session.from_save(data))
    h.settle()
    played = h.game
    h.app.push("review", session=played.session, cursor=0)
    h.settle()
    assert h.top.name == "review", h.names()
    return h.top, played, effects


@pytest.mark.parametrize("level", LEVELS)
def test_a_reviews_heading_orders_nobody_and_says_no_now(tmp_path, level):
    """At the start the heading says so ("Review: the start", as the bar); at every position
    after it, none of the view's orders ("Throw the sticks", "Move a piece ...", by name
    "Computer 1: throw the sticks") and no "now", in en, fr and ar. Where the view's status
    describes the phase (a count, H’ajeb's removals) the heading may say it; else whose turn
    it was."""
    h = Harness(tmp_path)
    review, played, _ = watched_game(h, level)
    total = len(review.session.history.moves)
    seen = set()
    try:
        for lang in ("en", "fr", "ar"):
            set_language(lang)
            review.jump(0)
            assert review.panel.heading(review.state, None) == tr(Text("Review: the start"))
            for cursor in list(range(1, min(total, 120))) + [total - 1]:
                review.jump(cursor)
                state = review.state
                heading = review.panel.heading(state, None)
                status = review.view.status(state)
                name = review.session.names[state.turn % len(review.session.names)]
                assert not says_now(heading, lang), (cursor, heading)
                assert heading != tr(Text("{player}: throw the sticks", player=name)), \
                    (cursor, heading)
                if getattr(status, "msgid", None) in ORDERS:
                    seen.add(status.msgid)
                    assert heading != tr(status), (cursor, heading)
                    told = review.view.review_status(state)
                    assert heading == (tr(told) if told else tr(
                        Text("{player}'s turn", player=name))), (cursor, heading)
    finally:
        set_language("en")
        h.app.reset("title")
    assert seen, "the game's review met none of its orders: the test checks nothing"


def test_a_live_game_keeps_its_heading(tmp_path):
    """The same position played by people: the heading still asks the player to move."""
    h = Harness(tmp_path)
    game, start, moves, effects, end = playout("dra", 1, max_moves=400)
    data = {"version": 1, "level": "dra", "options": {}, "players": 2,
            "names": ["Amina", "Yusuf"], "first": 0, "moves": [str(m) for m in moves[:30]],
            "cursor": 30}
    h.app.replace("game", session=Session.from_save(data))
    h.settle()
    scene = h.top
    assert scene.name == "game" and scene.state.outcome() is None
    assert scene.panel.heading(scene.state, None) == tr(scene.view.status(scene.state))


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
def test_a_reviews_bar_tells_a_lines_removal_without_now(tmp_path, lang):
    """Stepping onto a line in Dra's review, the bar tells the removal owed as the player's
    ("Computer 1 ... South removes one of North's pieces (D3)"), not "now", the words of the
    game being played (D3)."""
    h = Harness(tmp_path)
    review, played, effects = watched_game(h, "dra")
    line = next(i for i, told in enumerate(effects)
                if any(getattr(e.text, "msgid", "") ==
                       "{me} now removes one of {them}'s pieces (D3)" for e in told))
    note = next(e.text for e in effects[line]
                if getattr(e.text, "msgid", "") == "{me} now removes one of {them}'s pieces (D3)")
    set_language(lang)
    try:
        review.jump(line)
        review.step_forward()
        h.settle()
        said = tr(review.message)
        assert tr(Text("{me} removes one of {them}'s pieces (D3)", **note.params)) in said, said
        assert tr(note) not in said and not says_now(said, lang), said
    finally:
        set_language("en")
        h.app.reset("title")


#: A sig's throw again asked of a person (K2), on the tray and the bar: never said of the
#: computer nor in a review.
ASKED = ("Sig! 1 and throw again (K2)", "Sig! Throw again", "Sig: throw again (K2)")


def _sig_throw(effects) -> int:
    """The index of the first move whose count is a sig asking for a throw again (K2)."""
    return next(i for i, told in enumerate(effects)
                if any(getattr(e.text, "msgid", "") == ASKED[0] for e in told))


@pytest.mark.parametrize("level", ["sig-el-oued", "sig-el-oued-capture"])
def test_a_reviews_sig_is_told_on_the_tray_and_the_bar(tmp_path, level):
    """A review of a Watch, stepped onto a sig's throw and jumped to it: the sticks' tray
    said "Sig! 1 and throw again" and the bar "Computer 1 throws: Sig! Throw again", orders
    to a computer in a game long over. Told now ("Sig! 1 and one more throw", "Sig! One
    more throw"), in en/fr/ar."""
    h = Harness(tmp_path)
    review, played, effects = watched_game(h, level)
    sig = _sig_throw(effects)
    try:
        for lang in ("en", "fr", "ar"):
            set_language(lang)
            asked = {tr(Text(m)) for m in ASKED}
            for how in ("step", "jump"):
                if how == "step":
                    review.jump(sig)
                    review.step_forward()
                    h.settle()
                else:
                    review.jump(sig + 1)
                tray = tr(review.sticks.head)
                # jumped to a throw still to throw (the race's), the tray is at rest
                kept = how == "step" or not review.state.is_chance
                assert tray == (tr(Text("Sig! 1 and one more throw (K2)")) if kept else ""), \
                    (lang, how, tray)
                bar = tr(review.message)
                assert not any(a in bar for a in asked), (lang, how, bar)
                if how == "step" and review.state.is_chance:  # the sig's throw is next
                    assert tr(Text("Sig! One more throw")) in bar, (lang, bar)
    finally:
        set_language("en")
        h.app.reset("title")


def test_a_computers_sig_is_told_and_a_persons_asked(tmp_path):
    """The same sig in a live game: the computer's throw is told ("Sig! 1 and one more
    throw"), a person's asks them ("Sig! 1 and throw again"), tray and bar alike."""
    game, start, moves, effects, end = playout("sig-el-oued", 1, max_moves=400)
    sig = _sig_throw(effects)
    told = {}
    for seats in (["medium", "medium"], [None, None]):
        h = Harness(tmp_path)
        data = {"version": 1, "level": "sig-el-oued", "options": {}, "players": 2,
                "names": ["", ""], "first": 0, "seats": seats,
                "moves": [str(m) for m in moves], "cursor": len(moves)}
        h.app.replace("game", session=Session.from_save(data))
        h.settle()
        scene = h.game  # (under the game-over box)
        h_ = scene.session.history
        step = scene.queue_step(h_.states[sig], Transition(h_.states[sig + 1], effects[sig]),
                                sig + 1)
        message = step.message() if callable(step.message) else step.message
        told[seats[0]] = (tr(scene.sticks.count_text(step.effects)), tr(message))
        scene.queue.clear()
        h.app.reset("title")
    assert told["medium"][0] == "Sig! 1 and one more throw (K2)", told
    assert told[None][0] == "Sig! 1 and throw again (K2)", told
    assert "Sig! One more throw" in told["medium"][1] and "Sig! Throw again" in told[None][1]


def test_the_teacher_picks_a_computers_throw_under_its_turn_not_an_order(tmp_path):
    """Teacher mode in a Watch of the race: the computer's throw waits for the teacher's
    pick, and the heading said "Computer 1: throw the sticks" (ar "your turn to throw"),
    speaking to the computer. It says whose turn it is; a person's throw keeps its order."""
    h = Harness(tmp_path)
    for seats, heading in ((["medium", "medium"], "Computer 1's turn"),
                           ([None, None], "Player 1: throw the sticks")):
        data = {"version": 1, "level": "sig-el-oued", "options": {}, "players": 2,
                "names": ["Computer 1" if seats[0] else "", "Computer 2" if seats[0] else ""],
                "first": 0, "seats": seats, "moves": [], "cursor": 0}
        h.app.replace("game", session=Session.from_save(data))
        scene = h.top
        scene.demo = True  # before the first frame: the computer waits for the pick
        h.pump(5)
        assert scene.state.is_chance and scene.session.history.cursor == 0
        assert scene.panel.heading(scene.state, None) == heading
    h.app.reset("title")


def test_a_dra_review_says_no_now_when_the_pieces_start_moving(tmp_path):
    """Dra's board label at the end of the placement said "All placed: now the pieces move"
    in a review too; looked back on, "All placed: the pieces move". A live game keeps it."""
    h = Harness(tmp_path)
    review, played, effects = watched_game(h, "dra")
    phase = next(i for i, told in enumerate(effects)
                 if any(e.kind == EffectKind.PHASE for e in told))

    def labels(scene, i):
        h_ = scene.session.history
        tl = scene.view.animate(h_.states[i], effects[i], h_.states[i + 1])
        return [t.text for t in tl.tracks if isinstance(t, LabelTrack)]

    assert "All placed: the pieces move" in labels(review, phase)
    assert "All placed: now the pieces move" in labels(played, phase)
    h.app.reset("title")
