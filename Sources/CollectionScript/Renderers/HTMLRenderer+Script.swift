/// The step-through page's script: one for both transports. The exported page has every step in
/// it; a live page (`window.COLSCRIPT_LIVE`, `repl --serve` and `serve`) starts empty and receives
/// each step over a WebSocket as `{"type":"step"|"undo","picture":HTML,"step":HTML}`
/// (`HTMLRenderer.liveMessage`), which it adds and shows as the exported page shows its next step.
///
/// Keys: ← / → (also `k` / `j`) step (back animates the step backwards), Home / End, `p` pause,
/// `r` replay, `b` / `a` the still before / after, `-` / `+` speed (0.1× to 2×), `f` Present,
/// Space or Enter reveals a prediction's answer.
extension HTMLRenderer {
    static let script = """

        (function () {
          var body = document.body, live = window.COLSCRIPT_LIVE || null;
          var stepsBox = document.getElementById('steps'), box = document.getElementById('pictures');
          var prev = document.getElementById('prev'), next = document.getElementById('next');
          var counter = document.getElementById('counter'), now = document.getElementById('now');
          var pause = document.getElementById('pause'), replay = document.getElementById('replay');
          var speedInput = document.getElementById('speed'), speedValue = document.getElementById('speed-value');
          var status = document.getElementById('live-status');
          var box0 = box;
          var steps = [], pictures = [], current = 0, speed = 1, base = 1.2, backTimer = null, socket = null;
          function collect() {
            steps = Array.prototype.slice.call(stepsBox.querySelectorAll('.step'));
            pictures = Array.prototype.slice.call(box.querySelectorAll('.picture'));
          }
          function duration() { return base / speed; }
          function setSpeed(value) {
            speed = Math.max(0.1, Math.min(2, Math.round(value * 10) / 10));
            document.documentElement.style.setProperty('--t', duration() + 's');
            speedInput.value = String(speed);
            speedValue.textContent = speed + '×';
            body.setAttribute('data-speed', String(speed));
          }
          // How the current picture shows its step: 'forward' (the update's animation), 'reverse'
          // (backwards), 'before' / 'after' (still), 'none'.
          function mode(name) {
            body.classList.remove('animate', 'reverse', 'still-before', 'still-after');
            void body.getBoundingClientRect();  // restart the animation
            if (name === 'forward') { body.classList.add('animate'); }
            else if (name === 'reverse') { body.classList.add('animate', 'reverse'); }
            else if (name === 'before') { body.classList.add('still-before'); }
            else if (name === 'after') { body.classList.add('still-after'); }
            body.setAttribute('data-mode', name);
          }
          function togglePause() {
            var paused = body.classList.toggle('paused');
            pause.textContent = paused ? 'Resume' : 'Pause';
          }
          body.classList.add('js');
          // Present mode zooms the picture to what it shows: the cells, headers and ghosts inside
          // the visible rect (the caption and empty space left out; the slide beside it says them).
          function fit(p) {
            var svg = p.querySelector('svg');
            if (!svg) { return; }
            if (!svg.hasAttribute('data-viewbox')) {
              svg.setAttribute('data-viewbox', svg.getAttribute('viewBox') || '');
              svg.setAttribute('data-size', svg.getAttribute('width') + ' ' + svg.getAttribute('height'));
            }
            var whole = svg.getAttribute('data-viewbox'), size = svg.getAttribute('data-size').split(' ');
            if (!body.classList.contains('present') || !whole) {
              if (whole) { svg.setAttribute('viewBox', whole); }
              svg.setAttribute('width', size[0]); svg.setAttribute('height', size[1]);
              svg.removeAttribute('preserveAspectRatio');
              svg.style.width = ''; svg.style.height = '';
              return;
            }
            var w = whole.split(' ').map(parseFloat), top = parseFloat(p.getAttribute('data-drawing-top') || '0');
            var box = null;
            function add(r) {
              if (!r || !(r.width > 0) || !(r.height > 0)) { return; }
              box = box ? { x1: Math.min(box.x1, r.x), y1: Math.min(box.y1, r.y), x2: Math.max(box.x2, r.x + r.width), y2: Math.max(box.y2, r.y + r.height) }
                        : { x1: r.x, y1: r.y, x2: r.x + r.width, y2: r.y + r.height };
            }
            var visible = null;
            Array.prototype.forEach.call(svg.children, function (child) {
              if (child.tagName === 'g') { add(child.getBBox()); }
              else if (child.tagName === 'rect' && child.getAttribute('fill') === 'none') { visible = child; }
            });
            if (box && visible) {
              var v = visible.getBBox();
              box = { x1: Math.max(box.x1, v.x), y1: Math.max(box.y1, v.y), x2: Math.min(box.x2, v.x + v.width), y2: Math.min(box.y2, v.y + v.height) };
              if (box.x2 <= box.x1 || box.y2 <= box.y1) { box = { x1: v.x, y1: v.y, x2: v.x + v.width, y2: v.y + v.height }; }
            }
            if (!box) { box = { x1: w[0], y1: top, x2: w[0] + w[2], y2: w[1] + w[3] }; }
            var pad = 14;
            var view = [box.x1 - pad, Math.max(box.y1 - pad, 0), box.x2 - box.x1 + 2 * pad, box.y2 - box.y1 + 2 * pad];
            svg.setAttribute('viewBox', view.join(' '));
            // The region as large as the window allows: the pictures' column (its height, at most
            // 55% of the width), the region's proportions kept.
            var availW = innerWidth * 0.55, availH = box0.clientHeight || innerHeight * 0.9;
            // A wide region (a row of cells) takes more of the picture below it, so that it fills the
            // column's height as well as its width.
            if (view[2] / view[3] > availW / availH) { view[3] = Math.max(view[3], Math.min(view[2] * availH / availW, w[1] + w[3] - view[1])); }
            svg.setAttribute('viewBox', view.join(' '));
            svg.setAttribute('width', String(view[2])); svg.setAttribute('height', String(view[3]));
            svg.setAttribute('preserveAspectRatio', 'xMidYMin meet');
            var scale = Math.min(availW / view[2], availH / view[3]);
            svg.style.width = Math.floor(view[2] * scale) + 'px'; svg.style.height = Math.floor(view[3] * scale) + 'px';
          }
          function showPicture(picture) {
            pictures.forEach(function (p) {
              var on = p.getAttribute('data-index') === picture;
              p.classList.toggle('current', on);
              if (on) { fit(p); }
              if (on) {
                // Keep the caption in view unless the visible rect is further down than half the box.
                var top = parseFloat(p.getAttribute('data-visible-top') || '0');
                box.scrollTop = top > box.clientHeight / 2 ? top - 40 : 0;
              }
            });
          }
          // Shows step `index`: its section at once; its picture (`how`, default 'forward'), or
          // with `keep`, the picture shown now stays (a step back runs it backwards first).
          function show(index, how, keep) {
            clearTimeout(backTimer);
            if (!steps.length) { prev.disabled = true; next.disabled = !live; counter.textContent = 'no steps'; return; }
            current = Math.max(0, Math.min(steps.length - 1, index));
            var step = steps[current];
            steps.forEach(function (s, k) { s.classList.toggle('current', k === current); });
            if (!keep) { showPicture(step.getAttribute('data-picture')); mode(how || 'forward'); }
            counter.textContent = 'step ' + (current + 1) + ' of ' + steps.length;
            now.textContent = step.getAttribute('data-command');
            prev.disabled = current === 0;
            next.disabled = current === steps.length - 1 && !live;
            body.setAttribute('data-current-step', String(current + 1));
            if (!live) { try { history.replaceState(null, '', '#step-' + (current + 1) + (body.classList.contains('present') ? '-present' : '')); } catch (e) {} }
            window.scrollTo(0, 0);  // each step starts at the top
          }
          // Back to step `target` (default: the one before): the step shown now runs backwards on
          // its picture, then the target's picture shows at rest.
          function back(target) {
            if (!steps.length) { return; }
            if (target === undefined) { target = current - 1; }
            if (target < 0) { return; }
            var shown = steps[current].getAttribute('data-picture');
            if (shown === steps[target].getAttribute('data-picture')) { show(target, 'after'); return; }
            showPicture(shown);
            show(target, 'reverse', true);
            mode('reverse');
            var arrived = current;
            backTimer = setTimeout(function () {
              if (current === arrived) { showPicture(steps[arrived].getAttribute('data-picture')); mode('after'); }
            }, duration() * 1000);
          }
          function forward() {
            if (current < steps.length - 1) { show(current + 1); }
            else if (live && socket && socket.readyState === 1) { socket.send('{"type":"next"}'); }
          }
          function reveal() {
            var step = steps[current], predict = step && step.querySelector('.predict');
            if (predict) { predict.classList.toggle('revealed'); return true; }
            return false;
          }
          prev.addEventListener('click', function () { back(); });
          next.addEventListener('click', forward);
          pause.addEventListener('click', togglePause);
          replay.addEventListener('click', function () { mode('forward'); });
          document.getElementById('before').addEventListener('click', function () { mode('before'); });
          document.getElementById('after').addEventListener('click', function () { mode('after'); });
          speedInput.addEventListener('input', function () { setSpeed(parseFloat(speedInput.value)); });
          var present = document.getElementById('present');
          function togglePresent() {
            var on = body.classList.toggle('present');
            present.textContent = on ? 'Exit presenter' : 'Present';
            pictures.forEach(function (p) { if (p.classList.contains('current')) { fit(p); } });
            if (!live) { try { history.replaceState(null, '', '#step-' + (current + 1) + (on ? '-present' : '')); } catch (e) {} }
          }
          present.addEventListener('click', togglePresent);
          document.addEventListener('keydown', function (event) {
            if (event.altKey || event.ctrlKey || event.metaKey) { return; }
            var key = event.key;
            if (key === 'ArrowRight' || key === 'j') { forward(); }
            else if (key === 'ArrowLeft' || key === 'k') { back(); }
            else if (key === 'Home') { show(0); }
            else if (key === 'End') { show(steps.length - 1); }
            else if (key === 'p') { togglePause(); }
            else if (key === 'r') { mode('forward'); }
            else if (key === 'b') { mode('before'); }
            else if (key === 'a') { mode('after'); }
            else if (key === '-') { setSpeed(speed - 0.1); }
            else if (key === '+' || key === '=') { setSpeed(speed + 0.1); }
            else if (key === 'f') { togglePresent(); }
            else if (key === ' ' || key === 'Enter') { if (!reveal()) { forward(); } }
            else { return; }
            event.preventDefault();
          });
          // The live transport: each message adds a step (and its picture) and shows it.
          function receive(message) {
            var following = !steps.length || current === steps.length - 1;
            box.insertAdjacentHTML('beforeend', message.picture);
            stepsBox.insertAdjacentHTML('beforeend', message.step);
            collect();
            if (!following) { counter.textContent = 'step ' + (current + 1) + ' of ' + steps.length; next.disabled = false; return; }
            if (message.type === 'undo' && steps.length > 1) {
              // `:undo`: the step undone runs backwards, then the state it went back to.
              show(steps.length - 2, 'after');
              showPicture(steps[steps.length - 2].getAttribute('data-picture'));
              back(steps.length - 1);
            } else {
              show(steps.length - 1, message.type === 'state' ? 'after' : 'forward');
            }
          }
          function connect() {
            var url = (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + live.socket;
            socket = new WebSocket(url);
            socket.onopen = function () { status.textContent = '● live'; status.className = ''; body.setAttribute('data-live', 'open'); };
            socket.onmessage = function (event) { receive(JSON.parse(event.data)); };
            socket.onclose = function () {
              status.textContent = '○ disconnected'; status.className = 'closed'; body.setAttribute('data-live', 'closed');
            };
          }
          window.colscript = { show: show, back: back, forward: forward, speed: setSpeed, mode: mode,
                               current: function () { return current; } };
          collect();
          setSpeed(1);
          var match = /^#step-(\\d+)/.exec(location.hash);
          if (/present/.test(location.hash)) { togglePresent(); }
          show(match ? parseInt(match[1], 10) - 1 : 0);
          if (live) { connect(); }
          body.setAttribute('data-ready', 'true');
        })();

        """
}
