#!/bin/sh
# Checks `colscript run --html` in a real browser: renders two step-through pages in headless
# Chromium, checks the screenshot is not blank, and dumps the DOM after the page's JS ran to check
# that a step is shown (its command, its picture) and that an error is shown prominently.
#
# Installs nothing: without Chromium it says so and exits 0 — except under CI=true, where .ci/run
# has installed it and a missing browser fails. Uses $COLSCRIPT_BINARY, else
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
  if [ "${CI:-}" = "true" ]; then
    echo "html-check: FAIL: no chromium found; .ci/run installs it (apt-get install -y chromium)" >&2
    exit 1
  fi
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

# 3. Keys and buttons, when Node.js (20 or later, for WebSocket) can drive the browser over the
#    DevTools protocol; skipped otherwise.
if command -v node >/dev/null 2>&1 && node --experimental-websocket -e 'if (typeof WebSocket !== "function") process.exit(1)' 2>/dev/null; then
  cat >"$work/keys.mjs" <<'SCRIPT'
const [port] = process.argv.slice(2);
const list = await (await fetch(`http://127.0.0.1:${port}/json`)).json();
const page = list.find((t) => t.type === 'page');
const ws = new WebSocket(page.webSocketDebuggerUrl);
let id = 0;
const pending = new Map();
ws.onmessage = (m) => { const d = JSON.parse(m.data); if (pending.has(d.id)) { pending.get(d.id)(d.result); pending.delete(d.id); } };
await new Promise((resolve) => { ws.onopen = resolve; });
const send = (method, params = {}) => new Promise((resolve) => { const i = ++id; pending.set(i, resolve); ws.send(JSON.stringify({ id: i, method, params })); });
const key = async (name, code) => { for (const type of ['keyDown', 'keyUp']) await send('Input.dispatchKeyEvent', { type, key: name, code: name, windowsVirtualKeyCode: code }); };
const state = async () => (await send('Runtime.evaluate', { expression: "document.body.dataset.currentStep + '|' + document.getElementById('now').textContent" })).result.value;
// Wait (up to 20 s) until the page's script has run: on a loaded machine the page may still be loading.
for (let i = 0; i < 200; i++) {
  const ready = (await send('Runtime.evaluate', { expression: "document.readyState === 'complete' && !!document.body && !!document.body.dataset.currentStep" })).result.value;
  if (ready) break;
  await new Promise((r) => setTimeout(r, 100));
}
const seen = [await state()];
await key('ArrowRight', 39); await key('ArrowRight', 39); seen.push(await state());
await key('ArrowLeft', 37); seen.push(await state());
await key('End', 35); seen.push((await state()).split('|')[0]);
await send('Runtime.evaluate', { expression: "document.getElementById('prev').click()" }); seen.push((await state()).split('|')[0]);
ws.close();
console.log(seen.join('\n'));
SCRIPT
  timeout 120 "$browser" --headless --no-sandbox --disable-gpu --remote-debugging-port=0 \
    --user-data-dir="$work/profile" "file://$work/move.html" >/dev/null 2>&1 &
  browser_pid=$!
  tries=0
  while [ ! -s "$work/profile/DevToolsActivePort" ] && [ $tries -lt 100 ]; do sleep 0.1; tries=$((tries + 1)); done
  port=$(head -n 1 "$work/profile/DevToolsActivePort" 2>/dev/null || true)
  keys=$(timeout 60 node --experimental-websocket "$work/keys.mjs" "$port" 2>/dev/null || true)
  kill "$browser_pid" 2>/dev/null || true
  wait "$browser_pid" 2>/dev/null || true
  expected=$(printf '1|view 390x400\n3|set isPrefetchingEnabled = false\n2|layout flow itemSize=100x100 minimumLineSpacing=10 minimumInteritemSpacing=10 sectionInset=16\n21\n20')
  [ "$keys" = "$expected" ] || fail "keys and buttons did not step as expected: $keys"
  echo "html-check: keys and buttons step through the page"
else
  echo "html-check: node 20+ not found; key and button checks skipped"
fi

echo "html-check: ok ($browser)"
