#!/usr/bin/env bash
# CI: build the one-folder bundle with build.spec on this Linux machine, then run the smoke test
# (`Ludic --smoke`) from the frozen build, as a user would start it:
#   - from another working directory, with no Python paths and no LUDIC_* overrides;
#   - with HOME and the XDG folders in a fresh temp folder (the app's data must go there);
#   - with the bundle folder read-only (and as user `nobody` when CI runs as root, since root
#     ignores permissions), and a before/after listing proving nothing was written beside it.
# Exits non-zero on any failure: build error, missing asset/level/hidden import, a write into
# the bundle. Usage: .ci/bundle.sh [OUTPUT_DIR]   (default build/ci)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
OUT=$(realpath -m "${1:-build/ci}")
APPDIR="$OUT/dist/Ludic"
EXE="$APPDIR/Ludic"

fail() { echo "bundle.sh: FAIL: $*" >&2; exit 1; }

echo "== build (PyInstaller, build.spec, one folder) into $OUT"
start=$(date +%s)
rm -rf "$OUT/dist"
python tools/build_app.py --dist "$OUT/dist" --work "$OUT/work" --quiet \
  || fail "PyInstaller could not build build.spec"
echo "build took $(( $(date +%s) - start )) s; bundle size $(du -sh "$APPDIR" | cut -f1)"
[ -x "$EXE" ] || fail "no executable at $EXE"

SANDBOX=$(mktemp -d "${TMPDIR:-/tmp}/ludic-smoke.XXXXXX")
cleanup() { chmod -R u+w "$APPDIR" 2>/dev/null || true; rm -rf "$SANDBOX"; }
trap cleanup EXIT
mkdir -p "$SANDBOX/home" "$SANDBOX/cwd"
chmod -R 0777 "$SANDBOX"
REPORT="$SANDBOX/home/smoke-report.txt"

listing() { (cd "$APPDIR" && find . -printf '%p %s %T@\n' | sort); }
listing > "$SANDBOX/before.txt"
chmod -R a-w "$APPDIR"

RUN_AS=()
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null 2>&1; then
  RUN_AS=(setpriv --reuid=65534 --regid=65534 --clear-groups)
  if ! "${RUN_AS[@]}" test -x "$EXE"; then  # e.g. a checkout under /root (mode 700)
    echo "note: user nobody cannot reach $EXE; running as root (the listing diff still checks)"
    RUN_AS=()
  fi
fi

echo "== smoke test from the frozen build (${RUN_AS[*]:-current user})"
set +e
(cd "$SANDBOX/cwd" && env -i \
   PATH=/usr/bin:/bin \
   HOME="$SANDBOX/home" \
   XDG_DATA_HOME="$SANDBOX/home/.local/share" \
   XDG_CONFIG_HOME="$SANDBOX/home/.config" \
   XDG_STATE_HOME="$SANDBOX/home/.local/state" \
   XDG_CACHE_HOME="$SANDBOX/home/.cache" \
   SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy \
   LUDIC_SMOKE_REPORT="$REPORT" \
   timeout 600 "${RUN_AS[@]}" "$EXE" --smoke)
rc=$?
set -e
chmod -R u+w "$APPDIR"
listing > "$SANDBOX/after.txt"

[ -f "$REPORT" ] || fail "the smoke test wrote no report at $REPORT (exit status $rc)"
[ "$rc" = 0 ] || fail "Ludic --smoke exited with status $rc (report above)"
if ! diff -u "$SANDBOX/before.txt" "$SANDBOX/after.txt"; then
  fail "the app wrote into its own folder $APPDIR (see the diff above)"
fi
echo "== bundle OK: $EXE (smoke passed; nothing written beside the executable)"
