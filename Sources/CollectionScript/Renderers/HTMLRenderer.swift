import CollectionEngine

/// One self-contained HTML page that steps through a script run (`colscript run --html OUT.html`):
/// previous/next buttons and arrow keys, the command, its picture, its transcript and callbacks.
///
/// Not a UIKit API: a teaching aid around `SVGRenderer`. Choices:
/// - Everything is inline (CSS, JS, SVG); the page loads nothing, so it works offline and from
///   `file://`. Without JS every step shows, one after another.
/// - A picture is stored once per step that changed anything a picture shows (geometry, which
///   item is where, selection, update marks); a step that changed nothing visible shows the
///   latest picture, with a note saying so.
/// - Updates animate the way UIKit animates them (docs/updates.md §1.1): deleted cells fade out
///   where they were, moved cells slide from their old frame, inserted cells fade in, reloaded
///   cells cross-fade. The Pause button (or `p`) freezes the animation, Replay (or `r`) runs it
///   again; ← / → step. Present (or `f`, or `#present` in the address) is a projector mode:
///   large type, one step per screen with its command, picture and changes (no transcript).
/// - When the data source and the view disagree (an update told only one of them), the step
///   shows both side by side, so the "Invalid update" to come is visible before it fires.
/// - The error that stopped the run (or the syntax errors that kept it from starting) is shown
///   in a red banner above everything, and again in the step that failed.
/// - Keys: ← / → (also `k` / `j`) step, Home / End go to the first / last step (↑ / ↓ still
///   scroll the page); the address's `#step-N` opens a step (sections carry `data-step`, not
///   ids, so the browser does not also jump to one).
/// - All text is HTML-escaped; no generated ids or timestamps, so the page is deterministic.
public enum HTMLRenderer {
    /// The page for a run of `source` that printed `result` and produced `steps`.
    public static func render(title: String, result: RunResult, steps: [StepSnapshot]) -> String {
        var pictures: [(step: Int, svg: String, visibleTop: Double?)] = []
        var pictureOfStep: [Int] = []
        for (index, step) in steps.enumerated() {
            if step.layoutChanged || pictures.isEmpty {
                pictures.append((index, SVGRenderer.render(step, number: index + 1), SVGRenderer.visibleTop(step)))
            }
            pictureOfStep.append(pictures.count - 1)
        }

        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(title)) — colscript</title>
            <style>\(css)</style>
            </head>
            <body>
            <header>
            <h1>\(escape(title))</h1>
            <nav>
            <button id="prev" type="button" title="previous step (←)">← Previous</button>
            <span id="counter">\(steps.count) steps</span>
            <button id="next" type="button" title="next step (→)">Next →</button>
            <button id="pause" type="button" title="pause or resume the update animation (p)">Pause</button>
            <button id="replay" type="button" title="replay the update animation (r)">Replay</button>
            <button id="present" type="button" title="presenter mode for a projector: large type, the picture and the command only (f)">Present</button>
            <code id="now"></code>
            </nav>
            <div class="legend"><span class="swatch cell"></span>cell <span class="swatch selected"></span>selected <span class="swatch moving"></span>moving <span class="swatch supplementary"></span>header/footer <span class="swatch visible"></span>visible rect <span class="swatch inserted"></span>inserted <span class="swatch deleted"></span>deleted <span class="swatch reloaded"></span>reloaded <span class="swatch reconfigured"></span>reconfigured <b class="arrow">⟶</b> moved</div>
            </header>

            """
        if result.status != .ok {
            let failed = steps.last { $0.error != nil }
            out += "<div class=\"banner\" role=\"alert\"><strong>"
            switch result.status {
            case .syntaxError: out += "Syntax errors: nothing ran."
            default:
                if let failed {
                    out += "Stopped at line \(failed.line): " + escape(failed.error ?? "")
                } else {
                    out += "The run failed (exit status \(result.status.rawValue))."
                }
            }
            out += "</strong>"
            if steps.isEmpty { out += "<pre>\(escape(result.output))</pre>" }
            out += "</div>\n"
        }
        out += "<main>\n<div id=\"pictures\">\n"
        for (index, picture) in pictures.enumerated() {
            let top = picture.visibleTop.map { " data-visible-top=\"\(SVGRenderer.num($0))\"" } ?? ""
            out += "<div class=\"picture\" data-index=\"\(index)\"\(top)>\n\(picture.svg)</div>\n"
        }
        out += "</div>\n<div id=\"steps\">\n"
        for (index, step) in steps.enumerated() {
            let picture = pictureOfStep[index]
            out += "<section class=\"step\(step.error != nil ? " failed" : "")\" data-step=\"\(index + 1)\""
                + " data-picture=\"\(picture)\" data-command=\"\(escape(step.command))\">\n"
            out += "<h2>Step \(index + 1) · line \(step.line)</h2>\n"
            out += "<pre class=\"command\">\(escape(step.command))</pre>\n"
            if let error = step.error {
                out += "<div class=\"error\" role=\"alert\"><strong>error:</strong> \(escape(error))</div>\n"
            }
            if !step.layoutChanged, picture < pictures.count, pictures[picture].step != index {
                out += "<p class=\"note\">Nothing visible changed since step \(pictures[picture].step + 1).</p>\n"
            }
            let changes = step.changes.summary(labels: step.labels)
            if !changes.isEmpty {
                out += "<ul class=\"changes\">" + changes.map { "<li>\(escape($0))</li>" }.joined() + "</ul>\n"
                if index > 0 { out += indexSpaces(before: steps[index - 1], after: step) }
            }
            if !step.disagreement.isEmpty {
                out += "<div class=\"disagree\"><strong>The data source and the view disagree</strong>"
                    + " — the next update UIKit checks will fail with \"Invalid update\":<pre>"
                    + escape(step.disagreement.joined(separator: "\n")) + "</pre></div>\n"
            }
            out += "<h3>Transcript</h3>\n<pre class=\"transcript\">\(escape(step.transcript))</pre>\n"
            out += "<h3>Callbacks</h3>\n"
            if step.events.isEmpty {
                out += "<p class=\"none\">none</p>\n"
            } else {
                out += "<ol class=\"events\">" + step.events.map { "<li><code>\(escape($0))</code></li>" }.joined() + "</ol>\n"
            }
            out += "</section>\n"
        }
        out += "</div>\n</main>\n<script>\(script)</script>\n</body>\n</html>\n"
        return out
    }

    /// A batch in its two index spaces, side by side: each section's items before the update
    /// (deletes, reloads and move sources are positions here) and after it (inserts and move
    /// targets), deleted items struck out, inserted ones green, moved ones blue. Only the items
    /// both snapshots hold (large collections: the window around the viewport).
    static func indexSpaces(before: StepSnapshot, after: StepSnapshot) -> String {
        let deleted = Set(after.changes.deleted.map(\.indexPath))
        let movedFrom = Set(after.changes.moved.map(\.from)), movedTo = Set(after.changes.moved.map(\.to))
        let sections = Set(before.labels.keys.map(\.section)).union(after.labels.keys.map(\.section)).sorted()
        guard !sections.isEmpty, sections.count <= 20 else { return "" }
        func column(_ labels: [IndexPath: String], section: Int, mark: (IndexPath) -> String) -> String {
            labels.keys.filter { $0.section == section }.sorted().prefix(200).map { path in
                "<li class=\"\(mark(path))\" value=\"\(path.item)\">\(escape(labels[path] ?? ""))</li>"
            }.joined()
        }
        var out = "<table class=\"spaces\"><tr><th>section</th><th>before the update</th><th>after it</th></tr>"
        for section in sections {
            let old = column(before.labels, section: section) { deleted.contains($0) ? "gone" : movedFrom.contains($0) ? "moving" : "" }
            let new = column(after.labels, section: section) { path in
                after.changes.inserted.contains(path) ? "new" : movedTo.contains(path) ? "moving"
                    : after.changes.reloaded.contains(path) ? "reloaded" : ""
            }
            out += "<tr><td>\(section)</td><td><ol start=\"0\">\(old)</ol></td><td><ol start=\"0\">\(new)</ol></td></tr>"
        }
        return out + "</table>\n"
    }

    /// HTML text and attribute escaping.
    static func escape(_ text: String) -> String {
        SVGRenderer.escape(text)
    }

    static let css = """

        body { font: 14px/1.4 -apple-system, Helvetica, Arial, sans-serif; margin: 0; color: #222; background: #fafafa; }
        header { position: sticky; top: 0; background: #fff; border-bottom: 1px solid #ddd; padding: 8px 16px; z-index: 2; }
        h1 { font-size: 18px; margin: 0 0 6px; }
        nav { display: flex; gap: 10px; align-items: center; flex-wrap: wrap; }
        nav button { font-size: 14px; padding: 4px 12px; }
        #now { background: #f0f0f0; padding: 2px 6px; white-space: pre; max-width: 60%; overflow: hidden; text-overflow: ellipsis; }
        .legend { margin-top: 6px; font-size: 12px; color: #555; }
        .swatch { display: inline-block; width: 12px; height: 12px; margin: 0 4px 0 10px; vertical-align: -2px; border: 1px solid #4a6fa5; background: #dce6f5; }
        .swatch.selected { background: #ffd966; border: 2px solid #b8860b; }
        .swatch.moving { background: #f4a7a7; border: 2px dashed #c0392b; }
        .swatch.supplementary { background: #e6e6e6; border: 1px dashed #7f7f7f; }
        .swatch.visible { background: none; border: 2px solid #d0021b; }
        .banner { background: #c0392b; color: #fff; padding: 10px 16px; font-size: 15px; }
        .banner pre { background: rgba(0,0,0,0.2); padding: 8px; white-space: pre-wrap; }
        main { display: flex; gap: 16px; padding: 16px; align-items: flex-start; }
        #pictures { flex: 0 0 auto; max-height: calc(100vh - 140px); overflow: auto; background: #fff; border: 1px solid #ddd; }
        #steps { flex: 1 1 auto; min-width: 0; }
        .step { background: #fff; border: 1px solid #ddd; padding: 8px 12px; margin-bottom: 12px; }
        .step.failed { border-color: #c0392b; }
        h2 { font-size: 15px; margin: 0 0 6px; }
        h3 { font-size: 13px; margin: 10px 0 4px; color: #555; }
        pre { margin: 0; white-space: pre-wrap; word-break: break-word; font: 12px/1.35 Menlo, Consolas, monospace; }
        pre.command { background: #f0f4fa; padding: 6px; }
        pre.transcript { background: #f7f7f7; padding: 6px; white-space: pre; overflow-x: auto; }
        .error { background: #fdecea; color: #a5281b; border-left: 4px solid #c0392b; padding: 6px 8px; margin-top: 6px; white-space: pre-wrap; font-weight: bold; }
        .note, .none { color: #777; margin: 4px 0; }
        ol.events { margin: 0; padding-left: 22px; font-size: 12px; }
        body.js .step, body.js .picture { display: none; }
        body.js .step.current, body.js .picture.current { display: block; }
        .swatch.inserted { background: #c9efcf; border: 2px solid #1e8449; }
        .swatch.deleted { background: #fbe3e0; border: 1px dashed #c0392b; }
        .swatch.reloaded { background: #fde2c0; border: 2px solid #d35400; }
        .swatch.reconfigured { background: #e8daef; border: 2px dashed #7d3c98; }
        .legend b.arrow { color: #1f618d; margin-left: 10px; }
        table.spaces { border-collapse: collapse; margin: 6px 0; font: 12px/1.35 Menlo, Consolas, monospace; }
        table.spaces th, table.spaces td { border: 1px solid #ddd; padding: 2px 8px; vertical-align: top; text-align: left; }
        table.spaces ol { margin: 0; padding-left: 28px; }
        table.spaces li.gone { color: #c0392b; text-decoration: line-through; }
        table.spaces li.new { color: #1e8449; font-weight: bold; }
        table.spaces li.moving { color: #1f618d; font-weight: bold; }
        table.spaces li.reloaded { color: #d35400; }
        ul.changes { margin: 6px 0; padding-left: 20px; font: 12px/1.35 Menlo, Consolas, monospace; }
        .disagree { background: #fff4e0; border-left: 4px solid #e67e22; padding: 6px 8px; margin-top: 6px; }
        .disagree pre { margin-top: 4px; }
        .picture g.inserted, .picture g.moved, .picture g.ghost, .picture g.reloaded, .picture g.arrow { transform-box: fill-box; transform-origin: center; }
        body.js.animate .picture.current g.ghost { animation: colscript-fade 1.2s ease-in forwards; }
        body.js.animate .picture.current g.inserted { animation: colscript-appear 1.2s ease-out backwards; animation-delay: 0.6s; }
        body.js.animate .picture.current g.moved { animation: colscript-slide 1.2s ease-in-out backwards; }
        body.js.animate .picture.current g.reloaded { animation: colscript-crossfade 1.2s ease-in-out; }
        body.js.animate .picture.current g.arrow { animation: colscript-appear 0.6s ease-out backwards; animation-delay: 1.2s; }
        body.present { font-size: 22px; }
        body.present .legend, body.present .step h3, body.present pre.transcript, body.present ol.events,
        body.present p.none, body.present .step h2 { display: none; }
        body.present pre.command, body.present ul.changes, body.present table.spaces { font-size: 22px; }
        body.present #now { font-size: 18px; }
        body.present #pictures { max-height: none; }
        body.present #pictures svg { zoom: 1.5; }
        body.paused .picture g { animation-play-state: paused !important; }
        @keyframes colscript-fade { from { opacity: 1; } to { opacity: 0.35; } }
        @keyframes colscript-appear { from { opacity: 0; transform: scale(0.6); } to { opacity: 1; transform: none; } }
        @keyframes colscript-slide { from { transform: translate(var(--dx, 0px), var(--dy, 0px)); } to { transform: none; } }
        @keyframes colscript-crossfade { 0% { opacity: 1; } 50% { opacity: 0.2; } 100% { opacity: 1; } }

        """

    static let script = """

        (function () {
          var steps = Array.prototype.slice.call(document.querySelectorAll('.step'));
          var pictures = Array.prototype.slice.call(document.querySelectorAll('.picture'));
          var prev = document.getElementById('prev'), next = document.getElementById('next');
          var counter = document.getElementById('counter'), now = document.getElementById('now');
          var box = document.getElementById('pictures');
          var pause = document.getElementById('pause'), replay = document.getElementById('replay');
          var current = 0;
          function animate() {
            // Restart the update animation: drop the class, force a style flush, add it back.
            var b = document.body;
            b.classList.remove('animate'); void b.getBoundingClientRect(); b.classList.add('animate');
          }
          function togglePause() {
            var paused = document.body.classList.toggle('paused');
            pause.textContent = paused ? 'Resume' : 'Pause';
          }
          document.body.classList.add('js');
          function show(index) {
            if (!steps.length) { prev.disabled = true; next.disabled = true; counter.textContent = 'no steps'; return; }
            current = Math.max(0, Math.min(steps.length - 1, index));
            var step = steps[current], picture = step.getAttribute('data-picture');
            steps.forEach(function (s, k) { s.classList.toggle('current', k === current); });
            pictures.forEach(function (p) {
              var on = p.getAttribute('data-index') === picture;
              p.classList.toggle('current', on);
              if (on) {
                // Keep the caption in view unless the visible rect is further down than half the box.
                var top = parseFloat(p.getAttribute('data-visible-top') || '0');
                box.scrollTop = top > box.clientHeight / 2 ? top - 40 : 0;
              }
            });
            animate();
            counter.textContent = 'step ' + (current + 1) + ' of ' + steps.length;
            now.textContent = step.getAttribute('data-command');
            prev.disabled = current === 0;
            next.disabled = current === steps.length - 1;
            document.body.setAttribute('data-current-step', String(current + 1));
            try { history.replaceState(null, '', '#step-' + (current + 1)); } catch (e) {}
            window.scrollTo(0, 0);  // each step starts at the top
          }
          prev.addEventListener('click', function () { show(current - 1); });
          next.addEventListener('click', function () { show(current + 1); });
          pause.addEventListener('click', togglePause);
          var present = document.getElementById('present');
          function togglePresent() {
            var on = document.body.classList.toggle('present');
            present.textContent = on ? 'Exit presenter' : 'Present';
          }
          present.addEventListener('click', togglePresent);
          if (/present/.test(location.hash)) { togglePresent(); }
          replay.addEventListener('click', animate);
          document.addEventListener('keydown', function (event) {
            if (event.altKey || event.ctrlKey || event.metaKey) { return; }
            var key = event.key;
            if (key === 'ArrowRight' || key === 'j') { show(current + 1); }
            else if (key === 'ArrowLeft' || key === 'k') { show(current - 1); }
            else if (key === 'Home') { show(0); }
            else if (key === 'End') { show(steps.length - 1); }
            else if (key === 'p') { togglePause(); }
            else if (key === 'r') { replay.click(); }
            else if (key === 'f') { togglePresent(); }
            else { return; }
            event.preventDefault();
          });
          var match = /^#step-(\\d+)$/.exec(location.hash);
          show(match ? parseInt(match[1], 10) - 1 : 0);
          document.body.setAttribute('data-ready', 'true');
        })();

        """
}
