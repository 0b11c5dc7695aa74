"""The bundle recipe and the smoke test, checked fast and without building anything.

``build.spec`` is run with stand-ins for PyInstaller's Analysis/EXE/COLLECT/BUNDLE, so the tests
see exactly what the spec would hand PyInstaller. The smoke test runs from source, and again
with a file taken away (through ``LUDIC_RESOURCES``) or a module made unimportable, to prove
that it fails and says why. ``.ci/bundle.sh`` builds the real bundle and runs the smoke test
from it.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import types
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build.spec"
GUI_DATA = "pygame_gui/data"
#: What PyInstaller's pygame_gui hook would add (a few of them, as TOC entries).
GUI_HOOK_DATAS = [
    (f"{GUI_DATA}/{name}", f"/site-packages/{GUI_DATA}/{name}", "DATA")
    for name in ("NotoSans-Regular.ttf", "NotoSans-Bold.ttf", "NotoSans-Italic.ttf",
                 "NotoSans-BoldItalic.ttf", "FiraCode-Regular.ttf", "NotoSansJP-Regular.otf",
                 "NotoSansSC-Bold.otf", "NotoSansKR-Regular.ttf", "NotoSansArabic-Bold.ttf",
                 "default_theme.json", "translations/pygame-gui.en.json")
]


class Recorder:
    def __init__(self, *args, **kwargs):
        self.args = args
        self.kwargs = kwargs


class FakeAnalysis(Recorder):
    def __init__(self, scripts, **kwargs):
        super().__init__(scripts, **kwargs)
        self.scripts = [("main", scripts[0], "PYSOURCE")]
        self.pure = []
        self.binaries = []
        self.datas = [(str(Path(dest, Path(src).name).as_posix()), src, "DATA")
                      for src, dest in kwargs["datas"]] + list(GUI_HOOK_DATAS)


def run_spec(tmp_path: Path, platform: str | None = None, onefile: bool = False,
             monkeypatch=None) -> dict:
    """Execute build.spec with recording stand-ins; returns its namespace."""
    made: dict[str, list] = {"EXE": [], "COLLECT": [], "BUNDLE": [], "PYZ": []}

    def maker(kind):
        def make(*args, **kwargs):
            obj = Recorder(*args, **kwargs)
            made[kind].append(obj)
            return obj
        return make

    if monkeypatch is not None:
        monkeypatch.setenv("LUDIC_ONEFILE", "1" if onefile else "0")
    ns = {"SPECPATH": str(ROOT), "workpath": str(tmp_path / "work"),
          "DISTPATH": str(tmp_path / "dist"), "specnm": "build", "Analysis": FakeAnalysis,
          "PYZ": maker("PYZ"), "EXE": maker("EXE"), "COLLECT": maker("COLLECT"),
          "BUNDLE": maker("BUNDLE"), "__file__": str(SPEC)}
    real_platform = sys.platform
    sys.platform = platform or real_platform  # only while the spec runs
    try:
        exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), ns)
    finally:
        sys.platform = real_platform
    ns["_made"] = made
    return ns


@pytest.fixture
def spec(tmp_path, monkeypatch):
    return run_spec(tmp_path, monkeypatch=monkeypatch)


def shipped_files(folder: str) -> set[str]:
    return {p.relative_to(ROOT).as_posix() for p in (ROOT / folder).rglob("*")
            if p.is_file() and "__pycache__" not in p.parts and not p.name.startswith(".")}


def test_spec_bundles_the_asset_and_level_folders(spec):
    bundled = {Path(dest, Path(src).name).as_posix() for src, dest in spec["a"].kwargs["datas"]}
    for folder in ("assets", "levels", "locale"):
        files = shipped_files(folder)
        assert files, f"{folder}/ is empty"
        assert files <= bundled, f"not bundled: {sorted(files - bundled)[:5]}"
    assert any(name.startswith("levels/rules/") for name in bundled) or \
        not (ROOT / "levels" / "rules").exists()
    assert {"ludic_bundle/modules.txt", "ludic_bundle/files.txt"} <= bundled


def test_spec_hidden_imports_cover_every_game_and_board_view(spec):
    from ludic.app.boards import FALLBACK, VIEWS
    from ludic.model.registry import GAMES

    hidden = set(spec["a"].kwargs["hiddenimports"])
    for target in GAMES.values():
        assert target.partition(":")[0] in hidden
    assert set(GAMES) <= set(VIEWS), "every game needs a board view entry"
    for target in list(VIEWS.values()) + [FALLBACK]:
        module = target.partition(":")[0]
        if (ROOT / Path(*module.split("."))).with_suffix(".py").exists():
            assert module in hidden, f"board view {module} is not a hidden import"
    listed = (Path(spec["WORK"]) / "ludic_bundle" / "modules.txt").read_text().split()
    assert set(listed) == hidden


def test_spec_fails_when_a_registry_game_module_is_missing(tmp_path, monkeypatch):
    import ludic.model.registry as registry

    monkeypatch.setitem(registry.GAMES, "ghost", "ludic.games.ghost:Ghost")
    with pytest.raises(SystemExit, match="ludic.games.ghost"):
        run_spec(tmp_path, monkeypatch=monkeypatch)


def test_spec_keeps_only_the_default_pygame_gui_fonts(spec):
    names = {Path(dest).name for dest, _, _ in spec["a"].datas if dest.startswith(GUI_DATA)}
    assert names == {"NotoSans-Regular.ttf", "NotoSans-Bold.ttf", "NotoSans-Italic.ttf",
                     "NotoSans-BoldItalic.ttf", "FiraCode-Regular.ttf", "default_theme.json",
                     "pygame-gui.en.json", "NotoSansArabic-Bold.ttf",  # Arabic: issue 11
                     # the fonts' licences (SIL OFL), which must ship beside the fonts
                     "NotoSans-LICENSE.txt", "FiraCode-LICENSE.txt"}


def test_kept_fonts_are_the_ones_pygame_gui_and_the_theme_load(spec):
    import pygame
    from pygame_gui.core.resource_loaders import BlockingThreadedResourceLoader
    from pygame_gui.core.ui_font_dictionary import UIFontDictionary

    from ludic.app import theme

    pygame.font.init()
    fonts = UIFontDictionary(BlockingThreadedResourceLoader(), "en")
    needed = set()
    for data in (fonts.default_font, fonts._default_symbols_font):
        needed |= {data.regular_file_name, data.bold_file_name, data.italic_file_name,
                   data.bold_italic_file_name}
    needed |= {theme.font_path(b, i).name for b in (False, True) for i in (False, True)}
    needed |= {theme.font_path(b, arabic=True).name for b in (False, True)}
    assert needed <= spec["PYGAME_GUI_FONTS_KEPT"]


def test_spec_leaves_out_what_the_app_never_imports(spec):
    excludes = set(spec["a"].kwargs["excludes"])
    assert {"tkinter", "numpy", "pytest", "hypothesis", "PyInstaller"} <= excludes
    hidden = set(spec["a"].kwargs["hiddenimports"])
    assert not any(h.split(".")[0] in excludes for h in hidden)


def test_spec_makes_a_windowed_onedir_app_with_icon_and_version(spec):
    (exe,) = spec["_made"]["EXE"]
    assert exe.kwargs["name"] == "Ludic" and exe.kwargs["console"] is False
    assert exe.kwargs["exclude_binaries"] is True and not exe.kwargs["upx"]
    (coll,) = spec["_made"]["COLLECT"]
    assert coll.kwargs["name"] == "Ludic"
    import ludic

    assert spec["VERSION"] == ludic.__version__


def test_spec_onefile_puts_everything_in_the_executable(tmp_path, monkeypatch):
    ns = run_spec(tmp_path, onefile=True, monkeypatch=monkeypatch)
    (exe,) = ns["_made"]["EXE"]
    assert not ns["_made"]["COLLECT"]
    assert exe.args[2] is ns["a"].binaries and exe.args[3] is ns["a"].datas


def test_spec_windows_icon_and_version_resource(tmp_path, monkeypatch):
    ns = run_spec(tmp_path, platform="win32", monkeypatch=monkeypatch)
    (exe,) = ns["_made"]["EXE"]
    assert exe.kwargs["icon"] in (None, str(ROOT / "assets" / "icon.ico")) or \
        exe.kwargs["icon"].endswith("icon.png")
    if (ROOT / "assets" / "icon.ico").exists():
        assert exe.kwargs["icon"] == str(ROOT / "assets" / "icon.ico")
    # The version file must be what PyInstaller reads back (its own text form, eval'ed).
    monkeypatch.setitem(sys.modules, "pefile", types.ModuleType("pefile"))
    import PyInstaller.compat as compat

    monkeypatch.setattr(compat, "win32api", types.SimpleNamespace(), raising=False)
    from PyInstaller.utils.win32 import versioninfo

    info = versioninfo.load_version_info_from_text_file(exe.kwargs["version"])
    assert ns["VERSION"] in str(info)
    assert info.toRaw()


def test_spec_macos_app_bundle(tmp_path, monkeypatch):
    ns = run_spec(tmp_path, platform="darwin", monkeypatch=monkeypatch)
    (bundle,) = ns["_made"]["BUNDLE"]
    (coll,) = ns["_made"]["COLLECT"]
    assert bundle.args[0] is coll
    assert bundle.kwargs["name"] == "Ludic.app"
    assert bundle.kwargs["bundle_identifier"]
    assert bundle.kwargs["info_plist"]["CFBundleShortVersionString"] == ns["VERSION"]
    if (ROOT / "assets" / "icon.icns").exists():
        assert bundle.kwargs["icon"] == str(ROOT / "assets" / "icon.icns")


# -- the smoke test ---------------------------------------------------------------------------
def smoke(tmp_path: Path, *args: str, env: dict | None = None, code: str | None = None):
    full_env = dict(os.environ, LUDIC_HOME=str(tmp_path / "home"), SDL_VIDEODRIVER="dummy",
                    SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    full_env.pop("LUDIC_RESOURCES", None)
    full_env.update(env or {})
    report = tmp_path / "report.txt"
    cmd = [sys.executable, "main.py", "--smoke", "--report", str(report), *args]
    if code is not None:
        cmd = [sys.executable, "-c", code, "--report", str(report), *args]
    done = subprocess.run(cmd, cwd=ROOT, env=full_env, capture_output=True, text=True,
                          timeout=300)
    text = report.read_text(encoding="utf-8") if report.exists() else ""
    return done.returncode, done.stdout + done.stderr, text


def resources_copy(tmp_path: Path) -> Path:
    root = tmp_path / "res"
    for folder in ("assets", "levels", "locale"):
        shutil.copytree(ROOT / folder, root / folder)
    return root


def test_smoke_passes_from_source(tmp_path):
    rc, out, report = smoke(tmp_path)
    assert rc == 0, out
    assert "SMOKE OK" in out and "SMOKE OK" in report
    for check in ("[modules]", "[levels]", "[computer]", "[assets]", "[gui]", "[app]",
                  "[storage]"):
        assert check in report
    assert not any((ROOT / name).exists() for name in ("settings.json", "autosave.json"))


def test_smoke_fails_on_a_missing_asset(tmp_path):
    import json

    from ludic.smoke import manifest_files

    res = resources_copy(tmp_path)
    manifest = json.loads((res / "assets" / "manifest.json").read_text(encoding="utf-8"))
    victim = next(p for p in manifest_files(manifest, res / "assets") if p.suffix == ".png")
    victim.unlink()
    rc, out, report = smoke(tmp_path, "--only", "assets", env={"LUDIC_RESOURCES": str(res)})
    assert rc == 1, out
    assert "FAIL assets" in report and victim.name in report


def test_smoke_fails_on_a_missing_sound(tmp_path):
    res = resources_copy(tmp_path)
    victim = sorted((res / "assets" / "sounds").glob("*.wav"))[0]
    victim.write_bytes(b"not a wave file")
    rc, out, report = smoke(tmp_path, "--only", "assets", env={"LUDIC_RESOURCES": str(res)})
    assert rc == 1, out
    assert victim.name in report


def test_smoke_fails_on_a_sprite_of_the_wrong_size(tmp_path):
    import json

    res = resources_copy(tmp_path)
    manifest = json.loads((res / "assets" / "manifest.json").read_text(encoding="utf-8"))
    sprites = [e for e in manifest["files"] if e["path"].endswith(".png") and e.get("size")]
    big, small = max(sprites, key=lambda e: e["size"]), min(sprites, key=lambda e: e["size"])
    assert big["size"] != small["size"]
    shutil.copy(res / "assets" / small["path"], res / "assets" / big["path"])
    rc, out, report = smoke(tmp_path, "--only", "assets", env={"LUDIC_RESOURCES": str(res)})
    assert rc == 1, out
    assert Path(big["path"]).name in report and "the manifest says" in report


def test_smoke_fails_on_a_missing_level(tmp_path):
    res = resources_copy(tmp_path)
    (res / "levels" / "dra.toml").unlink()
    rc, out, report = smoke(tmp_path, "--only", "levels", env={"LUDIC_RESOURCES": str(res)})
    assert rc == 1, out
    assert "no level plays dra" in report


def test_smoke_fails_on_missing_rules_text(tmp_path):
    res = resources_copy(tmp_path)
    level_text = (res / "levels" / "isolo.toml").read_text(encoding="utf-8")
    assert 'rules = "isolo"' in level_text
    (res / "levels" / "rules" / "isolo.md").unlink()
    rc, out, report = smoke(tmp_path, "--only", "levels", env={"LUDIC_RESOURCES": str(res)})
    assert rc == 1, out
    assert "isolo.md" in report


def test_smoke_fails_on_a_missing_rules_translation(tmp_path):
    """The app would fall back to English; the bundle must still ship every translation."""
    res = resources_copy(tmp_path)
    (res / "levels" / "rules" / "ar" / "isolo.md").unlink()
    rc, out, report = smoke(tmp_path, "--only", "levels", env={"LUDIC_RESOURCES": str(res)})
    assert rc == 1, out
    assert "ar/isolo.md" in report.replace("\\", "/")


def test_smoke_fails_on_a_missing_catalogue(tmp_path):
    """A bundle without locale/ would speak English whatever the Settings say."""
    res = resources_copy(tmp_path)
    (res / "locale" / "fr" / "LC_MESSAGES" / "ludic.mo").unlink()
    rc, out, report = smoke(tmp_path, "--only", "translations",
                            env={"LUDIC_RESOURCES": str(res)})
    assert rc == 1, out
    assert "fr: 'Settings' reads 'Settings'" in report


def test_smoke_fails_on_a_module_that_cannot_be_imported(tmp_path):
    """What a hidden import left out of the bundle looks like: the import fails."""
    code = (
        "import sys, importlib.abc\n"
        "class Block(importlib.abc.MetaPathFinder):\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name == 'ludic.games.dra':\n"
        "            raise ModuleNotFoundError(f'No module named {name!r}', name=name)\n"
        "sys.meta_path.insert(0, Block())\n"
        "from ludic.smoke import run_smoke\n"
        "raise SystemExit(run_smoke(sys.argv[1:]))\n"
    )
    rc, out, report = smoke(tmp_path, "--only", "modules", code=code)
    assert rc == 1, out
    assert "ludic.games.dra" in report and "hidden import" in report


def test_smoke_report_goes_to_the_user_log_folder_by_default(tmp_path):
    env = dict(os.environ, LUDIC_HOME=str(tmp_path / "home"), SDL_VIDEODRIVER="dummy")
    env.pop("LUDIC_SMOKE_REPORT", None)
    done = subprocess.run([sys.executable, "main.py", "--smoke", "--only", "storage"], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    report = tmp_path / "home" / "logs" / "smoke-report.txt"
    assert report.is_file() and f"report: {report}" in done.stdout

