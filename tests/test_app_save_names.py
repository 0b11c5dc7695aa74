"""The name the Save dialog offers: the game, the players' typed names when there are any,
and the date, within the save-name rules (the field's length, the file name's bytes, the
date kept whole)."""

import time

import pygame
import pytest

from apphelp import Harness
from ludic import i18n
from ludic.app.scenes.gamemenu import ENTRY_CHARS, default_save_name
from ludic.app.session import Session, Setup
from ludic.app.storage import STEM_BYTES, _safe_stem
from ludic.i18n import Text, Typed

WHEN = "2026-11-25 09:26"


@pytest.fixture(autouse=True)
def fixed_clock(monkeypatch):
    monkeypatch.setattr(time, "strftime", lambda fmt, *a: WHEN if "%H" in fmt else "")


def test_typed_names_are_added_and_default_ones_are_not():
    assert default_save_name("Dra") == f"Dra {WHEN}"
    south, north = Text(i18n.N_("South")), Text(i18n.N_("North"))
    assert default_save_name("Dra", [south, north]) == f"Dra {WHEN}"
    assert default_save_name("Dra", [Typed("Amina"), Typed("Yusuf")]) \
        == f"Dra — Amina, Yusuf {WHEN}"
    # against the computer (its seat's default name left out)
    assert default_save_name("Dra", [Typed("Amina"), Text(i18n.N_("Computer"))]) \
        == f"Dra — Amina {WHEN}"
    # a player who typed "South" is a typed name: kept
    assert default_save_name("Dra", [Typed("South"), north]) == f"Dra — South {WHEN}"


def test_arabic_joins_names_with_its_comma():
    i18n.set_language("ar")
    name = default_save_name("Dra", [Typed("أمينة"), Typed("يوسف")])
    assert "أمينة، يوسف" in name and name.endswith(WHEN)


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
@pytest.mark.parametrize("letter", ["a", "ب", "𝒜"])  # 1, 2 and 4 bytes a letter
def test_long_names_are_cut_within_the_save_name_rules(lang, letter):
    """Six players with 24-letter names: the name keeps to the field's 60 characters and the
    file name's byte limit, ends with the date whole, and says where the names were cut."""
    i18n.set_language(lang)
    names = [Typed(letter * 23 + str(i)) for i in range(6)]
    name = default_save_name("Sig (El Oued)", names)
    assert len(name) <= ENTRY_CHARS and len(name.encode("utf-8")) <= STEM_BYTES
    assert name.endswith(f"… {WHEN}") and letter * 3 in name
    stem = _safe_stem(name)
    assert stem.endswith(WHEN.replace(":", "-")), stem


def test_a_forbidden_character_in_a_name_is_made_safe_in_the_file_name():
    name = default_save_name("Dra", [Typed("A/B:C"), Typed("NUL")])
    assert name == f"Dra — A/B:C, NUL {WHEN}"
    stem = _safe_stem(name)
    assert not any(c in stem for c in '/\\:*?"<>|'), stem


def test_the_save_dialog_offers_the_players_names_and_saves_under_it(tmp_path):
    """Ctrl+S in a game of Amina against Yusuf: the dialog's field holds the name with
    both, and Enter saves the game under it (the Load list shows it)."""
    from ludic.app.scenes.game import GameScene

    h = Harness(tmp_path)
    h.app.reset(GameScene(h.app), session=Session(Setup("dra", {}, None, ["Amina", "Yusuf"])))
    h.settle()
    h.key(pygame.K_s, pygame.KMOD_CTRL)
    assert h.top.name == "save"
    assert h.top.entry.get_text() == f"Dra — Amina, Yusuf {WHEN}"
    h.key(pygame.K_RETURN, frames=3)
    assert h.top.name == "game", h.names()
    assert [i.name for i in h.storage.list_saves()] == [f"Dra — Amina, Yusuf {WHEN}"]


@pytest.mark.parametrize("names", [[Typed("فاطمة"), Typed("عائشة")], [Typed("Fatima")], []])
def test_an_arabic_save_name_shows_its_date_as_the_load_screen_s_date_column(names):
    """Saved in Arabic, "درا — فاطمة، عائشة 2026-11-25 09:26" was drawn with the date as
    "25-11-2026" in the Save field, the Load list and the message bar: after Arabic words
    the bidirectional rules laid its three numbers out from the right. The date and time
    are one number read left to right, as the Load screen's date column beside the name
    writes them."""
    from ludic.app.bidi import visual

    i18n.set_language("ar")
    name = default_save_name("Dra", names)
    saved = i18n._("Saved as “{name}”.").format(name=name)
    for line in (name, saved):
        drawn = [chunk for kind, chunk in visual(line) if kind in ("L", "A")]
        assert any(chunk.endswith(WHEN) for chunk in drawn), drawn
        assert not any(chunk in ("25", "11", "2026") for chunk in drawn), drawn
