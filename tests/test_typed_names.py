"""A name a player typed is shown as typed in every language (issue 11): a player who calls
herself "South" is not turned into الجنوب in Arabic, while a seat that kept its default name
is shown in the language in force. Saved games say which names were typed; older saves take
every default seat name for one."""

from __future__ import annotations

import pytest

from apphelp import Harness
from ludic import i18n
from ludic.app import language
from ludic.app.session import Session, Setup
from ludic.i18n import Text, Typed, saved_names, tr


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def test_a_typed_default_name_stays_as_typed_and_survives_a_save():
    session = Session(Setup("dra", {}, 2, ["South", ""], 0))
    assert isinstance(session.names[0], Typed) and isinstance(session.names[1], Text)
    i18n.set_language("ar")
    assert tr(session.names[0]) == "South"
    assert tr(session.names[1]) == "الشمال"
    data = session.to_save()
    assert data["names"] == ["South", "North"] and data["typed"] == [True, False]
    again = Session.from_save(data)
    assert [tr(n) for n in again.names] == ["South", "الشمال"]
    # a narration with the name in it keeps it too
    said = Text(i18n.N_("{name} to play."), name=again.names[0])
    assert tr(said) == "الدور على South."


def test_a_model_message_names_the_seat_as_typed():
    """The model's messages carry seats (Text("South")); while a game is shown they read
    the players' names (i18n.set_players), a typed "South" included."""
    i18n.set_language("ar")
    seat = Text(i18n.N_("South"))
    try:
        i18n.set_players(["South", "North"], [Typed("South"), Text("North")])
        assert tr(Text(i18n.N_("{name} to play."), name=seat)) == "الدور على South."
        i18n.set_players(["South", "North"], [Text("South"), Text("North")])
        assert tr(Text(i18n.N_("{name} to play."), name=seat)) == "الدور على الجنوب."
    finally:
        i18n.set_players()


def test_older_saves_and_computer_seats_show_default_names_in_the_language():
    i18n.set_language("fr")
    assert [tr(n) for n in saved_names(["South", "Player 3", "Computer 2", "Amina"])] == \
        ["Sud", "Joueur 3", "Ordinateur 2", "Amina"]
    assert [tr(n) for n in saved_names(["South", "North"], [True, False])] == ["South", "Nord"]
    data = Session(Setup("dra", {}, 2, ["", ""], 0)).to_save()
    del data["typed"]
    assert [tr(n) for n in Session.from_save(data).names] == ["Sud", "Nord"]


def test_a_name_typed_in_setup_is_shown_as_typed_in_arabic(tmp_path):
    h = Harness(tmp_path)
    language.switch(h.app, "ar")
    h.pump(3)
    h.click_button("play")
    h.choose_game("dra")
    entry = next(e for e in h.elements() if "#name_0" in getattr(e, "object_ids", []))
    entry.focus()
    h.type_text("South")
    h.pump(2)
    h.choose_game("isolo")  # the setup is rebuilt: "Who starts" shows the typed name
    h.pump(2)
    assert h.button("first_0").text == "South"
    assert h.button("first_1").text == "الشمال"
    h.click_button("start")
    h.settle()
    names = h.game.session.names
    assert [tr(n) for n in names] == ["South", "الشمال"]
    summary = h.app.storage.autosave_summary()
    if summary is not None:  # the title's Continue names them the same way
        assert [tr(n) for n in summary["names"]] == ["South", "الشمال"]
    language.switch(h.app, "en")
