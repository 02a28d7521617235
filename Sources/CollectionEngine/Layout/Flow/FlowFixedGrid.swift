/// A plain fixed section's cell grid as plain numbers, copied out of its `FlowSectionGeometry`
/// (issue 37): the visible query's cell loop reads only these and a `FlowFrameMapping`, so it
/// copies no section (with its arrays and optional row tables) and no geometry per query, and
/// iterates half-open integer ranges (a `ClosedRange<Int>` loop went through generic value
/// witnesses).
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
    @inline(__always)
    init(_ section: FlowSectionGeometry, shift: Double) {
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
        mapping.physicalFrame(cross: firstCross + columnPitch * Double(c), main: itemsStart + rowPitch * Double(r),
                              crossLength: itemCrossLength, mainLength: itemMainLength)
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
        let c = pixelRound(cross)
        let m = pixelRound(main)
        var rect = isHorizontal
            ? Rect(x: m, y: c, width: mainLength, height: crossLength)
            : Rect(x: c, y: m, width: crossLength, height: mainLength)
        if isRightToLeft {
            rect.origin.x = contentWidth - rect.origin.x - rect.size.width
        }
        return rect
    }
}
