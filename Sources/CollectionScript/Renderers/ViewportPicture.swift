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
///   item: `*` edges and corners (drawn last, on top); headers/footers: `+` corners, `=` edges.
/// - An edge cut off by the viewport is not drawn (the box is open on that side).
/// - Elements are drawn by zIndex, then in the given order; a later box covers an earlier one.
/// - Each box's label (the given label, else the index path; headers "header s" / footers
///   "footer s", or "<section label> header") is centred in the box's visible interior,
///   truncated to fit; a box with no interior has no label.
public enum ViewportPicture {
    /// The most interior rows a picture has (a very tall viewport is squeezed to fit).
    public static let maxRows = 120

    /// The picture as lines (no trailing newlines), each exactly `width` characters.
    public static func render(elements: [LayoutAttributes], labels: [IndexPath: String] = [:],
                              sectionLabels: [Int: String] = [:], selected: Set<IndexPath> = [],
                              moving: IndexPath? = nil, visibleRect: Rect, width: Int = 80) -> [String] {
        let columns = max(8, width) - 2
        let view = visibleRect
        guard view.width > 0, view.height > 0, view.width.isFinite, view.height.isFinite,
              view.minX.isFinite, view.minY.isFinite else {
            let edge = "+" + String(repeating: "-", count: columns) + "+"
            return [edge, edge]
        }
        let scaleX = Double(columns) / view.width
        let idealRows = (view.height * scaleX / 2).rounded()
        let rows = idealRows.isFinite ? min(maxRows, max(1, Int(min(idealRows, Double(maxRows))))) : maxRows
        let scaleY = Double(rows) / view.height
        var canvas = Canvas(columns: columns, rows: rows)

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
                style = isMoving(element) ? .moving : selected.contains(element.indexPath) ? .selected : .cell
                label = labels[element.indexPath] ?? element.indexPath.description
            } else {
                style = .supplementary
                let kind = element.kind == .sectionFooter ? "footer" : "header"
                let s = element.indexPath.section
                label = sectionLabels[s].map { "\($0) \(kind)" } ?? "\(kind) \(s)"
            }
            let f = element.frame
            guard f.width > 0, f.height > 0, f.intersects(view) else { continue }
            func column(_ x: Double) -> Int { clampedInt(((x - view.minX) * scaleX + 0.5).rounded(.down)) }
            func row(_ y: Double) -> Int { clampedInt(((y - view.minY) * scaleY + 0.5).rounded(.down)) }
            let c0 = column(f.minX), r0 = row(f.minY)
            let c1 = max(c0, column(f.maxX) - 1), r1 = max(r0, row(f.maxY) - 1)
            canvas.box(c0: c0, r0: r0, c1: c1, r1: r1, style: style, label: label)
        }
        let edge = "+" + String(repeating: "-", count: columns) + "+"
        return [edge] + canvas.cells.map { "|" + String($0) + "|" } + [edge]
    }

    enum BoxStyle {
        case cell, selected, moving, supplementary

        var horizontal: Character {
            switch self {
            case .cell: "-"
            case .selected: "#"
            case .moving: "*"
            case .supplementary: "="
            }
        }

        var vertical: Character {
            switch self {
            case .cell, .supplementary: "|"
            case .selected: "#"
            case .moving: "*"
            }
        }

        var corner: Character {
            switch self {
            case .cell, .supplementary: "+"
            case .selected: "#"
            case .moving: "*"
            }
        }
    }

    struct Canvas {
        let columns: Int
        let rows: Int
        var cells: [[Character]]

        init(columns: Int, rows: Int) {
            self.columns = columns
            self.rows = rows
            cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
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
                }
            }
            // Label: the middle row between the drawn edges, centred between the drawn sides.
            let innerTop = drawsTop ? r0 + 1 : top, innerBottom = drawsBottom ? r1 - 1 : bottom
            let innerLeft = drawsLeft ? c0 + 1 : left, innerRight = drawsRight ? c1 - 1 : right
            guard innerTop <= innerBottom, innerLeft <= innerRight else { return }
            let labelRow = (innerTop + innerBottom) / 2
            let room = innerRight - innerLeft + 1
            let text = Array(label.count > room ? label.prefix(room) : Substring(label))
            let start = innerLeft + (room - text.count) / 2
            for (i, character) in text.enumerated() {
                let c = start + i
                if c >= 0 && c < columns { cells[labelRow][c] = character }
            }
        }
    }

    /// A Double grid coordinate as an Int, clamped far outside any canvas.
    static func clampedInt(_ value: Double) -> Int {
        guard value.isFinite else { return value > 0 ? 1_000_000 : -1_000_000 }
        return Int(min(1_000_000, max(-1_000_000, value)))
    }
}
