"""The computer opponent in the app, driven like a player under the dummy video driver: the
real worker process thinks (ludic.ai.worker.Thinker), the window keeps drawing frames."""

from __future__ import annotations

import multiprocessing
import os
import random

import pygame
import pytest

from apphelp import Harness
from ludic.app.seats import Computer, Person
from ludic.app.session import Session, Setup


def start(h: Harness, level_id: str, computers, seed: int = 7, notation: str | None = None):
    setup = Setup(level_id, {}, len(computers), [], 0, list(computers), seed)
    session = Session.from_position(setup, notation) if notation else Session(setup)
    h.app.push("game", session=session, opening=False)
    h.pump(2)
    return h.game


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # a zombie still answers kill(0): look at its state
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split()[2] != "Z"
    except OSError:
        return False


def pump_until(h: Harness, done, frames: int = 20000) -> int:
    return h.pump_until(done, frames)


def test_person_against_the_computer_plays_to_the_end(tmp_path):
    h = Harness(tmp_path, seed=4)
    game = start(h, "dra", [None, "easy"])
    assert isinstance(game.seats[1], Computer) and isinstance(game.seats[0], Person)
    rng = random.Random(3)
    for _ in range(3000):
        if h.top.name == "gameover":
            break
        state = game.state
        if state.outcome() is None and game.seats.by_hand(state) and not game.queue:
            h.play(rng.choice(state.legal_moves()))
        else:
            h.pump(1)
    assert h.top.name == "gameover", h.names()
    history = game.session.history
    by_computer = [m for st, m in zip(history.states, history.moves)
                   if not st.is_chance and st.turn == 1]
    assert len(by_computer) >= 5, "the computer played its moves"
    for st, m in zip(history.states, history.moves):
        assert m in st.legal_moves()
    h.app.reset("title")


def test_the_window_draws_frames_while_the_computer_thinks(tmp_path):
    h = Harness(tmp_path, seed=1)
    game = start(h, "khamousiyya", ["hard", None])
    frames_before = h.app.frames
    thinking_frames = 0
    while game.session.history.cursor == 0:
        assert game.thinking() and game.busy()
        h.pump(1)
        thinking_frames += 1
        assert thinking_frames < 100000
    assert thinking_frames >= 3 and h.app.frames - frames_before >= thinking_frames
    # the person's input is refused while the computer has the turn, with a plain message
    game2 = start(h, "dra", ["hard", None], seed=2)
    assert game2.thinking()
    target = game2.view.move_targets(game2.state.legal_moves()[0])[0]
    h.click_target(target)
    assert game2.session.history.cursor == 0 and "thinking" in game2.message
    h.app.reset("title")


def test_leaving_mid_thought_cancels_at_once_and_leaves_no_process(tmp_path):
    h = Harness(tmp_path, seed=1)
    game = start(h, "khamousiyya", ["hard", None])
    h.pump(2)
    pid = game.seats.thinker.pid
    assert pid is not None and alive(pid)
    h.key(pygame.K_ESCAPE)  # the in-game menu: the computer goes on thinking behind it
    assert h.top.name == "gamemenu"
    h.click_button("to_title")  # the main menu
    assert h.names() == ["title"]
    assert not alive(pid), "the worker is ended when the game is left"
    assert pid not in [p.pid for p in multiprocessing.active_children()]


def search_under_way(game) -> bool:
    """Has the computer to move sent its search to the worker (and not yet taken the move)?"""
    thinker = game.seats.thinker
    return thinker.pid is not None and thinker.get().busy


def wait_for_the_reply(game, seconds: float = 60) -> None:
    """Wait (really: the worker is a process) until the computer's move is in the pipe from
    its worker, not yet read by the app."""
    thinker = game.seats.thinker.get()
    assert thinker.busy, "a search is under way"
    assert thinker._conn.poll(seconds), "the worker answered"


def test_the_computer_waits_while_the_menu_or_the_save_dialog_is_open(tmp_path):
    """A good desktop game pauses behind its menu: the computer's move found while the
    in-game menu (Escape) or the Save dialog (Ctrl+S) is open is played only once it is
    closed, and it is the move the same game and seed give without the pause. Before, the
    game under the menu went on and the computer played behind it."""
    from ludic.ai import choose_move

    h = Harness(tmp_path, seed=4)
    game = start(h, "dra", [None, "easy"], seed=11)
    for opener, closer in ((pygame.K_ESCAPE, 0), (pygame.K_s, pygame.KMOD_CTRL)):
        game.play_by_hand(game.state.legal_moves()[0])
        pump_until(h, lambda: search_under_way(game), frames=600)
        state, cursor = game.state, game.session.history.cursor
        expected = choose_move(state, "easy", 11, time_cap=False,
                               seen=game.seats.thinker.seen())
        h.key(opener, closer)
        assert h.top.name == ("gamemenu" if opener == pygame.K_ESCAPE else "save"), h.names()
        wait_for_the_reply(game)
        h.pump(300)  # five seconds of frames: the computer's pause is 0.6 s
        assert game.state is state and game.session.history.cursor == cursor
        assert not h.app.busy(), "a paused game keeps no frames going"
        h.key(pygame.K_ESCAPE)  # back to the game
        assert h.top is game
        pump_until(h, lambda c=cursor: game.session.history.cursor > c, frames=600)
        assert game.session.history.moves[cursor] == expected
        pump_until(h, lambda: game.seats.by_hand(game.state) and not game.queue)
    h.app.reset("title")


def test_a_watch_of_two_computers_waits_while_the_menu_is_open(tmp_path):
    from ludic.ai import choose_move

    h = Harness(tmp_path, seed=3)
    game = start(h, "khamousiyya-5x5", ["easy", "easy"], seed=5)
    pump_until(h, lambda: game.session.history.cursor >= 2)
    pump_until(h, lambda: search_under_way(game), frames=600)
    state, cursor = game.state, game.session.history.cursor
    expected = choose_move(state, "easy", 5, time_cap=False, seen=game.seats.thinker.seen())
    h.key(pygame.K_ESCAPE)
    assert h.top.name == "gamemenu"
    wait_for_the_reply(game)
    h.pump(300)
    assert game.state is state and game.session.history.cursor == cursor
    h.click_button("resume")
    assert h.top is game
    pump_until(h, lambda: game.session.history.cursor > cursor, frames=600)
    assert game.session.history.moves[cursor] == expected
    pump_until(h, lambda: game.session.history.cursor > cursor + 2)  # and it goes on
    h.app.reset("title")


def test_the_picture_under_the_menu_says_the_computer_is_paused(tmp_path, monkeypatch):
    """The in-game menu and the Save dialog pause the game (above), and show a still picture
    of it under them: that picture said "The computer is thinking", its mark "thinking..."
    and the bar "North (the computer) is thinking...", while nothing would be played until
    the game was back. Under an overlay it says "Paused", as the Watch's Pause does, and the
    bar says who goes on when the game is back; back in the game, the computer thinks (and
    says so) again."""
    from apphelp import record_texts

    h = Harness(tmp_path, seed=4)
    game = start(h, "dra", [None, "hard"], seed=11)
    drawn = record_texts(monkeypatch)
    for opener, mods in ((pygame.K_ESCAPE, 0), (pygame.K_s, pygame.KMOD_CTRL)):
        game.play_by_hand(game.state.legal_moves()[0])
        pump_until(h, lambda: search_under_way(game), frames=600)
        cursor = game.session.history.cursor
        game.panel._badges.clear()  # every mark drawn from now on is rendered, so recorded
        drawn.clear()
        h.app.draw()  # the game on top: the computer thinks, and says so
        texts = drawn.texts()
        assert "The computer is thinking" in texts
        assert "North (the computer) is thinking…" in texts
        assert any(t.startswith("thinking") for t in texts), texts
        game.panel._badges.clear()
        drawn.clear()
        h.key(opener, mods)  # the picture under the overlay is drawn as it opens
        h.pump(3)
        assert h.top.name in ("gamemenu", "save") and game.thinking()
        assert game.session.history.cursor == cursor
        texts = drawn.texts()
        assert "Paused" in texts and "paused" in texts, texts
        assert "Paused: North goes on when you are back in the game." in texts
        assert not [t for t in texts if "thinking" in t.lower()], texts
        assert game.held()
        h.key(pygame.K_ESCAPE)  # back to the game
        assert h.top is game and not game.held()
        pump_until(h, lambda c=cursor: game.session.history.cursor > c, frames=600)
        pump_until(h, lambda: game.seats.by_hand(game.state) and not game.queue)
    h.app.reset("title")


def test_an_animation_waits_under_a_question(tmp_path):
    """Any overlay over the game pauses it, the move's animation too (the app's dialog
    naming missing files comes over whatever is on the screen, mid-move)."""
    h = Harness(tmp_path, seed=2, speed=1.0)
    game = start(h, "dra", [None, None])
    game.play_by_hand(game.state.legal_moves()[0])
    h.pump(2)
    assert game.queue, "the move is animated"
    step = game.queue[0]
    h.app.push("confirm", ask="test", title="A question", text="Over the game.",
               answers=[("OK", True)])
    h.pump(600)  # ten seconds: the animation takes well under two
    assert game.queue and game.queue[0] is step and h.top.name == "confirm"
    h.key(pygame.K_RETURN)
    assert h.top is game
    pump_until(h, lambda: not game.queue, frames=600)
    h.app.reset("title")


def test_undo_mid_thought_and_quitting_end_the_search(tmp_path):
    h = Harness(tmp_path, seed=1)
    game = start(h, "dra", [None, "hard"])
    game.play_by_hand(game.state.legal_moves()[0])  # as a click would (h.play waits)
    h.pump(3)
    assert game.thinking()
    pid = game.seats.thinker.pid
    h.key(pygame.K_z, pygame.KMOD_CTRL)
    assert game.session.history.cursor == 0, "undo goes back to the person's decision"
    assert game.seats.by_hand(game.state)
    assert not alive(pid)
    game.play_by_hand(game.state.legal_moves()[1])
    h.pump(3)
    pid = game.seats.thinker.pid
    assert alive(pid)
    h.app.shutdown()
    assert not alive(pid), "quitting ends the worker"


def test_undo_against_the_computer_goes_back_to_the_persons_decision(tmp_path):
    h = Harness(tmp_path, seed=5)
    game = start(h, "dra", [None, "easy"])
    rng = random.Random(1)
    for _ in range(3):
        h.play(rng.choice(game.state.legal_moves()))
        pump_until(h, lambda: game.seats.by_hand(game.state) and not game.queue)
    cursor = game.session.history.cursor
    assert cursor >= 6
    h.key(pygame.K_z, pygame.KMOD_CTRL)
    assert game.seats.by_hand(game.state) and not game.state.is_chance
    assert game.session.history.cursor < cursor - 1, "the computer's reply is undone too"
    h.app.reset("title")


def test_undo_in_a_sig_race_goes_back_to_before_the_persons_own_throw_and_waits(tmp_path):
    """A user's pass (the race against two computers): Undo stepped back one throw, the last
    computer's, which it threw again at once: Undo seemed to do nothing. The race has no
    decision (S3): Undo goes back to before the person's own last throw (a follow-up, thrown
    by itself, is not theirs) and the computers wait there; the throw, thrown again, is the
    one recorded (a throw is history)."""
    from ludic.i18n import tr

    h = Harness(tmp_path, seed=3)
    game = start(h, "sig-el-oued", [None, "easy", "easy"])
    h.pump(5)
    mine = 0
    while mine < 4 or not (game.seats.by_hand(game.state) and not game.queue):
        if not game.queue and game.can_throw():
            h.key(pygame.K_SPACE)
            mine += 1
        h.pump(1)
    history = game.session.history
    cursor = history.cursor
    last = max(i for i in range(cursor) if history.states[i].turn == 0
               and not history.states[i].pending)
    assert last < cursor - 1, "the computers threw after the person"
    recorded = history.moves[last]
    h.key(pygame.K_u)
    assert history.cursor == last and game.can_throw(), (cursor, last, history.cursor)
    h.pump(300)
    assert history.cursor == last, "the computers wait for the person's throw"
    assert tr(game.message).startswith("Undone: "), tr(game.message)  # and the throw
    h.key(pygame.K_SPACE)
    assert history.cursor > last and history.moves[last] == recorded  # then the computers'
    h.app.reset("title")


def test_undo_in_a_sig_race_before_the_persons_first_throw_says_why_it_does_nothing(tmp_path):
    """The race with the computer throwing first: Undo before the person's first throw
    stepped back the computer's throw, thrown again at once. It says there is nothing of
    the person's to undo, and leaves the throws as they are."""
    from ludic.i18n import tr

    h = Harness(tmp_path, seed=3)
    game = start(h, "sig-el-oued", ["easy", None])
    pump_until(h, lambda: game.can_throw())
    cursor = game.session.history.cursor
    assert cursor >= 1
    h.key(pygame.K_u)
    h.pump(30)
    assert game.session.history.cursor == cursor and game.can_throw()
    assert tr(game.message).startswith("Nothing to undo yet"), tr(game.message)
    h.app.reset("title")


def test_undo_in_sig_capture_goes_back_to_the_persons_last_decision(tmp_path):
    """Sig capture against the computer: Undo goes back to the person's last decision (a
    piece to move, its throw kept), over the computer's turns and the throws between, and
    the computer waits there."""
    h = Harness(tmp_path, seed=3)
    game = start(h, "sig-el-oued-capture", [None, "easy"])
    rng = random.Random(2)
    history = game.session.history

    def mine(i):
        st = history.states[i]
        return not st.is_chance and st.turn == 0 and game.view.auto_move(st) is None

    decided = 0
    for _ in range(60000):
        state = game.state
        if not game.queue and game.seats.by_hand(state) and state.outcome() is None:
            if decided >= 3 and history.states[history.cursor - 1].turn == 1:
                break  # the person's turn again, after the computer's
            if state.is_chance:
                h.key(pygame.K_SPACE)
                continue
            if game.view.auto_move(state) is None:
                game.play_by_hand(rng.choice(state.legal_moves()))
                decided += 1
        h.pump(1)
    assert decided >= 3 and game.seats.by_hand(game.state)
    cursor = history.cursor
    last = max(i for i in range(cursor) if mine(i))
    h.key(pygame.K_u)
    assert history.cursor == last and not game.state.is_chance
    assert game.seats.by_hand(game.state)
    h.pump(300)
    assert history.cursor == last, "the computer waits for the person's move"
    h.app.reset("title")


def test_saves_and_the_autosave_keep_seats_strengths_and_seed(tmp_path):
    h = Harness(tmp_path, seed=2)
    game = start(h, "isolo", [None, "medium"], seed=1234)
    data = game.session.to_save()
    assert data["seats"] == [None, "medium"] and data["seed"] == 1234
    again = Session.from_save(data)
    assert again.computers == [None, "medium"] and again.seed == 1234
    old = dict(data)
    del old["seats"], old["seed"]  # a save from before the computer opponent
    assert Session.from_save(old).computers == [None, None]
    bad = dict(data, seats=[None, "grandmaster"])
    with pytest.raises(Exception, match="seat 2"):
        Session.from_save(bad)
    h.app.reset("title")
    h.app.storage.flush()
    h.pump(2)
    h.click_button("continue")
    game = h.game
    assert game.session.computers == [None, "medium"] and game.session.seed == 1234
    assert isinstance(game.seats[1], Computer) and game.seats[1].strength == "medium"
    h.app.reset("title")


def test_the_setup_screen_makes_a_computer_seat(tmp_path):
    h = Harness(tmp_path, seed=2)
    h.click_button("play")
    h.choose_game("dra")
    h.click_button("seat_1")  # a person -> the computer, Easy
    h.click_button("seat_1")  # -> Medium
    h.click_button("start")
    game = h.game
    assert game.session.computers == [None, "medium"]
    assert game.session.names[1] == "Computer"
    h.app.reset("title")


def test_the_computer_called_computer_is_not_called_the_computer_twice(tmp_path):
    """The message bar said "Computer (the computer) is thinking…" at every move of a game
    set up with a computer seat; a computer the players named keeps "(the computer)"."""
    from ludic.i18n import Typed, tr

    h = Harness(tmp_path, seed=2)
    h.click_button("play")
    h.choose_game("dra")
    h.click_button("seat_1")  # a person -> the computer, Easy
    h.click_button("start")
    game = h.game
    game.play_by_hand(game.state.legal_moves()[0])
    h.pump(2)
    assert game.thinking()
    assert tr(game.message) == "Computer is thinking…", game.message
    h.key(pygame.K_z, pygame.KMOD_CTRL)
    game.session.names[1] = Typed("Rachid")
    game.play_by_hand(game.state.legal_moves()[0])
    h.pump(2)
    assert tr(game.message) == "Rachid (the computer) is thinking…", game.message
    h.app.reset("title")


def test_the_agreement_button_stays_in_place_on_the_computers_turn(tmp_path):
    """Dra's "Agree to end (D4)" vanished on the computer's turn and came back on the
    person's, so the move list under it jumped up and down at every move: it stays, disabled
    (the computer answers an offer, it does not make one)."""
    h = Harness(tmp_path, seed=2)
    game = start(h, "dra", [None, "hard"])
    agree = h.button("agree")
    top = game.panel.list_rect.top
    assert not agree.is_enabled  # nothing played yet to end by agreement
    game.play_by_hand(game.state.legal_moves()[0])
    h.pump(3)
    assert game.thinking()
    during = h.button("agree")
    assert during is not None, "the button went away"
    assert during.rect == agree.rect and not during.is_enabled
    assert game.agree_label() == ""  # nothing to offer on the computer's turn
    assert game.panel.list_rect.top == top
    pump_until(h, lambda: game.seats.by_hand(game.state) and not game.queue)
    h.pump(2)
    assert h.button("agree").is_enabled
    h.app.reset("title")
    watch = start(h, "dra", ["easy", "easy"])  # two computers: no button that never works
    assert h.button("agree") is None and watch.agree_label() == ""
    h.app.reset("title")


def test_a_hint_shows_the_move_and_why_without_playing_it(tmp_path):
    h = Harness(tmp_path, seed=2)
    # Isolo: the hint is a sowing from one of South's holes
    game = start(h, "isolo", [None, None])
    assert game.seats.thinker.pid is None, "a game of people starts no process"
    h.key(pygame.K_SLASH, text="?")
    pump_until(h, lambda: game.hint_search is None)
    hint = game.shown_hint()
    assert hint is not None and hint.move in game.state.legal_moves()
    assert game.message.startswith("Hint") and str(hint.reason) in game.message
    from ludic.ai.reasons import BEST, explain

    expected = explain(game.state, hint.move, hint.result)
    if expected.msgid != BEST.singular:
        assert hint.reason == expected, "the reason is built from the move's effects"
    assert game.session.history.cursor == 0, "a hint is never played by itself"
    h.play(hint.move)
    assert game.shown_hint() is None
    h.app.reset("title")


def test_a_hint_asked_on_the_computers_turn_says_why_there_is_none(tmp_path):
    """? (or /) while the computer is to move: its Hint button is greyed, and the key did
    nothing, without a word (QA33B, Isolo against Hard, ? pressed right after a move). The
    bar says a hint is for one's own turn; no search is started for the computer's seat."""
    from ludic.i18n import tr

    h = Harness(tmp_path, seed=3)
    game = start(h, "dra", [None, "easy"])
    h.click_button("pause")  # the computer holds on its turn: nothing moves meanwhile
    h.play(game.state.legal_moves()[0])
    assert game.seats.automatic(game.state) and game.watch.paused
    h.key(pygame.K_SLASH, text="?")
    assert game.hint_search is None and game.shown_hint() is None
    assert tr(game.message) == "No hint now: a hint is for your own turn, and the computer " \
        "is to move.", game.message
    assert not game.message_bad
    h.app.reset("title")


def test_watch_two_computers_pause_step_and_take_over(tmp_path):
    h = Harness(tmp_path, seed=3)
    game = start(h, "khamousiyya-5x5", ["easy", "easy"])
    pump_until(h, lambda: game.session.history.cursor >= 2)
    h.click_button("pause")
    assert game.watch.paused
    cursor = game.session.history.cursor
    h.pump(300)
    # a decision found before the pause may not be played while paused
    assert game.session.history.cursor == cursor
    h.click_button("step")
    pump_until(h, lambda: game.session.history.cursor > cursor)
    h.pump(300)
    assert game.session.history.cursor == cursor + 1 or \
        game.state.turn == game.session.history.states[cursor].turn, "one move, then pause"
    h.click_button("speed")
    assert game.watch.speed == 2.0
    # the teacher takes over the seat to move by clicking its name
    seat = game.state.turn
    row = game.geo.players_rect
    h.click((row.x + 40, row.y + seat * round(30 * game.scale) + 10))
    assert game.seats.by_hand(game.state) and game.session.computers[seat] is None
    h.click_button("pause")  # go on: the other seat still plays by itself
    assert not game.watch.paused
    h.app.reset("title")


def test_after_a_step_the_bar_says_paused_not_thinking(tmp_path):
    """A QA pass (a teacher on a projector): after Step played its one move the header said
    "Paused" but the message bar "North (the computer) is thinking…", and stayed so; it says
    how to go on, as after a press of Pause."""
    from ludic.i18n import tr

    h = Harness(tmp_path, seed=3)
    game = start(h, "dra", ["easy", "easy"])
    pump_until(h, lambda: game.session.history.cursor >= 2)
    h.click_button("pause")
    said = tr(game.message)
    # Pause keeps the move it is pressed to explain, if the bar still shows one (d2a3840)
    assert "Paused: " in said, said
    paused = said[said.index("Paused: "):]
    cursor = game.session.history.cursor
    h.click_button("step")
    pump_until(h, lambda: game.session.history.cursor > cursor and not game.queue)
    h.pump(300)
    assert game.session.history.cursor == cursor + 1 and game.watch.paused
    assert tr(game.message).endswith(paused), game.message
    h.click_button("pause")  # go on: the computer to move thinks (or, quick, plays) again
    said = tr(game.message)
    assert not game.watch.paused and "Paused" not in said, said
    assert "thinking" in said or " plays " in said, said
    h.app.reset("title")


def test_a_step_leaves_its_move_in_the_bar(tmp_path):
    """A QA pass (a teacher with a class, Watch on a projector): Step played one placement
    of Dra, and as the piece landed "Computer 2 plays b2…" gave way to "Paused: Go on (P)
    ...": the move was in words nowhere to point at. The bar says who played what, then how
    to go on."""
    from ludic.i18n import tr

    h = Harness(tmp_path, seed=3)
    game = start(h, "dra", ["easy", "easy"])
    pump_until(h, lambda: game.session.history.cursor >= 2 and not game.queue)
    h.click_button("pause")
    cursor = game.session.history.cursor
    h.click_button("step")
    pump_until(h, lambda: game.session.history.cursor > cursor and not game.queue)
    h.pump(60)
    move = str(game.session.history.moves[cursor])
    name = tr(game.session.names[game.session.history.states[cursor].turn])
    said = tr(game.message)
    assert said.startswith(f"{name} played {move}.") and "Paused" in said, said
    h.app.reset("title")


def test_pause_keeps_the_move_it_explains(tmp_path):
    """A QA pass (a teacher with a class): Pause, pressed to explain the capture just told
    in the bar ("... takes ... (H3)"), replaced it with "Paused: Go on (P) ...". The bar keeps
    the move's words and adds how to go on; a bar that only said whose turn it is gives way."""
    from ludic.i18n import tr

    h = Harness(tmp_path, seed=3, speed=1.0)  # animated, with the pause between moves
    game = start(h, "khamousiyya-5x5", ["easy", "easy"])

    def telling() -> bool:
        # just landed (the Watch's pause before the next move has hardly begun)
        return bool(game.session.history.cursor and not game.queue and game.message
                    and game.watch.waited < 0.1 and game.view.auto_move(game.state) is None
                    and tr(game.message) != tr(game._turn_prompt()))

    pump_until(h, telling)
    assert telling(), "no move told in the bar"
    told = tr(game.message).rstrip(".")
    h.key(pygame.K_p)
    said = tr(game.message)
    assert said.startswith(told) and "Paused: Go on (P)" in said, said
    h.key(pygame.K_p)  # go on: whose turn it is
    h.key(pygame.K_p)  # paused on a bar that said only that: it gives way
    assert tr(game.message).startswith("Paused: Go on (P)"), game.message
    h.app.reset("title")


def test_the_panel_heading_tells_the_computers_throw_as_its_own(tmp_path):
    """A QA pass (Watch on a projector): the panel's heading said "Throw the sticks" through
    every throw of the computer, as if the class were asked to; it says whose turn it is
    (the message bar says the computer throws), "Paused" while paused, and "Player 1: throw
    the sticks" only to a person."""
    h = Harness(tmp_path, seed=3)
    game = start(h, "sig-el-oued", [None, "easy"])
    assert game.state.is_chance and game.seats.by_hand(game.state)
    assert game.panel.heading(game.state, None) == "Player 1: throw the sticks"
    h.click_button("pause")  # holds the computer only
    for _ in range(20000):  # South throws (again after a sig) until it is North's throw
        if game.state.is_chance and not game.seats.by_hand(game.state) and not game.queue:
            break
        if game.state.is_chance and not game.queue:
            h.key(pygame.K_SPACE)
        h.pump(1)
    assert game.panel.heading(game.state, None) == "Paused"
    game.toggle_pause()  # Go on (P), seen before the next frame lets it throw
    assert game.state.is_chance and not game.seats.by_hand(game.state)
    from ludic.i18n import tr

    name = tr(game.session.names[game.state.turn])
    assert game.panel.heading(game.state, None) == f"{name}'s turn"
    assert "throw" not in game.panel.heading(game.state, None)
    h.app.reset("title")


def test_computer_seats_in_the_sig_race_throw(tmp_path):
    h = Harness(tmp_path, seed=3)
    game = start(h, "sig-el-oued", ["easy", "hard", "medium"])
    pump_until(h, lambda: game.session.history.cursor >= 6)
    assert game.seats.thinker.pid is None, "throwing needs no search"
    h.app.reset("title")


def test_a_watch_heading_tells_the_computers_move_as_its_own(tmp_path):
    """A QA pass (a Watch of two computers): between their searches and through their
    moves' animations the panel's heading asked the class to play ("Place a piece: no line
    of three (D2)", "Posez un pion..."). On a computer's turn it says what the computer
    does ("The computer places a piece (D2)"), in French and Arabic too."""
    from ludic import i18n
    from ludic.i18n import tr

    h = Harness(tmp_path, seed=3)
    for level_id, asks, moves in (("dra", ("Place a piece", "Move a piece", "Remove one"), 6),
                                  ("khamousiyya", ("Move one hole", "Move, or"), 30),
                                  ("isolo", ("Sow from",), 6)):
        notation = None
        if level_id == "khamousiyya":  # from the movement, after its long placement
            from ludic.model.registry import make_game

            rng = random.Random(2)
            state = make_game(level_id).start_state()
            while state.stage_name == "placement":
                state = state.apply(rng.choice(state.legal_moves())).state
            notation = state.notation()
        game = start(h, level_id, ["easy", "easy"], notation=notation)
        told = set()
        for _ in range(20000):
            if not game.state.is_chance and game.session.outcome is None \
                    and not game.thinking():
                head = game.panel.heading(game.state, None)
                assert not head.startswith(asks), (level_id, head)
                assert head == tr(game.view.computer_status(game.state)), (level_id, head)
                told.add(head)
            if len(game.session.history.moves) >= moves or game.session.outcome is not None:
                break
            h.pump(1)
        assert any(t.startswith("The computer") for t in told), (level_id, told)
        h.app.reset("title")
    game = start(h, "dra", ["easy", "easy"])
    for lang, word in (("fr", "L’ordinateur pose un pion"), ("ar", "الحاسوب يضع قطعة")):
        i18n.set_language(lang)
        try:  # the words the heading shows once the search is done (above, in English)
            assert tr(game.view.computer_status(game.state)).startswith(word)
        finally:
            i18n.set_language("en")
    h.app.reset("title")


def test_the_message_of_a_throw_names_the_thrower(tmp_path):
    """A QA pass: the computer's throw was told in the bar as "3 points, no sig power (K2)",
    the person not told whose throw it was. The bar names the thrower, as the move list
    does ("Computer 2 throws: 3 points, no sig power (K2)"), in French too."""
    from ludic import i18n
    from ludic.i18n import tr

    h = Harness(tmp_path, seed=3)
    game = start(h, "sig-el-oued", [None, "easy"])
    names = game.session.names
    seen = None
    for _ in range(20000):
        history = game.session.history
        if not game.queue and history.cursor:
            before = history.states[history.cursor - 1]
            if before.is_chance and before.turn % 2 == 1 and "point" in tr(game.message):
                seen = game.message  # the computer's throw, told
                break
        if game.state.is_chance and game.seats.by_hand(game.state) and not game.queue:
            h.key(pygame.K_SPACE)
        h.pump(1)
    assert seen is not None, "no throw of the computer told"
    said = tr(seen)
    assert said.startswith(f"{tr(names[1])} throws: "), said
    i18n.set_language("fr")
    try:
        said = tr(seen)
        assert said.startswith(f"{tr(names[1])} lance\u00a0: ") and "throws" not in said, said
    finally:
        i18n.set_language("en")
    h.app.reset("title")


def test_a_computers_throw_is_its_own_while_the_sticks_fly_and_the_piece_moves(tmp_path):
    """A teacher's pass (a Watch of the race on a projector): while the computer's sticks
    were in the air the heading drew the position before the throw as a person's ("Computer
    2: throw the sticks"), and while its piece moved the bar told the throw without the
    thrower ("4 points, no sig power (K2)"; named only once the move had played). Both are
    the computer's own from the first frame: the heading says whose turn it is through the
    flight and the move, the bar what happens."""
    from ludic.i18n import tr

    h = Harness(tmp_path, seed=3, speed=1)
    game = start(h, "sig-el-oued", ["easy", "easy"])
    names = [tr(n) for n in game.session.names]
    flying = moving = 0
    for _ in range(6000):
        h.pump(1)
        shown, board, sticks = game.anim.shown(game.state)
        if sticks is not None or board is not None:
            step = game.queue[0]
            thrower = tr(names[step.before.turn])
            told = game.panel.told(shown)
            assert game.panel.heading(told, told.outcome()) == f"{thrower}'s turn"
            flying += sticks is not None
        said = tr(game.message)
        if board is not None and "point" in said:
            moving += 1
            assert said.startswith(tuple(f"{n} throws: " for n in names)), said
        if flying > 20 and moving > 20:
            break
    assert flying > 20 and moving > 20, (flying, moving)
    h.app.reset("title")


def test_c_takes_over_the_seat_to_move_and_gives_it_back(tmp_path):
    """A teacher's pass (keyboard only, a Watch): a seat was taken over only by a click on
    its name. C does it for the seat to move, and gives it back to the computer at the
    strength it had; it is in the Help screen."""
    from ludic.app.help_text import SECTIONS
    from ludic.i18n import tr

    assert any("seat" in keys for _title, rows in SECTIONS for keys, *_rest in rows)
    h = Harness(tmp_path, seed=3)
    game = start(h, "dra", ["hard", "easy"])
    pump_until(h, lambda: game.session.history.cursor >= 2 and not game.queue)
    h.key(pygame.K_p)
    seat = game.state.turn
    strength = game.session.computers[seat]
    h.key(pygame.K_c)
    assert game.seats.by_hand(game.state) and game.session.computers[seat] is None
    assert game.session.computers[1 - seat] is not None  # the other seat is still the computer's
    assert "You play" in tr(game.message)
    h.key(pygame.K_c)
    assert not game.seats.by_hand(game.state) and game.session.computers[seat] == strength
    h.app.reset("title")


def test_c_asks_before_it_gives_a_persons_own_seat_to_the_computer(tmp_path):
    """A user's pass (one person against the computer): C pressed by accident gave the
    person's own side to the computer at once, and the computer played it from then on. A
    seat people played from the start goes to the computer only once they say yes (Enter,
    Escape and N keep it); taken from the computer, C gives it back at once, as before."""
    from ludic.app.help_text import SECTIONS
    from ludic.i18n import tr

    h = Harness(tmp_path, seed=3)
    game = start(h, "dra", [None, "easy"])
    assert game.seats.by_hand(game.state) and game.state.turn == 0
    for key in (pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_n):
        h.key(pygame.K_c)
        assert h.top.name == "confirm", h.names()
        assert "Let the computer play" in h.top.title
        h.key(key)
        assert h.top is game, (key, h.names())
        assert game.seats.by_hand(game.state) and game.session.computers == [None, "easy"]
    h.key(pygame.K_c)
    h.click_button("answer_0")  # "Let it play"
    assert h.top is game and game.session.computers == ["medium", "easy"]
    assert not game.seats.by_hand(game.state)
    assert "played by the computer" in tr(game.message)
    # taken back from the computer (its turn: C), and given back at once, as a Watch's C
    h.key(pygame.K_c)
    assert h.top is game and game.seats.by_hand(game.state)
    assert game.session.computers == [None, "easy"] and game.session.taken_from[0] == "medium"
    h.key(pygame.K_c)
    assert h.top is game and game.session.computers == ["medium", "easy"]
    # a click on a person's name asks too (two people sharing the computer)
    game = start(h, "dra", [None, None])
    row = game.geo.players_rect
    h.click((row.x + 40, row.y + round(30 * game.scale) + 10))  # North's name
    assert h.top.name == "confirm" and "North" in h.top.title, h.names()
    h.key(pygame.K_y)
    assert h.top is game and game.session.computers == [None, "medium"]
    # the Help says it asks
    said = " ".join(tr(text) for _title, rows in SECTIONS for keys, _k, text in rows
                    if "seat" in keys)
    assert "asks first" in said, said
    h.app.reset("title")


def test_in_teacher_mode_the_teacher_picks_the_computers_throw(tmp_path):
    """A teacher's pass (a Watch of the race, Teacher mode on): the computer threw at random
    all the same and the keys 0-6 did nothing, though the Help says the teacher picks each
    throw. In Teacher mode the computer's throw waits for the teacher's pick (a key or the
    button), or Random throw; Teacher mode off, the computer throws again by itself."""
    from ludic.i18n import tr

    h = Harness(tmp_path, seed=3, speed=1)
    game = start(h, "sig-el-oued", ["easy", "easy"])
    pump_until(h, lambda: game.session.history.cursor >= 2 and not game.queue)
    h.key(pygame.K_d)
    assert game.demo
    pump_until(h, lambda: not game.queue)
    cursor = game.session.history.cursor
    h.pump(600)  # ten seconds: the computer does not throw
    assert game.session.history.cursor == cursor and game.state.is_chance
    assert "pick the throw" in tr(game.message)
    # the teacher picks it: the heading says whose throw, never "Computer 1: throw the
    # sticks" to the computer (ar "your turn to throw")
    assert game.panel.heading(game.state, None).endswith("'s turn")
    seat = game.state.turn
    h.key(pygame.K_3)
    assert game.session.history.cursor == cursor + 1
    assert str(game.session.history.moves[cursor]) == "3"
    assert game.session.history.states[cursor].turn == seat
    pump_until(h, lambda: not game.queue and game.state.is_chance)
    assert "pick the throw" not in tr(game.message)  # the bar tells the throw picked
    h.key(pygame.K_s)  # Step: the throw is the teacher's, and the bar says how
    assert "pick the throw" in tr(game.message) and game.state.is_chance
    now = game.session.history.cursor
    h.click_button("throw")  # Random throw, for the computer's seat too
    assert game.session.history.cursor == now + 1
    h.key(pygame.K_d)
    assert not game.demo
    pump_until(h, lambda: game.session.history.cursor >= now + 4)
    h.app.reset("title")


def test_giving_a_race_seat_to_the_computer_names_no_strength(tmp_path):
    """The Sig race has no choices (S3): the question before the computer takes a person's
    seat said "The computer (Medium) plays ...", a strength the race does not have."""
    h = Harness(tmp_path, seed=3)
    game = start(h, "sig-el-oued", [None, "easy"])
    assert game.seats.by_hand(game.state) and game.state.turn == 0
    h.key(pygame.K_c)
    assert h.top.name == "confirm", h.names()
    assert h.top.text.startswith("The computer plays "), h.top.text
    assert "Medium" not in h.top.text
    h.key(pygame.K_ESCAPE)
    h.app.reset("title")


@pytest.mark.parametrize("level_id", ["sig-el-oued-capture", "isolo"])
def test_after_a_step_every_game_says_paused_with_what_was_played(tmp_path, level_id):
    """Watch, Pause then Step: in the Sig capture the bar showed the throw alone ("Ordi 2
    throws: 3 points…") and not how to go on, which Dra's bar adds (QA28): a move or throw
    whose effects say something kept its words only. Every game's bar ends as Dra's does,
    with "Paused: Go on (P)…", the move's own words before it."""
    from ludic.i18n import tr

    h = Harness(tmp_path, seed=3)
    game = start(h, level_id, ["easy", "easy"])
    pump_until(h, lambda: game.session.history.cursor >= 4 and not game.queue)
    h.click_button("pause")
    paused = tr(game._turn_prompt())
    assert paused.startswith("Paused: "), paused
    for _ in range(4):
        cursor = game.session.history.cursor
        h.click_button("step")
        pump_until(h, lambda at=cursor: game.session.history.cursor > at and not game.queue)
        h.pump(30)
        if game.session.outcome is not None:
            break
        said = tr(game.message)
        assert game.watch.paused and said.endswith(paused), said
        # two sentences, as Pause itself joins them: "... the move ends Paused: Go on"
        # ran Isolo's last words into the prompt (QA30, a Watch at 1920x1080)
        before = said[:-len(paused)].rstrip()
        assert not before or before.endswith(("·", ".")), said
    h.app.reset("title")
