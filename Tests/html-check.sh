#!/bin/sh
# Checks `colscript run --html` in a real browser: renders two step-through pages in headless
# Chromium, checks the screenshot is not blank, and dumps the DOM after the page's JS ran to check
# that a step is shown (its command, its picture) and that an error is shown prominently.
#
# Installs nothing: without Chromium it says so and exits 0. Uses $COLSCRIPT_BINARY, else
# .build/debug/colscript (built with `swift build` when missing). Run from anywhere.
set -eu
cd "$(dirname "$0")/.."

browser=${CHROMIUM:-}
if [ -z "$browser" ]; then
  for candidate in chromium chromium-browser google-chrome google-chrome-stable; do
    if command -v "$candidate" >/dev/null 2>&1; then browser=$candidate; break; fi
  done
fi
if [ -z "$browser" ]; then
  echo "html-check: no chromium found (apt-get install -y chromium); skipped"
  exit 0
fi

binary=${COLSCRIPT_BINARY:-.build/debug/colscript}
if [ ! -x "$binary" ]; then swift build --product colscript >/dev/null; fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM
chrome() { timeout 120 "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars "$@" 2>/dev/null; }
fail() { echo "html-check: FAIL: $*" >&2; exit 1; }

# 1. A passing run.
"$binary" run Scripts/callbacks/interactive-move.colscript --html "$work/move.html" >/dev/null
chrome --screenshot="$work/move.png" --window-size=1200,900 "file://$work/move.html" >/dev/null
[ -s "$work/move.png" ] || fail "no screenshot"
size=$(wc -c <"$work/move.png")
[ "$size" -gt 15000 ] || fail "the screenshot looks blank ($size bytes)"
chrome --dump-dom "file://$work/move.html" >"$work/move.dom"
grep -q 'data-ready="true"' "$work/move.dom" || fail "the page's script did not run"
grep -q 'class="step current"' "$work/move.dom" || fail "no current step after the script ran"
grep -q '<code id="now">view 390x400</code>' "$work/move.dom" || fail "the first command is not shown"
grep -q 'class="picture current"' "$work/move.dom" || fail "no picture is shown"
chrome --dump-dom "file://$work/move.html#step-10" >"$work/step10.dom"
grep -q 'data-current-step="10"' "$work/step10.dom" || fail "#step-10 did not open step 10"

# 2. A run that stops at an error: the banner names it.
printf 'view 390x400\nsections A\nitems A x y\ndelete [0,5]   # <b>not markup</b>\n' >"$work/error.colscript"
"$binary" run "$work/error.colscript" --html "$work/error.html" >/dev/null && fail "the failing script exited 0"
chrome --dump-dom "file://$work/error.html" >"$work/error.dom"
grep -q 'class="banner"' "$work/error.dom" || fail "no error banner"
grep -q 'Stopped at line 4' "$work/error.dom" || fail "the banner does not name the line"
grep -q '&lt;b&gt;not markup&lt;/b&gt;' "$work/error.dom" || fail "text is not escaped"
chrome --screenshot="$work/error.png" --window-size=1200,900 "file://$work/error.html" >/dev/null
[ "$(wc -c <"$work/error.png")" -gt 15000 ] || fail "the error page's screenshot looks blank"

echo "html-check: ok ($browser)"
