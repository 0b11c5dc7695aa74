"""The players' names, never the seats' default names, in every text a person reads (issue 14
item 5): a game with typed names is played through the app (clicks, refused clicks, an offer
to end it where the rules allow one, to the game-over box) and every text drawn on the window
(the message bar's narration, refusals, the panel, the board's captions, the game-over box and
its reason, the offer) is checked for a default seat word ("South", "North", "Player 2"). The
only seat word allowed is the "Amina (South)" form, where the seat helps. The model's reasons
keep seats (they know no names): :func:`ludic.i18n.tr` shows its seat values as the names."""

from __future__ import annotations

import random
import re

import pytest

from apphelp import Harness, record_texts
from ludic import i18n
from ludic.app.session import Session, Setup
from ludic.model.registry import make_game
from ludic.playout import random_move

NAMES = ["Amina", "Youssef", "Kofi", "Zara", "Idris", "Leila"]
SEAT_WORD = re.compile(r"\b(South|North|Player [1-6])\b")
#: "Amina (South)": the seat beside a name, where it helps.
NAME_AND_SEAT = re.compile(r"\((South|North|Player [1-6])\)")
#: The seat words in French and Arabic.
SEAT_WORDS = {"en": SEAT_WORD, "fr": re.compile(r"\b(Sud|Nord|Joueur [1-6])\b"),
              "ar": re.compile(r"(الجنوب|الشمال|اللاعب [1-6])")}

LEVELS = [("dra", 2, "en"), ("khamousiyya-5x5", 2, "en"), ("sig-el-oued-capture", 2, "en"),
          ("isolo", 2, "en"), ("sig-el-oued", 3, "en"), ("khamousiyya-5x5", 2, "fr"),
          ("dra", 2, "ar")]


def seat_words(texts, lang: str = "en") -> list[str]:
    """The texts that show a default seat word other than in the "Name (South)" form."""
    words = SEAT_WORDS[lang]
    return sorted({t for t in texts if words.search(re.sub(r"\([^()]*\)", "", t)
                                                    if lang != "en" else
                                                    NAME_AND_SEAT.sub("", t))})


def near_the_end(level_id: str, players: int, before: int, seed: int):
    """A position ``before`` moves before the end of a random game (the model only)."""
    game = make_game(level_id, {}, players)
    rng = random.Random(seed)
    state, seen = game.initial_state(), []
    while state.outcome() is None:
        seen.append(state)
        state = state.play(random_move(state, rng))
    return seen[max(0, len(seen) - before)]


def gui_texts(h: Harness) -> list[str]:
    out = []
    for e in h.elements():
        if not getattr(e, "visible", True):
            continue
        for attr in ("text", "html_text"):
            value = getattr(e, attr, None)
            if isinstance(value, str) and value:
                out.append(re.sub(r"<[^>]+>", "", value))
    return out


@pytest.mark.parametrize("level_id,players,lang", LEVELS)
def test_a_named_game_never_shows_a_seat_word(tmp_path, monkeypatch, level_id, players, lang):
    drawn = record_texts(monkeypatch)
    start = near_the_end(level_id, players, before=40, seed=11)
    h = Harness(tmp_path, size=(1280, 720))
    i18n.set_language(lang)
    from ludic.app.scenes.game import GameScene

    drawn.clear()  # the title screen's
    setup = Setup(level_id, {}, players=players, names=NAMES[:players])
    session = Session.from_position(setup, start.notation())
    h.app.push(GameScene(h.app), session=session, opening=False)
    h.settle()
    rng = random.Random(2)
    seen: list[str] = []
    offered = False
    for step in range(400):
        if h.top.name == "gameover":
            break
        game = h.game
        state = game.state
        if state.outcome() is not None:
            h.settle()
            continue
        if step % 5 == 1 and not state.is_chance:
            # a refused click: a square no move starts from, or one of the other player's
            origins = set(game.view.origins(state))
            refused = [t for t in game.view.target_names() if t not in origins]
            if refused:
                h.click_target(rng.choice(refused))
                h.pump(2)
                seen += gui_texts(h)
                game._clear_selection()
        if not offered and step > 2 and h.button("agree") is not None \
                and h.button("agree").is_enabled and not state.is_chance:
            h.click_button("agree")
            h.settle()
            assert h.top.name == "confirm"
            # beside "<name> offers a draw": the piece of the one who offers
            assert [seat for _view, seat in h.top.icons] == [state.turn]
            assert NAMES[state.turn] in h.top.title
            seen += gui_texts(h)
            h.click_button("answer_1")  # refused: the game goes on
            h.settle()
            offered = True
        elif offered and step > 120 and h.button("agree") is not None \
                and h.button("agree").is_enabled and not state.is_chance:
            h.click_button("agree")  # a long game: accepted this time
            h.click_button("answer_0")
            h.settle()
            continue
        h.play(None if state.is_chance else rng.choice(state.legal_moves()))
        seen += gui_texts(h)
    assert h.top.name == "gameover", "the game did not end"
    h.settle()
    seen += gui_texts(h)
    seen += drawn.texts()
    assert any(name in " ".join(seen) for name in NAMES[:players])
    bad = seat_words(seen, lang)
    assert not bad, "\n".join(bad)
    # the model's own reason still says seats (it knows no names): the app put the names in
    reason = h.top.session.outcome.reason
    assert not SEAT_WORDS[lang].search(i18n.tr(reason))
    if "agreed" not in str(reason):
        assert SEAT_WORD.search(str(reason))
