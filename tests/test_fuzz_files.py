"""Fuzzing the readers of outside text (issue 13, "Tests"): saved games, settings files and
typed names. For every generated input the reader gives a clean result or its own error type
with a plain message (printable, short, no exception text, no path); nothing else escapes.

The normal suite runs a CI-sized number of examples; ``python tools/fuzz_files.py`` runs the
same tests with many more (``LUDIC_FUZZ_EXAMPLES``).
"""

import json
import os
import random

import pygame
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ludic.app import theme
from ludic.app.plaintext import UNPRINTABLE, clean, is_clean, printable
from ludic.app.session import SaveError, Session, Setup
from ludic.app.storage import FileRefused, SaveInfo, Settings, Storage, parse_json

EXAMPLES = int(os.environ.get("LUDIC_FUZZ_EXAMPLES", "60"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture,
                                       HealthCheck.data_too_large])

# Any JSON value, with hostile leaves: every kind of character, huge and odd numbers.
_text = st.text(alphabet=st.characters(codec=None), max_size=40) | st.sampled_from(
    ["", "\x00", "\ud800", "\u200b\u200c\u200f", "dra", "1", "c3", "-1", "x" * 5000])
_leaf = (st.none() | st.booleans() | st.integers(min_value=-10**40, max_value=10**40)
         | st.floats(allow_nan=True, allow_infinity=True) | _text)
_json = st.recursive(_leaf, lambda kids: st.lists(kids, max_size=4)
                     | st.dictionaries(_text, kids, max_size=4), max_leaves=12)


def _plain(message: str) -> None:
    assert isinstance(message, str) and message
    assert is_clean(message) and len(message) <= 400, message
    for internal in ("Errno", "Traceback", "sys.", "object is not", "/tmp", "/home"):
        assert internal not in message, message


def _dra_save() -> dict:
    session = Session(Setup("dra", {}, None, ["Amina", "Yusuf"], 0))
    rng = random.Random(5)
    for _ in range(5):
        session.history.play(rng.choice(session.state.legal_moves()))
    return dict(session.to_save(), name="A game", saved_at="2026-01-02 03:04:05")


_FIELDS = ["version", "level", "options", "players", "names", "first", "moves", "cursor",
           "match", "recorded", "agreed", "name", "saved_at"]


@FUZZ
@given(changes=st.dictionaries(st.sampled_from(_FIELDS), _json, min_size=1, max_size=4),
       drop=st.lists(st.sampled_from(_FIELDS), max_size=2))
def test_a_save_with_any_fields_loads_or_says_why(changes, drop):
    data = dict(_dra_save(), **changes)
    for key in drop:
        data.pop(key, None)
    try:
        session = Session.from_save(data)
    except SaveError as exc:
        _plain(str(exc))
        return
    assert all(is_clean(n) and len(n) <= 24 for n in session.names)
    assert 0 <= session.history.cursor <= len(session.history.moves)


@FUZZ
@given(blob=st.binary(max_size=300) | _json.map(
    lambda v: json.dumps(v, ensure_ascii=False).encode("utf-8", "surrogatepass")))
def test_any_bytes_in_a_save_file_make_one_clean_row(tmp_path_factory, blob):
    path = tmp_path_factory.mktemp("saves") / "fuzzed.json"
    path.write_bytes(blob)
    info = SaveInfo.read(path)
    for text in (info.name, info.level, info.saved_at, *info.names):
        assert is_clean(text) and len(text) <= 80
    if info.problem:
        _plain(info.problem)
    else:
        try:
            Session.from_save(info.data)
        except SaveError as exc:
            _plain(str(exc))


@FUZZ
@given(blob=st.binary(max_size=200))
def test_parse_json_gives_a_value_or_a_plain_refusal(blob):
    try:
        parse_json(blob)
    except FileRefused as exc:
        _plain(str(exc))


@FUZZ
@given(data=st.dictionaries(st.sampled_from([f.name for f in
                                            Settings.__dataclass_fields__.values()] + ["x"]),
                            _json, max_size=5))
def test_any_settings_give_usable_settings_and_one_plain_note(tmp_path_factory, data):
    storage = Storage(home=tmp_path_factory.mktemp("home"))
    storage.settings_path.parent.mkdir(parents=True, exist_ok=True)
    storage.settings_path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8",
                                     errors="surrogatepass")  # NaN, lone surrogates: as found
    settings_ = storage.load_settings()
    assert 0.0 <= settings_.volume <= 1.0 and 0.0 <= settings_.anim_speed <= 2.5
    assert all(isinstance(v, bool) for v in (settings_.sound, settings_.fullscreen,
                                            settings_.show_numbering))
    w, h = settings_.window_size
    assert 1024 <= w <= 7680 and 600 <= h <= 4320
    assert all(is_clean(n) and len(n) <= 24 for n in settings_.last_names)
    assert len(storage.problems) <= 1
    for note in storage.problems:
        _plain(note)
    assert storage.save_settings(settings_)
    assert storage.load_settings() == settings_ and len(storage.problems) <= 1


@FUZZ
@given(text=st.text(alphabet=st.characters(codec=None), max_size=30))
def test_any_typed_name_is_cleaned_and_drawn(text):
    cleaned = clean(text, 24)
    assert is_clean(cleaned) and len(cleaned) <= 24 and clean(cleaned, 24) == cleaned
    refused = [c for c in text if c in UNPRINTABLE]
    assert all(not printable(c) for c in refused)
    pygame.font.init()
    for shown_text in (text, cleaned):
        img = theme.render(shown_text, 20)
        assert img.get_height() > 0
        theme.ellipsis(shown_text, 20, 80)
        theme.fit_size(shown_text, 80, 20)
        theme.wrap(shown_text, 20, 80)
    session = Session(Setup("dra", {}, None, [text, text[::-1]], 0))
    assert all(is_clean(n) for n in session.names)
