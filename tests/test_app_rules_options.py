"""The Rules page names the level's options as the reader sees them elsewhere (the setup, the
options in force): by their translated label, never by the level file's key."""

from __future__ import annotations

import re

import pytest

from ludic import i18n


@pytest.fixture
def lang():
    yield i18n.set_language
    i18n.set_language("en")


@pytest.mark.parametrize("code", ["en", "fr", "ar"])
def test_no_option_key_on_any_rules_page(lang, code):
    from ludic.app import catalog
    from ludic.app.scenes.rules import rules_page_markdown

    lang(code)
    named = 0
    for lv in catalog.levels():
        page = rules_page_markdown(lv, None)
        assert not re.findall(r"\b[a-z]+_[a-z_]+\b", page), lv.id
        for key, spec in lv.options.items():
            assert f"`{key}`" not in page and f"`{key} " not in page, (lv.id, key)
            named += page.count(f"**{i18n._(spec.label)}**")
    # Each option is named once in the options in force; the rule books name seven more.
    assert named > sum(len(lv.options) for lv in catalog.levels())


@pytest.mark.parametrize("code", ["en", "fr", "ar"])
def test_an_option_with_its_value_reads_label_and_translated_value(lang, code):
    from ludic.app import catalog
    from ludic.app.scenes.rules import rules_page_markdown

    lang(code)
    lv = catalog.level("isolo")
    page = rules_page_markdown(lv, None)
    label = i18n._(lv.options["capture_sow_from"].label)
    said = i18n._("**{option}**: {value}").format(option=label,
                                                  value=i18n._("after_capture").replace("_", " "))
    assert said in page
    # Dra D4 names its quiet limit by its label, in the reader's language (QA28 saw the key).
    dra = rules_page_markdown(catalog.level("dra"), None)
    d4 = dra[dra.index("D4"):]
    assert f"**{i18n._(catalog.level('dra').options['quiet_limit'].label)}**" in d4
