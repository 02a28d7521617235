import CollectionEngine

/// An ASCII picture of the visible rect (`show layout`): one box per visible element.
///
/// Models what a person sees on screen: the collection view's bounds at its contentOffset with
/// the cells, headers and footers the layout placed there. Pure and deterministic.
///
/// Drawing rules:
/// - The picture is `width` columns wide (default 80) including the viewport's own `|` border;
///   points map to columns by width, and rows use half that scale (character cells are about
///   twice as tall as wide), capped at `maxRows` interior rows.
/// - Cells: `+` corners, `-` and `|` edges; selected cells: `#` edges and corners; the moving
///   item: `*` edges and corners (drawn last, on top); headers/footers and decoration views (labelled
///   with their kind): `+` corners, `=` edges.
/// - An edge cut off by the viewport is not drawn (the box is open on that side).
/// - Elements are drawn by zIndex, then in the given order; a later box covers an earlier one.
/// - Each box's label (the given label, else the index path; headers "header s" / footers
///   "footer s", or "<section label> header") is centred in the box's visible interior,
///   truncated to fit; a box with no interior has no label.
/// - Change marks after an update (`StepChanges`): deleted cells are drawn first, as ghosts with
///   `.` edges and an `x` before their label, where they were; an inserted cell's label starts
///   with `+`, a reloaded one's with `~`, a reconfigured one's with `^`, and a moved cell's label
///   ends with `<[s,i]` (where it came from). A legend under the picture lists every change.
/// - Terminal options (`PictureOptions`, the REPL; goldens keep the defaults): the width of the
///   terminal; at most `maxRows` interior rows, the empty space under the content cropped first;
///   never squeezed below a label's room (`terminalBox`): cropped to the top-left part instead,
///   with a note; index paths in labels; box-drawing characters and ANSI colour.
public enum ViewportPicture {
    /// The most interior rows a picture has (a very tall viewport is squeezed to fit).
    public static let maxRows = 120

    /// The least room a box gets in a terminal picture: edges and a line of a few characters
    /// between them. A picture that would squeeze a box smaller is cropped instead.
    static let terminalBox = (columns: 6.0, rows: 3.0)

    /// The picture as lines (no trailing newlines), each exactly `width` characters.
    public static func render(elements: [LayoutAttributes], labels: [IndexPath: String] = [:],
                              sectionLabels: [Int: String] = [:], selected: Set<IndexPath> = [],
                              moving: IndexPath? = nil, visibleRect: Rect, width: Int = 80,
                              changes: StepChanges = StepChanges(), options: PictureOptions = PictureOptions(),
                              separators: [Rect] = []) -> [String] {
        let width = options.isTerminal ? options.width : width
        let columns = max(8, min(width, 10_000)) - 2
        var view = visibleRect
        guard view.width > 0, view.height > 0, view.width.isFinite, view.height.isFinite,
              view.minX.isFinite, view.minY.isFinite else {
            let edge = "+" + String(repeating: "-", count: columns) + "+"
            return [edge, edge]
        }
        let rowLimit = options.isTerminal ? max(1, min(maxRows, options.maxRows)) : maxRows
        var scaleX = Double(columns) / view.width
        var labelCrop: Rect?
        if options.isTerminal {
            // Crop the empty space under the content first.
            let bottom = elements.filter { $0.frame.intersects(view) && $0.frame.height > 0 }
                .map(\.frame.maxY).max() ?? view.minY
            let cropped = min(view.height, bottom - view.minY + 8)
            if cropped > 0, cropped < view.height { view = Rect(x: view.minX, y: view.minY, width: view.width, height: cropped) }
        }
        let emptyCropped = view
        let rows: Int, scaleY: Double
        if options.isTerminal {
            // Never squeeze a box below room for its label (terminalBox columns × rows): the scale
            // that gives every box that room, and the picture cropped to what the terminal holds
            // from the top-left of the visible rect (a note says so; `scroll by` shows the rest).
            let shown = elements.filter { $0.frame.intersects(view) && $0.frame.width > 0 && $0.frame.height > 0 }
            if let narrowest = shown.map({ min($0.frame.width, view.width) }).min(), narrowest * scaleX < terminalBox.columns {
                scaleX = terminalBox.columns / narrowest
            }
            var y = scaleX / 2
            if let shortest = shown.map({ min($0.frame.height, view.height) }).min(), shortest * y < terminalBox.rows {
                y = terminalBox.rows / shortest
            }
            let fitsWidth = Double(columns) / scaleX, fitsHeight = Double(rowLimit) / y
            if fitsWidth < view.width || fitsHeight < view.height {
                view = Rect(x: view.minX, y: view.minY, width: min(view.width, fitsWidth), height: min(view.height, fitsHeight))
                labelCrop = view
            }
            let wanted = (view.height * y).rounded(.up)
            rows = wanted.isFinite ? max(1, min(rowLimit, Int(min(wanted, Double(rowLimit))))) : rowLimit
            scaleY = y
        } else {
            let idealRows = (view.height * scaleX / 2).rounded()
            rows = idealRows.isFinite ? min(rowLimit, max(1, Int(min(idealRows, Double(rowLimit))))) : rowLimit
            scaleY = Double(rows) / view.height
        }
        var canvas = Canvas(columns: columns, rows: rows)
        func column(_ x: Double) -> Int { clampedInt(((x - view.minX) * scaleX + 0.5).rounded(.down)) }
        func row(_ y: Double) -> Int { clampedInt(((y - view.minY) * scaleY + 0.5).rounded(.down)) }
        for ghost in changes.deleted where ghost.frame.width > 0 && ghost.frame.height > 0 && ghost.frame.intersects(view) {
            let f = ghost.frame
            let c0 = column(f.minX), r0 = row(f.minY)
            canvas.box(c0: c0, r0: r0, c1: max(c0, column(f.maxX) - 1), r1: max(r0, row(f.maxY) - 1),
                       style: .ghost, label: "x" + ghost.label)
        }
        let movedTo = changes.movedTo

        func isMoving(_ a: LayoutAttributes) -> Bool { a.category == .cell && a.indexPath == moving }
        let order = elements.indices.sorted { i, j in
            let a = elements[i], b = elements[j]
            let ka = (isMoving(a) ? 1 : 0, a.zIndex), kb = (isMoving(b) ? 1 : 0, b.zIndex)
            return ka != kb ? ka < kb : i < j
        }
        for index in order {
            let element = elements[index]
            let style: BoxStyle
            let label: String
            if element.category == .cell {
                let path = element.indexPath
                style = isMoving(element) ? .moving : selected.contains(path) ? .selected
                    : changes.inserted.contains(path) ? .inserted : .cell
                var text = labels[path] ?? path.description
                if options.indexLabels, labels[path] != nil { text += " " + path.description }
                if changes.inserted.contains(path) { text = "+" + text }
                else if changes.reloaded.contains(path) { text = "~" + text }
                else if changes.reconfigured.contains(path) { text = "^" + text }
                if let move = movedTo[path] { text += "<" + move.from.description }
                label = text
            } else if element.category == .decorationView {
                // A decoration view (docs/layout.md §11): its kind, behind the cells by zIndex.
                style = .supplementary
                label = "\(element.kind?.rawValue ?? "decoration") \(element.indexPath.section)"
            } else {
                style = .supplementary
                let kind = element.kind == .sectionFooter ? "footer" : "header"
                let s = element.indexPath.section
                label = sectionLabels[s].map { "\($0) \(kind)" } ?? "\(kind) \(s)"
            }
            let f = element.frame
            guard f.width > 0, f.height > 0, f.intersects(view) else { continue }
            let c0 = column(f.minX), r0 = row(f.minY)
            let c1 = max(c0, column(f.maxX) - 1), r1 = max(r0, row(f.maxY) - 1)
            canvas.box(c0: c0, r0: r0, c1: c1, r1: r1, style: style, label: label)
        }
        for separator in separators where separator.width > 0 && separator.intersects(view) {
            canvas.separator(row: row(separator.maxY) - 1, c0: column(separator.minX), c1: column(separator.maxX) - 1)
        }
        var lines = canvas.lines(options: options)
        if options.isTerminal, visibleRect.height > emptyCropped.height {
            lines.append("(the \(format(visibleRect.height - emptyCropped.height)) points below the content are left out)")
        }
        if let crop = labelCrop {
            lines.append("(cropped so every cell keeps its label: x \(format(crop.minX)) … \(format(crop.maxX)),"
                + " y \(format(crop.minY)) … \(format(crop.maxY)) of the visible rect; a larger terminal or `scroll by` shows the rest)")
        }
        return lines + changes.summary(labels: labels)
    }

    enum BoxStyle: Equatable {
        case cell, selected, moving, supplementary, inserted, ghost

        var horizontal: Character {
            switch self {
            case .cell: "-"
            case .selected: "#"
            case .moving: "*"
            case .supplementary: "="
            case .inserted: "-"
            case .ghost: "."
            }
        }

        var vertical: Character {
            switch self {
            case .cell, .supplementary, .inserted: "|"
            case .selected: "#"
            case .moving: "*"
            case .ghost: ":"
            }
        }

        var corner: Character {
            switch self {
            case .cell, .supplementary, .inserted: "+"
            case .selected: "#"
            case .moving: "*"
            case .ghost: "."
            }
        }

        /// Box-drawing edges: (horizontal, vertical, top-left, top-right, bottom-left, bottom-right).
        var boxDrawing: (Character, Character, Character, Character, Character, Character) {
            switch self {
            case .cell, .inserted: ("─", "│", "┌", "┐", "└", "┘")
            case .selected: ("━", "┃", "┏", "┓", "┗", "┛")
            case .moving: ("╍", "╏", "┏", "┓", "┗", "┛")
            case .supplementary: ("═", "║", "╔", "╗", "╚", "╝")
            case .ghost: ("┄", "┆", "╭", "╮", "╰", "╯")
            }
        }

        /// The ANSI SGR colour of its edges and label.
        var colour: String {
            switch self {
            case .cell: "34"
            case .selected: "1;33"
            case .moving: "1;31"
            case .supplementary: "2"
            case .inserted: "1;32"
            case .ghost: "2;31"
            }
        }
    }

    struct Canvas {
        let columns: Int
        let rows: Int
        var cells: [[Character]]
        /// Box-drawing replacements and styles, by cell (only for terminal pictures).
        var fancy: [[Character?]]
        var styles: [[BoxStyle?]]

        init(columns: Int, rows: Int) {
            self.columns = columns
            self.rows = rows
            cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
            fancy = Array(repeating: Array(repeating: nil, count: columns), count: rows)
            styles = Array(repeating: Array(repeating: nil, count: columns), count: rows)
        }

        /// The framed picture: ASCII by default; box drawing and colour when asked.
        func lines(options: PictureOptions) -> [String] {
            guard options.boxDrawing || options.colour else {
                let edge = "+" + String(repeating: "-", count: columns) + "+"
                return [edge] + cells.map { "|" + String($0) + "|" } + [edge]
            }
            let h: Character = options.boxDrawing ? "─" : "-", v: Character = options.boxDrawing ? "│" : "|"
            let top = String(options.boxDrawing ? "┌" : "+") + String(repeating: h, count: columns) + String(options.boxDrawing ? "┐" : "+")
            let bottom = String(options.boxDrawing ? "└" : "+") + String(repeating: h, count: columns) + String(options.boxDrawing ? "┘" : "+")
            var out = [top]
            for r in 0..<rows {
                var line = String(v)
                var current: BoxStyle?
                for c in 0..<columns {
                    let style = styles[r][c]
                    if options.colour && style != current {
                        line += current == nil ? "" : "\(ViewportPicture.colourMarker)[0m"
                        if let style { line += "\(ViewportPicture.colourMarker)[\(style.colour)m" }
                        current = style
                    }
                    line.append(options.boxDrawing ? (fancy[r][c] ?? cells[r][c]) : cells[r][c])
                }
                if options.colour && current != nil { line += "\(ViewportPicture.colourMarker)[0m" }
                out.append(line + String(v))
            }
            return out + [bottom]
        }

        /// A list row's separator (docs/compositional.md §5.4) on the bottom edge of its box: the
        /// plain edge from its leading inset to its end becomes `_` (`┈` in box drawing); corners
        /// and the edges of selected or moving boxes stay.
        mutating func separator(row r: Int, c0: Int, c1: Int) {
            guard r >= 0, r < rows else { return }
            let left = max(0, c0), right = min(columns - 1, c1)
            guard left <= right else { return }
            for c in left...right where cells[r][c] == "-" && styles[r][c] == .cell {
                cells[r][c] = "_"
                fancy[r][c] = "┈"
            }
        }

        /// Draws a box spanning columns c0...c1 and rows r0...r1 (may extend past the canvas).
        mutating func box(c0: Int, r0: Int, c1: Int, r1: Int, style: BoxStyle, label: String) {
            let left = max(0, c0), right = min(columns - 1, c1)
            let top = max(0, r0), bottom = min(rows - 1, r1)
            guard left <= right, top <= bottom else { return }
            let drawsLeft = c0 >= 0, drawsRight = c1 < columns
            let drawsTop = r0 >= 0, drawsBottom = r1 < rows
            for r in top...bottom {
                let horizontalEdge = (r == r0 && drawsTop) || (r == r1 && drawsBottom)
                for c in left...right {
                    let verticalEdge = (c == c0 && drawsLeft) || (c == c1 && drawsRight)
                    let character: Character = switch (horizontalEdge, verticalEdge) {
                    case (true, true): style.corner
                    case (true, false): style.horizontal
                    case (false, true): style.vertical
                    case (false, false): " "
                    }
                    cells[r][c] = character
                    let box = style.boxDrawing
                    fancy[r][c] = switch (horizontalEdge, verticalEdge) {
                    case (true, true): r == r0 ? (c == c0 ? box.2 : box.3) : (c == c0 ? box.4 : box.5)
                    case (true, false): box.0
                    case (false, true): box.1
                    case (false, false): nil
                    }
                    styles[r][c] = style
                }
            }
            // Label: the middle row between the drawn edges, centred between the drawn sides.
            let innerTop = drawsTop ? r0 + 1 : top, innerBottom = drawsBottom ? r1 - 1 : bottom
            let innerLeft = drawsLeft ? c0 + 1 : left, innerRight = drawsRight ? c1 - 1 : right
            guard innerTop <= innerBottom, innerLeft <= innerRight else { return }
            let labelRow = (innerTop + innerBottom) / 2
            let room = innerRight - innerLeft + 1
            var label = Substring(label.filter { $0 != ViewportPicture.colourMarker })
            if label.count > room, let bracket = label.lastIndex(of: "["), bracket > label.startIndex,
               label[label.index(before: bracket)] == " " {
                label = label[..<label.index(before: bracket)]  // no room for the index path: the name alone
            }
            let text = Array(label.count > room ? label.prefix(room) : label)
            let start = innerLeft + (room - text.count) / 2
            for (i, character) in text.enumerated() {
                let c = start + i
                if c >= 0 && c < columns { cells[labelRow][c] = character; fancy[labelRow][c] = nil }
            }
        }
    }

    /// Stands for ESC in coloured pictures until the transcript has escaped every control
    /// character of the input (`String.withColourMarkers`): a label can never carry one.
    static let colourMarker: Character = "\u{E000}"

    /// Where a terminal picture goes (`show layout` in the REPL); the defaults are the goldens'.
    public struct PictureOptions: Sendable, Equatable {
        /// Columns, including the frame (a terminal's width).
        public var width = 80
        /// The most interior rows (a terminal's height less the prompt and the legend).
        public var maxRows = ViewportPicture.maxRows
        /// Sized to a terminal: crop the empty space under the content, index paths in labels.
        public var isTerminal = false
        public var indexLabels = false
        public var boxDrawing = false
        public var colour = false

        public init() {}

        /// A picture for a terminal of `columns` × `lines`.
        public static func terminal(columns: Int, lines: Int, boxDrawing: Bool, colour: Bool) -> PictureOptions {
            var options = PictureOptions()
            options.isTerminal = true
            options.width = max(20, min(columns, 1000))
            options.maxRows = max(6, min(lines - 8, ViewportPicture.maxRows))
            options.indexLabels = true
            options.boxDrawing = boxDrawing
            options.colour = colour
            return options
        }
    }

    /// A Double grid coordinate as an Int, clamped far outside any canvas.
    static func clampedInt(_ value: Double) -> Int {
        guard value.isFinite else { return value > 0 ? 1_000_000 : -1_000_000 }
        return Int(min(1_000_000, max(-1_000_000, value)))
    }
}
