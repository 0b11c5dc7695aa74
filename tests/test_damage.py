"""What a damaged TOML or JSON file has wrong, told in the player's words
(:mod:`ludic.model.damage`): a plain description and the place, never the reader's
English."""

from __future__ import annotations

import json
import tomllib

import pytest

from ludic import i18n
from ludic.i18n import tr
from ludic.model.damage import described


def _toml_error(text: str) -> tomllib.TOMLDecodeError:
    with pytest.raises(tomllib.TOMLDecodeError) as caught:
        tomllib.loads(text)
    return caught.value


def _json_error(text: str) -> json.JSONDecodeError:
    with pytest.raises(json.JSONDecodeError) as caught:
        json.loads(text)
    return caught.value


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("text, said", [
    ('name "Dra"\n', "a key is not followed by = (line 1, column 6)"),
    ('a = 1\na = 2\n', "a key or a table is written twice (line 2, column 6)"),
    ('a = 1\nname = "Dra\n', "a text in quotes is not closed (line 2, column 12)"),
    ('x = [1, 2\n', "a list or a table is not closed (at the end of the file)"),
    ('x = yes\n', "a value is not valid (line 1, column 5)"),
    ('[rules\n', "a list or a table is not closed (line 1, column 7)"),
])
def test_a_toml_reader_s_error_is_described_with_its_line_and_column(text, said):
    assert str(described(_toml_error(text))) == said


@pytest.mark.parametrize("text, said", [
    ('{"a": 1\n "b": 2}', "a comma is missing (line 2, column 2)"),
    ('{"a" 1}', "a colon is missing after a name (line 1, column 6)"),
    ("{'a': 1}", "a name is not in double quotes (line 1, column 2)"),
    ('{"a": "b', "a text in quotes is not closed (line 1, column 7)"),
    ('', "a value is missing or not valid (line 1, column 1)"),
    ('{"a": 1} 2', "something follows the end of the data (line 1, column 10)"),
])
def test_a_json_reader_s_error_is_described_with_its_line_and_column(text, said):
    assert str(described(_json_error(text))) == said


@pytest.mark.parametrize("lang, said", [
    ("fr", "une clé n’est pas suivie de = (ligne 3, colonne 6)"),
    ("ar", "مفتاح لا تتبعه علامة = (السطر 3، العمود 6)"),
])
def test_the_description_is_shown_in_the_language_in_force(lang, said):
    error = _toml_error('a = 1\nb = 2\nname "Dra"\n')
    i18n.set_language(lang)
    assert tr(described(error)) == said
    assert "Expected" not in tr(described(error))
