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
/// - Every step animates from its before-state to its after-state as UIKit animates an update
///   (docs/tooling.md §7.1): every cell whose frame changed slides (the update's own mapping),
///   deleted cells fade out beneath the live ones, inserted cells fade in, reloaded cells
///   cross-fade. Pause (`p`), Replay (`r`), the still Before / After (`b` / `a`), speed 0.1×–2×
///   (`-` / `+`); ← runs the step backwards, → steps on. Present (`f`, or `present` in the
///   address) is a projector mode: the picture scaled to the window, the changes and the
///   before → after table beside it, a lesson's prose and predictions as slides (§7.2).
/// - One renderer, two transports: the same step HTML, CSS and script serve the live page
///   (`livePage`, `liveMessage`; `repl --serve`, `serve FILE`), which receives steps one by one.
/// - When the data source and the view disagree (an update told only one of them), the step
///   shows both side by side, so the "Invalid update" to come is visible before it fires.
/// - The error that stopped the run (or the syntax errors that kept it from starting) is shown
///   in a red banner above everything, and again in the step that failed.
/// - Keys: ← / → (also `k` / `j`) step, Home / End go to the first / last step (↑ / ↓ still
///   scroll the page); the address's `#step-N` opens a step (sections carry `data-step`, not
///   ids, so the browser does not also jump to one).
/// - All text is HTML-escaped; no generated ids or timestamps, so the page is deterministic.
public enum HTMLRenderer {
    /// The page for a run of `source` that printed `result` and produced `steps` (every step
    /// embedded: the exported page). With `source`, each step carries the lesson's `#` prose above
    /// it, and a `pause "predict: …"` step the code about to run (Present mode's slides).
    public static func render(title: String, result: RunResult, steps: [StepSnapshot], source: SourceFile? = nil) -> String {
        var pictures: [(step: Int, html: String)] = []
        var pictureOfStep: [Int] = []
        for (index, step) in steps.enumerated() {
            if step.layoutChanged || pictures.isEmpty {
                pictures.append((index, pictureHTML(index: pictures.count, number: index + 1, step: step)))
            }
            pictureOfStep.append(pictures.count - 1)
        }
        let slides = source.map { Slides(steps: steps, source: $0) }

        var out = head(title: title, live: nil)
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
        for picture in pictures { out += picture.html }
        out += "</div>\n<div id=\"steps\">\n"
        for (index, step) in steps.enumerated() {
            let picture = pictureOfStep[index]
            let unchangedSince = !step.layoutChanged && picture < pictures.count && pictures[picture].step != index
                ? pictures[picture].step : nil
            out += stepHTML(index: index, step: step, previous: index > 0 ? steps[index - 1] : nil, picture: picture,
                            unchangedSince: unchangedSince, slide: slides?.slide(at: index))
        }
        out += "</div>\n</main>\n<script>\(script)</script>\n</body>\n</html>\n"
        return out
    }

    /// Everything before the steps: the document head, the header's title, controls and legend.
    /// `live`: the WebSocket path a live page connects to (`nil` for the exported page).
    static func head(title: String, live: String?) -> String {
        let liveConfig = live.map { "<script>window.COLSCRIPT_LIVE = {socket: \(JSONValue.quote($0))};</script>\n" } ?? ""
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(title)) — colscript</title>
            <style>\(css)</style>
            \(liveConfig)</head>
            <body>
            <header>
            <h1>\(escape(title))</h1>
            <nav>
            <button id="prev" type="button" title="previous step, animated back (←)">← Previous</button>
            <span id="counter">no steps</span>
            <button id="next" type="button" title="next step (→)">Next →</button>
            <button id="pause" type="button" title="pause or resume the update animation (p)">Pause</button>
            <button id="replay" type="button" title="replay the update animation (r)">Replay</button>
            <button id="before" type="button" title="the picture before the update, still (b)">Before</button>
            <button id="after" type="button" title="the picture after the update, still (a)">After</button>
            <label id="speed-control" title="animation speed: 0.1× to 2× (- / +)">speed <input id="speed" type="range" min="0.1" max="2" step="0.1" value="1"> <output id="speed-value">1×</output></label>
            <button id="present" type="button" title="presenter mode for a projector: the picture large, the changes beside it (f)">Present</button>
            <span id="live-status"></span>
            <code id="now"></code>
            </nav>
            <div class="legend"><span class="swatch cell"></span>cell <span class="swatch selected"></span>selected <span class="swatch moving"></span>moving <span class="swatch supplementary"></span>header/footer <span class="swatch decoration"></span>decoration view <span class="swatch visible"></span>visible rect <span class="swatch inserted"></span>inserted <span class="swatch deleted"></span>deleted <span class="swatch reloaded"></span>reloaded <span class="swatch reconfigured"></span>reconfigured <b class="arrow">⟶</b> moved</div>
            </header>

            """
    }

    /// One picture of the page (`data-index` is its place among the pictures).
    static func pictureHTML(index: Int, number: Int, step: StepSnapshot) -> String {
        let top = SVGRenderer.visibleTop(step).map { " data-visible-top=\"\(SVGRenderer.num($0))\"" } ?? ""
        return "<div class=\"picture\" data-index=\"\(index)\"\(top) data-drawing-top=\"\(SVGRenderer.num(SVGRenderer.drawingTop(step)))\">\n"
            + SVGRenderer.render(step, number: number) + "</div>\n"
    }

    /// One step's section: its command, error, changes with the two index spaces, transcript and
    /// callbacks, and (from a lesson) its slide: the prose above it, a prediction's code.
    static func stepHTML(index: Int, step: StepSnapshot, previous: StepSnapshot?, picture: Int,
                         unchangedSince: Int?, slide: Slides.Slide?) -> String {
        var out = "<section class=\"step\(step.error != nil ? " failed" : "")\" data-step=\"\(index + 1)\""
            + " data-picture=\"\(picture)\" data-command=\"\(escape(step.command))\">\n"
        out += "<h2>Step \(index + 1) · line \(step.line)</h2>\n"
        if let slide { out += slide.html }
        out += "<pre class=\"command\">\(escape(step.command))</pre>\n"
        if let error = step.error {
            out += "<div class=\"error\" role=\"alert\"><strong>error:</strong> \(escape(error))</div>\n"
        }
        if let unchangedSince {
            out += "<p class=\"note\">Nothing visible changed since step \(unchangedSince + 1).</p>\n"
        }
        let changes = step.changes.summary(labels: step.labels)
        if !changes.isEmpty {
            out += "<div class=\"change-box\"><ul class=\"changes\">" + changes.map { "<li>\(escape($0))</li>" }.joined() + "</ul>\n"
            if let previous { out += indexSpaces(before: previous, after: step) }
            out += "</div>\n"
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
        return out + "</section>\n"
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
}
