import CollectionEngine

/// One step of a script drawn as an SVG picture (`colscript run --svg DIR`): the content with its
/// cells, headers and footers, the visible rect outlined, and the command as a caption.
///
/// Models what UICollectionView's content looks like after the step: every element's frame
/// (UICollectionViewLayoutAttributes), the bounds at contentOffset (the visible rect), the
/// selection (indexPathsForSelectedItems) and the interactively moving item.
///
/// Drawing rules (choices):
/// - Scale: 360 px per 390 pt (an iPhone's width fits a 360-px column); a 12-px margin around.
/// - The drawing covers the visible rect, the content rect (0, 0, contentSize) and every element
///   given; when the snapshot is a window around the viewport (`windowOf`: large contents),
///   the content rect is left out, the picture clips to the elements and the visible rect, and a
///   caption line says which items are drawn of how many.
/// - Ghosts of deleted cells and move arrows are drawn beneath the cells (a deleted cell fades out
///   under the cells that take its slot); every cell whose frame changed (`StepChanges.shifted`
///   and moves) carries its offset from the old frame for the HTML page's slide.
/// - Cells: light blue with their identifier; selected: yellow with a thicker border; the moving
///   item: red, dashed, drawn last; headers and footers: grey, italic "Section header/footer";
///   decoration views: pale green, italic, labelled with their kind and section;
///   hidden elements at 30% opacity. The visible rect: a red outline labelled "visible".
/// - Labels are centred and shortened with "…" to fit the box (full text in a `<title>`).
/// - Deterministic: every coordinate goes through `num(_:)` (two decimals at most), no
///   timestamps, no generated ids.
/// - Size cap: the drawing is at most `maxDrawingPixels` px wide and tall (a million items would
///   otherwise make a picture tens of millions of pixels tall, which browsers show blank). A
///   larger content is drawn as the window of that size centred on the visible rect; elements
///   outside the window are left out and the content rect is clipped to it.
/// - Finite: every coordinate is clamped to ±`coordinateLimit` and a non-finite one never
///   prints (`format(_:)`); elements whose frame is not finite are skipped.
public enum SVGRenderer {
    /// Pixels per point.
    public static let scale = 360.0 / 390.0
    static let margin = 12.0
    static let captionLineHeight = 16.0
    /// The largest drawing, in px, along either axis (see the type's rules).
    public static let maxDrawingPixels = 16_000.0
    /// Coordinates beyond this (px) are clamped; with the size cap they never get there.
    static let coordinateLimit = 1_000_000.0

    /// The file name for a step: `step-007-line-12.svg` (`number` counts steps from 1).
    public static func fileName(number: Int, line: Int) -> String {
        let digits = String(number)
        return "step-" + String(repeating: "0", count: max(0, 3 - digits.count)) + digits + "-line-\(line).svg"
    }

    /// The pictures to write for a run: one per step whose layout changed (file name, SVG text).
    public static func pictures(for steps: [StepSnapshot]) -> [(name: String, svg: String)] {
        steps.enumerated().compactMap { index, step in
            guard step.layoutChanged else { return nil }
            return (fileName(number: index + 1, line: step.line), render(step, number: index + 1))
        }
    }

    /// The SVG document for `step` (the `number`th step of the script).
    public static func render(_ step: StepSnapshot, number: Int) -> String {
        let caption = captionLines(step, number: number)
        let captionHeight = Double(caption.count) * captionLineHeight + 20
        let bounds = drawingBounds(step)
        let drawingWidth = bounds.map { $0.width * scale } ?? 0
        let drawingHeight = bounds.map { $0.height * scale } ?? 0
        let width = max(360, drawingWidth) + 2 * margin
        let height = captionHeight + drawingHeight + 2 * margin
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(num(width))\" height=\"\(num(height))\""
            + " viewBox=\"0 0 \(num(width)) \(num(height))\" font-family=\"Helvetica, Arial, sans-serif\">\n"
        out += "<rect x=\"0\" y=\"0\" width=\"\(num(width))\" height=\"\(num(height))\" fill=\"#ffffff\"/>\n"
        let errorLines = step.error.map { $0.split(separator: "\n", omittingEmptySubsequences: false).count } ?? 0
        for (index, line) in caption.enumerated() {
            let isError = index >= caption.count - errorLines
            out += "<text x=\"\(num(margin))\" y=\"\(num(margin + Double(index + 1) * captionLineHeight - 4))\""
                + " font-size=\"12\"\(isError ? " fill=\"#c0392b\" font-weight=\"bold\"" : " fill=\"#222222\"")"
                + " font-family=\"Menlo, Consolas, monospace\" xml:space=\"preserve\">\(escape(line))</text>\n"
        }
        guard let bounds else { return out + "</svg>\n" }
        let origin = Point(x: margin, y: margin + captionHeight)
        func x(_ value: Double) -> Double { origin.x + (value - bounds.minX) * scale }
        func y(_ value: Double) -> Double { origin.y + (value - bounds.minY) * scale }
        func rect(_ r: Rect, _ attributes: String) -> String {
            "<rect x=\"\(num(x(r.minX)))\" y=\"\(num(y(r.minY)))\" width=\"\(num(r.width * scale))\""
                + " height=\"\(num(r.height * scale))\" \(attributes)/>"
        }

        // The content area.
        let content = Rect(origin: .zero, size: step.contentSize)
        if content.width > 0, content.height > 0 {
            out += rect(clipped(content, to: bounds), "fill=\"#f7f7f7\" stroke=\"#cccccc\" stroke-width=\"1\"") + "\n"
        }

        // Elements: by zIndex, the moving item last.
        func isMoving(_ element: LayoutAttributes) -> Bool { element.category == .cell && element.indexPath == step.moving }
        let order = step.elements.indices.sorted { i, j in
            let a = step.elements[i], b = step.elements[j]
            let ka = (isMoving(a) ? 1 : 0, a.zIndex), kb = (isMoving(b) ? 1 : 0, b.zIndex)
            return ka != kb ? ka < kb : i < j
        }
        let moves = step.changes.movedTo
        // Ghosts of deleted cells and move arrows first: beneath the live cells, as UIKit fades a
        // deleted cell out under the cells that slide over its slot.
        out += changeMarks(step, bounds: bounds, x: x, y: y, rect: rect)
        for index in order {
            let element = step.elements[index]
            let frame = element.frame
            guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite,
                  frame.width >= 0, frame.height >= 0, touches(frame, bounds) else { continue }
            let style: String
            let label: String
            var italic = false
            var changeClass = ""
            if element.category == .cell {
                label = step.labels[element.indexPath] ?? element.indexPath.description
                let path = element.indexPath
                if isMoving(element) {
                    style = "fill=\"#f4a7a7\" stroke=\"#c0392b\" stroke-width=\"2.5\" stroke-dasharray=\"5 3\""
                } else if step.selected.contains(element.indexPath) {
                    style = "fill=\"#ffd966\" stroke=\"#b8860b\" stroke-width=\"2.5\""
                } else if step.changes.inserted.contains(path) {
                    style = "fill=\"#c9efcf\" stroke=\"#1e8449\" stroke-width=\"2\""
                } else if step.changes.reloaded.contains(path) {
                    style = "fill=\"#fde2c0\" stroke=\"#d35400\" stroke-width=\"2\""
                } else if step.changes.reconfigured.contains(path) {
                    style = "fill=\"#e8daef\" stroke=\"#7d3c98\" stroke-width=\"2\" stroke-dasharray=\"6 2\""
                } else {
                    style = "fill=\"#dce6f5\" stroke=\"#4a6fa5\" stroke-width=\"1\""
                }
            } else if element.category == .decorationView {
                // A decoration view (docs/layout.md §11): pale green, labelled with its kind.
                label = "\(element.kind?.rawValue ?? "decoration") \(element.indexPath.section)"
                style = "fill=\"#e3f1e0\" stroke=\"#6a9f5b\" stroke-width=\"1\" stroke-dasharray=\"4 2\""
                italic = true
            } else {
                let kind = element.kind == .sectionFooter ? "footer" : "header"
                let section = element.indexPath.section
                label = step.sectionLabels[section].map { "\($0) \(kind)" } ?? "\(kind) \(section)"
                style = "fill=\"#e6e6e6\" stroke=\"#7f7f7f\" stroke-width=\"1\" stroke-dasharray=\"2 2\""
                italic = true
            }
            if element.category == .cell {
                let path = element.indexPath
                if step.changes.inserted.contains(path) {
                    changeClass = " class=\"inserted\""
                } else if let old = moves[path]?.oldFrame ?? step.changes.shifted[path] {
                    // The HTML page slides it from the old frame (CSS variables, px).
                    changeClass = " class=\"moved\" style=\"--dx:\(num((old.minX - frame.minX) * scale))px;"
                        + "--dy:\(num((old.minY - frame.minY) * scale))px\""
                } else if step.changes.reloaded.contains(path) {
                    changeClass = " class=\"reloaded\""
                } else if step.changes.reconfigured.contains(path) {
                    changeClass = " class=\"reconfigured\""
                }
            }
            let opacity = element.isHidden || element.alpha <= 0 ? " opacity=\"0.3\"" : ""
            out += "<g\(changeClass)\(opacity)>" + rect(frame, style)
            let boxWidth = frame.width * scale, boxHeight = frame.height * scale
            let fontSize = min(12, max(6, boxHeight * 0.45))
            if boxHeight >= 6, boxWidth >= 8 {
                let fitted = fit(label, width: boxWidth - 4, fontSize: fontSize)
                if !fitted.isEmpty {
                    let textX = num(x(frame.midX))
                    let textY = num(y(frame.midY) + fontSize * 0.35)
                    let slant = italic ? " font-style=\"italic\"" : ""
                    out += "<text x=\"\(textX)\" y=\"\(textY)\" font-size=\"\(num(fontSize))\""
                    out += " text-anchor=\"middle\" fill=\"#111111\"\(slant)>\(escape(fitted))</text>"
                }
            }
            out += "<title>\(escape(label)) \(escape(element.indexPath.description)) \(escape(format(frame)))</title></g>\n"
        }

        out += separatorLines(step, x: x, y: y)

        // The visible rect, on top.
        let visible = step.visibleRect
        if visible.width > 0, visible.height > 0 {
            out += rect(visible, "fill=\"none\" stroke=\"#d0021b\" stroke-width=\"2\"") + "\n"
            out += "<text x=\"\(num(x(visible.minX) + 3))\" y=\"\(num(y(visible.minY) - 3))\" font-size=\"10\""
                + " fill=\"#d0021b\">visible \(escape(format(visible)))</text>\n"
        }
        return out + "</svg>\n"
    }

    /// Deleted cells as ghosts where they were (dashed, struck through) and an arrow from each
    /// moved cell's old frame to its new one.
    static func changeMarks(_ step: StepSnapshot, bounds: Rect, x: (Double) -> Double, y: (Double) -> Double,
                            rect: (Rect, String) -> String) -> String {
        var out = ""
        for ghost in step.changes.deleted where touches(ghost.frame, bounds) {
            let f = ghost.frame
            out += "<g class=\"ghost\" opacity=\"0.85\">" + rect(f, "fill=\"#e74c3c\" fill-opacity=\"0.15\" stroke=\"#c0392b\" stroke-width=\"1.5\" stroke-dasharray=\"4 3\"")
            out += "<line x1=\"\(num(x(f.minX)))\" y1=\"\(num(y(f.maxY)))\" x2=\"\(num(x(f.maxX)))\" y2=\"\(num(y(f.minY)))\""
                + " stroke=\"#c0392b\" stroke-width=\"1\"/>"
            let fontSize = min(12, max(6, f.height * scale * 0.45))
            let fitted = fit("✕ " + ghost.label, width: f.width * scale - 4, fontSize: fontSize)
            if !fitted.isEmpty, f.height * scale >= 6 {
                // Top left, so that a new cell's label in the same slot stays readable.
                out += "<text x=\"\(num(x(f.minX) + 3))\" y=\"\(num(y(f.minY) + fontSize + 1))\" font-size=\"\(num(fontSize))\""
                    + " fill=\"#922b21\" text-decoration=\"line-through\">\(escape(fitted))</text>"
            }
            out += "<title>deleted \(escape(ghost.label)) (was \(ghost.indexPath))</title></g>\n"
        }
        for move in step.changes.moved {
            guard let old = move.oldFrame, let new = move.newFrame, old != new,
                  touches(old, bounds) || touches(new, bounds) else { continue }
            let x1 = x(old.midX), y1 = y(old.midY), x2 = x(new.midX), y2 = y(new.midY)
            let length = ((x2 - x1) * (x2 - x1) + (y2 - y1) * (y2 - y1)).squareRoot()
            guard length > 1, length.isFinite else { continue }
            let ux = (x2 - x1) / length, uy = (y2 - y1) / length
            let head = 9.0
            let baseX = x2 - ux * head, baseY = y2 - uy * head
            let points = [(x2, y2), (baseX - uy * head / 2, baseY + ux * head / 2), (baseX + uy * head / 2, baseY - ux * head / 2)]
            out += "<g class=\"arrow\"><line x1=\"\(num(x1))\" y1=\"\(num(y1))\" x2=\"\(num(baseX))\" y2=\"\(num(baseY))\""
                + " stroke=\"#1f618d\" stroke-width=\"2.5\"/>"
                + "<polygon points=\"\(points.map { num($0.0) + "," + num($0.1) }.joined(separator: " "))\" fill=\"#1f618d\"/>"
                + "<title>moved \(move.from) → \(move.to)</title></g>\n"
        }
        return out
    }

    /// Where the visible rect's top edge is in `render(step, …)`'s picture, in px (the HTML page
    /// scrolls its picture there); nil when nothing is drawn.
    public static func visibleTop(_ step: StepSnapshot) -> Double? {
        guard let bounds = drawingBounds(step) else { return nil }
        let captionHeight = Double(captionLines(step, number: 1).count) * captionLineHeight + 20
        return margin + captionHeight + (step.visibleRect.minY - bounds.minY) * scale
    }

    /// Where the drawing starts under the caption, in px, leaving room for the visible rect's
    /// label (Present mode crops the caption off: the slide beside the picture says it).
    public static func drawingTop(_ step: StepSnapshot) -> Double {
        Double(captionLines(step, number: 1).count) * captionLineHeight + 20 + margin - 16
    }

    /// "step 3 · line 7" then the command's lines (at most four), then the error if any.
    static func captionLines(_ step: StepSnapshot, number: Int) -> [String] {
        var lines = ["step \(number) · line \(step.line)"]
        let command = step.command.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if command.count > 4 {
            lines += command.prefix(3).map { "> " + $0 } + ["> …"]
        } else {
            lines += command.map { "> " + $0 }
        }
        if let total = step.windowOf {
            let cells = step.elements.filter { $0.category == .cell }.map(\.indexPath)
            if let first = cells.min(), let last = cells.max() {
                lines.append("drawn: \(first)…\(last) around the visible rect, of \(total) items (the rest is left out)")
            }
        }
        for change in step.changes.summary(labels: step.labels) {
            lines.append(change.clipped(to: 110))
        }
        if let error = step.error {
            // UIKit's text is never cut: every line of it, whole.
            let errorLines = error.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            lines.append("error: " + (errorLines.first ?? ""))
            lines += errorLines.dropFirst()
        }
        return lines
    }

    /// The region of content drawn (see the type's rules); nil when there is nothing to draw.
    static func drawingBounds(_ step: StepSnapshot) -> Rect? {
        var bounds: Rect?
        func add(_ rect: Rect) {
            guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite,
                  rect.width >= 0, rect.height >= 0 else { return }
            bounds = bounds.map { union($0, rect) } ?? rect
        }
        if step.visibleRect.width > 0, step.visibleRect.height > 0 { add(step.visibleRect) }
        if step.windowOf == nil && step.elements.count < StepSnapshot.elementLimit {
            add(Rect(origin: .zero, size: step.contentSize))
        }
        for element in step.elements { add(element.frame) }
        guard var result = bounds, result.width > 0, result.height > 0 else { return nil }
        // The size cap: a window centred on the visible rect (or the content's start).
        let limit = maxDrawingPixels / scale
        if result.width > limit {
            let centre = step.visibleRect.width > 0 && step.visibleRect.midX.isFinite ? step.visibleRect.midX : result.minX
            let minX = min(max(result.minX, centre - limit / 2), result.maxX - limit)
            result = Rect(x: minX, y: result.minY, width: limit, height: result.height)
        }
        if result.height > limit {
            let centre = step.visibleRect.height > 0 && step.visibleRect.midY.isFinite ? step.visibleRect.midY : result.minY
            let minY = min(max(result.minY, centre - limit / 2), result.maxY - limit)
            result = Rect(x: result.minX, y: minY, width: result.width, height: limit)
        }
        return result
    }

    /// Whether `rect` overlaps `bounds` or touches its edge (zero-sized elements on it count).
    static func touches(_ rect: Rect, _ bounds: Rect) -> Bool {
        rect.maxX >= bounds.minX && rect.minX <= bounds.maxX && rect.maxY >= bounds.minY && rect.minY <= bounds.maxY
    }

    static func union(_ a: Rect, _ b: Rect) -> Rect {
        let minX = min(a.minX, b.minX), minY = min(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }

    /// `rect` cut to `bounds` (the content of a large collection is wider than the drawing).
    static func clipped(_ rect: Rect, to bounds: Rect) -> Rect {
        let minX = max(rect.minX, bounds.minX), minY = max(rect.minY, bounds.minY)
        return Rect(x: minX, y: minY, width: max(0, min(rect.maxX, bounds.maxX) - minX),
                    height: max(0, min(rect.maxY, bounds.maxY) - minY))
    }

    /// `text` shortened with "…" to about `width` px at `fontSize` (average glyph ≈ 0.6 em).
    static func fit(_ text: String, width: Double, fontSize: Double) -> String {
        let capacity = clampedToInt(width / (fontSize * 0.6), limit: 1_000_000)
        if text.count <= capacity { return text }
        if capacity < 2 { return "" }
        return String(text.prefix(capacity - 1)) + "…"
    }

    /// A coordinate: rounded to two decimals, printed by the transcript's number formatter.
    static func num(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let clamped = min(coordinateLimit, max(-coordinateLimit, value))
        return format((clamped * 100).rounded() / 100)
    }

    /// XML text and attribute escaping.
    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default:
                // Control characters other than tab and newline are not allowed in XML 1.0.
                if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                   scalar.value < 0x20, scalar != "\t", scalar != "\n" {
                    out += "\u{FFFD}"
                } else {
                    out.append(character)
                }
            }
        }
        return out
    }
}
