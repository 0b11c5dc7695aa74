"""A setup page is laid out once: what its layout learned outlives the scene.

Each Play, New game... and Change players... opens a new setup scene. A page that ran over its
panel learned which explanations go to its end, and laid itself out a second time, at the next
frame; kept by the scene, that learning was lost with it, so every new setup scene paid for two
builds (QA33B: "Change players..." left the game-over box on screen ~2.4 s, Arabic six-player
race at 1024x600 in large text; a second click then landed on the setup page). The game cards'
wrapped words, kept by the scene too, were wrapped again on its first frame. Both are kept by
the app now, keyed by all they depend on (the game, its players, the window, the text size,
the language)."""

from __future__ import annotations

from apphelp import Harness


def _count_builds(monkeypatch) -> list:
    """From now on every ``SetupScene.build_ui`` call is counted in the list returned (one
    entry, the scene, per call)."""
    from ludic.app.scenes.setup import SetupScene

    builds: list[SetupScene] = []
    real = SetupScene.build_ui

    def counted(self, *args, **kwargs):
        builds.append(self)
        return real(self, *args, **kwargs)

    monkeypatch.setattr(SetupScene, "build_ui", counted)
    return builds


def crowded_race(tmp_path, monkeypatch):
    """An app on the Arabic six-player race's setup page at 1024x600 in large text (three
    computer seats), a page that runs over its panel; and the list its ``build_ui`` calls
    are counted in (one entry per call)."""

    h = Harness(tmp_path, size=(1024, 600))
    scene = h.open_setup("sig-el-oued", lang="ar", text_size="large", players=6)
    for seat in (1, 3, 5):
        h.computer_at(seat)
    h.settle()
    assert scene.moved_helps, "the page is no longer crowded: the test shows nothing"
    builds = _count_builds(monkeypatch)
    return h, scene, builds


def test_a_new_setup_scene_lays_its_page_out_once(tmp_path, monkeypatch):
    h, first, builds = crowded_race(tmp_path, monkeypatch)
    h.app.reset("title")
    h.settle()
    builds.clear()
    again = h.app.push("setup")
    h.settle()
    assert again is not first and again.level_id == "sig-el-oued"
    assert builds == [again]  # twice before: the crowding learned again
    # and laid out as the first scene had it after its second build
    assert [m[0] for m in again.moved_helps] == [m[0] for m in first.moved_helps]
    assert again.max_scroll == first.max_scroll


def test_the_learning_is_per_language(tmp_path, monkeypatch):
    """English words crowd the page differently: Arabic's learning is not taken for it."""
    from ludic.app import language

    h, first, builds = crowded_race(tmp_path, monkeypatch)
    ar_key = first._page_key("sig-el-oued", 6)
    language.switch(h.app, "en")
    h.settle()
    scene = h.app.top
    assert scene._page_key("sig-el-oued", 6) != ar_key
    h.app.reset("title")
    h.settle()
    language.switch(h.app, "ar")
    h.settle()
    builds.clear()
    h.app.push("setup")
    h.settle()
    assert len(builds) == 1  # the Arabic page's learning kept through the English one


def test_the_cards_are_not_wrapped_again_by_a_new_scene(tmp_path, monkeypatch):
    from ludic.app.scenes.setup import SetupScene

    h, _first, _builds = crowded_race(tmp_path, monkeypatch)
    h.app.reset("title")
    h.settle()
    laid: list[str] = []
    real = SetupScene._lay_card

    def counted(self, lv, *args, **kwargs):
        laid.append(lv.id)
        return real(self, lv, *args, **kwargs)

    monkeypatch.setattr(SetupScene, "_lay_card", counted)
    h.app.push("setup")
    h.settle()
    h.app.draw()
    assert laid == []  # every card wrapped again on the new scene's first frame before
    # a new layout (another window size) wraps them for that layout
    h.resize(1280, 720)
    h.settle()
    h.app.draw()
    assert set(laid) == {lv.id for lv in h.app.top.levels}


def test_the_first_visit_after_the_app_starts_builds_the_page_once(tmp_path, monkeypatch):
    """The app started with the crowded page remembered (the Arabic six-player race with
    three computer seats, at 1024x600 in large text), nothing learned yet: Play builds it
    once. It was built, found to run over its panel, and built again at the next frame; its
    crowding is now foreseen before its controls are made (SetupScene._fixed_height)."""
    import json

    from ludic.app import language

    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "settings.json").write_text(json.dumps({"last_setup": {
        "level": "sig-el-oued", "players": {"sig-el-oued": 6},
        "computers": {"sig-el-oued": {"1": "medium", "3": "medium", "5": "medium"}}}}))
    h = Harness(tmp_path, size=(1024, 600))
    language.switch(h.app, "ar")
    h.set_text_size("large")
    h.settle()
    builds = _count_builds(monkeypatch)
    h.click_button("play")
    h.settle()
    scene = h.top
    assert scene.name == "setup" and scene.n_players() == 6 and sorted(scene.computers) \
        == [1, 3, 5]
    assert scene.moved_helps, "the page is no longer crowded: the test shows nothing"
    assert builds == [scene]
    language.switch(h.app, "en")
