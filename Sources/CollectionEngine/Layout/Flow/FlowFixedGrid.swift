/// A plain fixed section's cell grid as plain numbers, copied out of its `FlowSectionGeometry`
/// (issue 37): the visible query's cell loop reads only these and a `FlowFrameMapping`, so it
/// copies no section (with its arrays and optional row tables) and no geometry per query, and
/// iterates half-open integer ranges (a `ClosedRange<Int>` loop went through generic value
/// witnesses). Every type the loop touches is trivially copyable: no value witness, no retain.
struct FlowFixedGrid {
    var itemCount: Int
    var rows: Int
    var columns: Int
    var itemsStart: Double
    var firstCross: Double
    var rowPitch: Double
    var columnPitch: Double
    var itemCrossLength: Double
    var itemMainLength: Double

    /// The grid of a fixed section whose main-axis positions lie `shift` further on (the lazy shift).
    /// `borrowing`: reads the stored section in place (an owned argument was a copy of the
    /// section, its arrays retained through the value witnesses).
    @inline(__always)
    init(_ section: borrowing FlowSectionGeometry, shift: Double) {
        itemCount = section.itemCount
        rows = section.rows
        columns = section.columns
        itemsStart = section.itemsStart + shift
        firstCross = section.firstCross
        rowPitch = section.rowPitch
        columnPitch = section.columnPitch
        itemCrossLength = section.itemCrossLength
        itemMainLength = section.itemMainLength
    }

    /// The rows and columns whose cells may meet the widened logical ranges; nil when none can.
    @inline(__always)
    func cells(cross: ClosedRange<Double>, main: ClosedRange<Double>) -> (rows: Range<Int>, columns: Range<Int>)? {
        guard itemCount > 0, rows > 0, columns > 0 else { return nil }
        let lastRow = rows - 1
        var firstR = 0, lastR = lastRow
        if rowPitch > 0 {
            firstR = clampedIndex(LayoutRounding.floor((main.lowerBound - itemsStart - itemMainLength) / rowPitch), 0...lastRow)
            lastR = clampedIndex(LayoutRounding.floor((main.upperBound - itemsStart) / rowPitch), 0...lastRow)
        }
        let lastColumn = min(columns, itemCount) - 1
        var firstC = 0, lastC = lastColumn
        if columnPitch > 0 {
            firstC = clampedIndex(LayoutRounding.floor((cross.lowerBound - firstCross - itemCrossLength) / columnPitch), 0...lastColumn)
            lastC = clampedIndex(LayoutRounding.floor((cross.upperBound - firstCross) / columnPitch), 0...lastColumn)
        }
        guard firstR <= lastR, firstC <= lastC else { return nil }
        return (firstR..<lastR + 1, firstC..<lastC + 1)
    }

    /// The physical frame of the cell at (row, column).
    @inline(__always)
    func frame(row r: Int, column c: Int, _ mapping: FlowFrameMapping) -> Rect {
        mapping.physicalFrame(cross: cross(column: c), main: main(row: r),
                              crossLength: itemCrossLength, mainLength: itemMainLength)
    }

    /// The logical, unrounded cross-axis origin of column `c`.
    @inline(__always)
    func cross(column c: Int) -> Double { firstCross + columnPitch * Double(c) }

    /// The logical, unrounded main-axis origin of row `r`.
    @inline(__always)
    func main(row r: Int) -> Double { itemsStart + rowPitch * Double(r) }

    /// Appends, in item order, the attributes of the cells of `cells` (section `s`) whose frames
    /// intersect `rect`: the cells `frame(row:column:)` and `Rect.intersects` would pick, with the
    /// same frames. A cell's frame is its column's physical cross origin and its row's physical
    /// main origin, and it meets `rect` when its column meets it on the cross axis and its row on
    /// the main axis; so each column and each row is rounded, mirrored and tested once, and a cell
    /// costs one store. Stops when `span` is full (never past the caller's bound).
    @inline(__always)
    func appendCells(section s: Int, _ cells: (rows: Range<Int>, columns: Range<Int>), meeting rect: Rect,
                     _ mapping: FlowFrameMapping, into span: inout OutputSpan<LayoutAttributes>) {
        // An empty frame meets nothing (Rect.intersects); NaN lengths are not empty.
        guard !(itemCrossLength <= 0 || itemMainLength <= 0) else { return }
        let crossIsX = !mapping.isHorizontal
        let firstColumn = cells.columns.lowerBound
        withUnsafeTemporaryAllocation(of: Double.self, capacity: cells.columns.count) { crossOrigins in
            // Each column's physical cross origin, or NaN when the column misses `rect` (an origin
            // that meets it is never NaN).
            for i in 0..<crossOrigins.count {
                let origin = mapping.physicalOrigin(cross(column: firstColumn + i), length: itemCrossLength, onX: crossIsX)
                crossOrigins[i] = mapping.meets(rect, origin: origin, length: itemCrossLength, onX: crossIsX) ? origin : .nan
            }
            for r in cells.rows {
                let mainOrigin = mapping.physicalOrigin(main(row: r), length: itemMainLength, onX: !crossIsX)
                guard mapping.meets(rect, origin: mainOrigin, length: itemMainLength, onX: !crossIsX) else { continue }
                let rowFirstItem = r * columns
                let end = min(cells.columns.upperBound, itemCount - rowFirstItem)   // the last row may be short
                for c in firstColumn..<max(firstColumn, end) {
                    let crossOrigin = crossOrigins[c - firstColumn]
                    guard !crossOrigin.isNaN else { continue }
                    guard !span.isFull else { return }
                    let frame = mapping.frame(crossOrigin: crossOrigin, mainOrigin: mainOrigin,
                                              crossLength: itemCrossLength, mainLength: itemMainLength)
                    span.append(LayoutAttributes(indexPath: IndexPath(s, rowFirstItem + c), frame: frame))
                }
            }
        }
    }
}

/// From logical, unrounded frames to physical ones (`FlowLayoutGeometry.physicalFrame`): the
/// few numbers it needs, so a loop can hold them in registers.
struct FlowFrameMapping {
    var scale: Double
    var isHorizontal: Bool
    var isRightToLeft: Bool
    var contentWidth: Double

    /// Rounds an origin coordinate to the pixel grid: round(v·scale)/scale, half away from zero.
    @inline(__always)
    func pixelRound(_ value: Double) -> Double {
        LayoutRounding.round(value * scale) / scale
    }

    /// Turns a logical, unrounded frame into a physical one: round the origin, transpose, mirror.
    @inline(__always)
    func physicalFrame(cross: Double, main: Double, crossLength: Double, mainLength: Double) -> Rect {
        frame(crossOrigin: physicalOrigin(cross, length: crossLength, onX: !isHorizontal),
              mainOrigin: physicalOrigin(main, length: mainLength, onX: isHorizontal),
              crossLength: crossLength, mainLength: mainLength)
    }

    /// One axis of `physicalFrame`: a logical origin rounded to the pixel grid, then, when it
    /// lands on x (`onX`: the cross axis when vertical, the main axis when horizontal) in a
    /// right-to-left layout, mirrored (x' = contentWidth − x − width).
    @inline(__always)
    func physicalOrigin(_ value: Double, length: Double, onX: Bool) -> Double {
        let v = pixelRound(value)
        return onX && isRightToLeft ? contentWidth - v - length : v
    }

    /// The physical frame from the physical origins on the cross and main axes (transposed when
    /// horizontal).
    @inline(__always)
    func frame(crossOrigin: Double, mainOrigin: Double, crossLength: Double, mainLength: Double) -> Rect {
        isHorizontal
            ? Rect(x: mainOrigin, y: crossOrigin, width: mainLength, height: crossLength)
            : Rect(x: crossOrigin, y: mainOrigin, width: crossLength, height: mainLength)
    }

    /// One axis of `Rect.intersects` for a non-empty frame: whether `[origin, origin + length)` on
    /// x (`onX`) or y overlaps `rect`.
    @inline(__always)
    func meets(_ rect: Rect, origin: Double, length: Double, onX: Bool) -> Bool {
        onX ? rect.overlapsX(origin, length) : rect.overlapsY(origin, length)
    }
}

/// `FlowLayout.fixedGridAttributes(in:)`'s writer: everything it reads besides the sections, as
/// plain numbers (issue 37). The closures that write the answer capture this and the sections'
/// storage, never the layout or its geometry: a captured struct holding arrays is copied, arrays
/// retained, through its value witness on every query.
struct FlowFixedGridQuery {
    var rect: Rect
    var ranges: FlowQueryRanges
    var mapping: FlowFrameMapping
    var lazyShift: FlowLazyShift
    var supplementaries: FlowSupplementaryPlacement

    /// A section's cell grid, `shift` applied, when it takes the plain fixed path (one size, no
    /// per-item rows); nil otherwise. Reads the section in place.
    @inline(__always)
    static func plainFixedGrid(_ section: borrowing FlowSectionGeometry, shift: Double) -> FlowFixedGrid? {
        guard section.isPlainFixed else { return nil }
        return FlowFixedGrid(section, shift: shift)
    }

    /// How many elements the sections the rect may meet can hold at most (a header, a footer and
    /// the cells of the row and column ranges each); nil when one of them is not a plain fixed grid.
    func bound(_ sections: UnsafeBufferPointer<FlowSectionGeometry>) -> Int? {
        var bound = 0
        for s in ranges.sections where lazyShift.meets(sections[s], s, main: ranges.main) {
            guard let grid = Self.plainFixedGrid(sections[s], shift: lazyShift.of(s)) else { return nil }
            bound += 2
            if let cells = grid.cells(cross: ranges.cross, main: ranges.main) {
                bound += cells.rows.count * cells.columns.count
            }
        }
        return bound
    }

    /// Appends, for each section the rect may meet (every one a plain fixed grid), its header, its
    /// cells and its footer when they intersect the rect.
    func append(_ sections: UnsafeBufferPointer<FlowSectionGeometry>, into span: inout OutputSpan<LayoutAttributes>) {
        for s in ranges.sections where lazyShift.meets(sections[s], s, main: ranges.main) {
            let shift = lazyShift.of(s)
            guard let grid = Self.plainFixedGrid(sections[s], shift: shift) else { continue }   // checked by the caller
            if sections[s].headerLength > 0, !span.isFull,
               let header = supplementaries.attributes(isHeader: true, s, sections[s], shift: shift),
               rect.intersects(header.frame) {
                span.append(header)
            }
            if let cells = grid.cells(cross: ranges.cross, main: ranges.main) {
                grid.appendCells(section: s, cells, meeting: rect, mapping, into: &span)
            }
            if sections[s].footerLength > 0, !span.isFull,
               let footer = supplementaries.attributes(isHeader: false, s, sections[s], shift: shift),
               rect.intersects(footer.frame) {
                span.append(footer)
            }
        }
    }
}
