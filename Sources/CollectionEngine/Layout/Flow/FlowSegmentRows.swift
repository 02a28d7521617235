/// A flow-layout section whose items all have one default size except a few per-item overrides
/// of any size, laid out in SEGMENTS instead of per-item arrays (issue 13 §4, docs/layout.md §2.11).
///
/// With one default size the greedy row breaking of docs/layout.md §2.5 puts the same number of
/// items `c` in every row of default items, so between overrides the rows are *uniform*: `c`
/// items, one length, one set of cross origins, starts in arithmetic progression. Around each
/// override the rows are *irregular*: the greedy rule is run item by item from the start of the
/// uniform row that contains the override until a row starts with at least `c` default items
/// ahead (the rows are uniform again, at a new phase). The section is a list of blocks in item
/// order — a run of uniform rows, or one irregular row with its own cross origins — and every
/// query binary-searches the blocks: O(log m) per item, row or position, nothing per item
/// without an override. A prepare builds the blocks in O(m·c) (m overrides, c columns).
///
/// Bit-identical to the dense path (`SectionBuilder.buildRows`), which stays the reference:
/// - cross origins, row lengths, justification, the last-row rule and the too-wide quirk are the
///   dense loop's own statements run on the same sizes (a uniform row is simulated once);
/// - row starts: the dense path adds `length + line` row after row; here a uniform run's row `i`
///   starts at `start + i·(h + line)`. Both are exact, hence equal, when every main-axis quantity
///   is a multiple of 2^-16 and the section's extent stays below 2^36 (`isExact`); any other
///   section takes the dense path. Scripts write integers and halves, so that is every section.
///
/// Limits (dense path then, same output, O(n) per prepare): a default item wider than the row,
/// negative spacings, more than `maximumColumns` columns, more overrides than half the items
/// (beyond 64), a main-axis quantity off the 2^-16 grid.
struct FlowSegmentRows: Equatable, Sendable {
    static let maximumColumns = 4096

    /// A run of `rowCount` uniform rows (`isUniform`), or one irregular row whose items' cross
    /// origins are `itemCross[crossBase ..< crossBase + itemCount]`.
    struct Block: Equatable, Sendable {
        var firstItem: Int
        var firstRow: Int
        var rowCount: Int
        var itemCount: Int
        /// Main-axis start of the block's first row.
        var start: Double
        /// Row length of an irregular row (a uniform row is `defaultMain` long).
        var length: Double
        var crossBase: Int
        var isUniform: Bool
    }

    /// One row as a query sees it.
    struct Row {
        var start: Double
        var length: Double
        var items: Range<Int>
        var block: Int
    }

    var itemCount: Int
    var columns: Int
    var rowCount = 0
    /// Logical (cross, main) lengths of an item without an override (sanitised).
    var defaultCross: Double
    var defaultMain: Double
    var pitch: Double
    /// Overrides in item order (logical, sanitised lengths).
    var overrideKeys: [Int] = []
    var overrideCross: [Double] = []
    var overrideMain: [Double] = []
    var blocks: [Block] = []
    /// Cross origins of a uniform row's items.
    var uniformCross: [Double] = []
    /// Cross origins of the irregular rows' items (flat).
    var itemCross: [Double] = []

    /// Logical size of item `k`.
    func logicalSize(_ k: Int) -> (cross: Double, main: Double) {
        let i = partition(0, overrideKeys.count) { overrideKeys[$0] >= k }
        if i < overrideKeys.count && overrideKeys[i] == k { return (overrideCross[i], overrideMain[i]) }
        return (defaultCross, defaultMain)
    }

    /// Global row `r` (0 ..< rowCount).
    func row(_ r: Int) -> Row {
        let b = partition(0, blocks.count) { blocks[$0].firstRow > r } - 1
        let block = blocks[b]
        if block.isUniform {
            let i = r - block.firstRow
            let first = block.firstItem + i * columns
            return Row(start: block.start + Double(i) * pitch, length: defaultMain, items: first..<(first + columns), block: b)
        }
        return Row(start: block.start, length: block.length, items: block.firstItem..<(block.firstItem + block.itemCount), block: b)
    }

    /// The global row holding item `k` (0 ..< itemCount).
    func row(ofItem k: Int) -> Int {
        let b = partition(0, blocks.count) { blocks[$0].firstItem > k } - 1
        let block = blocks[b]
        return block.isUniform ? block.firstRow + (k - block.firstItem) / columns : block.firstRow
    }

    /// Cross origin of item `k` of `row`.
    @inline(__always)
    func cross(_ k: Int, in row: Row) -> Double {
        let block = blocks[row.block]
        return block.isUniform ? uniformCross[k - row.items.lowerBound] : itemCross[block.crossBase + k - block.firstItem]
    }

    /// The logical, unrounded frame of item `k` (cross, main, crossLength, mainLength), by the
    /// dense path's expression.
    func logicalItemFrame(_ k: Int) -> (Double, Double, Double, Double) {
        let r = row(row(ofItem: k))
        let size = logicalSize(k)
        return (cross(k, in: r), r.start + (r.length - size.main) / 2, size.cross, size.main)
    }

    /// True when `value` is a multiple of 2^-16 below 2^36 in magnitude (sums and products of such
    /// values below 2^36 are exact in Double).
    static func onGrid(_ value: Double) -> Bool {
        guard value.isFinite, abs(value) < 0x1p36 else { return false }
        let scaled = value * 0x1p16
        return scaled.rounded(.towardZero) == scaled
    }
}

extension FlowSegmentRows {
    /// The one size every item has once sanitised (non-finite or negative → 0), when they all
    /// have one — the dense path then takes the fixed-size path — with whether any item's size
    /// was negative. `count` items; the overrides past it are ignored; items without one have
    /// `fallback`. O(m).
    static func commonSize(of sizes: SizeTree, fallback: Size, count: Int) -> (size: Size, sawNegative: Bool)? {
        func clean(_ size: Size) -> Size {
            Size(width: size.width.isFinite ? max(0, size.width) : 0, height: size.height.isFinite ? max(0, size.height) : 0)
        }
        var inRange = 0
        var common: Size? = nil
        var equal = true
        var negative = false
        sizes.forEach { k, size in
            guard equal, k >= 0, k < count else { return }
            inRange += 1
            let s = clean(size)
            if size.width < 0 || size.height < 0 { negative = true }
            if let c = common, c != s { equal = false }
            common = common ?? s
        }
        guard equal, count > 0 else { return nil }
        if inRange < count {
            let s = clean(fallback)
            if let c = common, c != s { return nil }
            if fallback.width < 0 || fallback.height < 0 { negative = true }
            common = s
        }
        guard let size = common else { return nil }
        return (size, negative)
    }
}

/// What building a segment section produced besides the geometry (as the dense `buildRows`).
struct FlowSegmentBuild {
    var rows: FlowSegmentRows
    var end: Double
    var lower: Double
    var upper: Double
    var tooWide: Int
    var sawNegative: Bool
}

extension FlowSegmentRows {
    /// Lays out `count` items of logical default size (`cross`, `main`) with the overrides in
    /// `sizes` (physical, by item index), or nil when the section does not qualify (see the type's
    /// limits). `fallback` is the sanitised default; `horizontal` picks the logical axes.
    static func build(sizes: SizeTree, fallback: Size, horizontal: Bool, count: Int, available: Double,
                      interitem: Double, line: Double, leading: Double, itemsStart: Double) -> FlowSegmentBuild? {
        let w = horizontal ? fallback.height : fallback.width
        let h = horizontal ? fallback.width : fallback.height
        guard count > 0, interitem >= 0, line >= 0, w <= available, sizes.count <= max(64, count / 2),
              onGrid(h), onGrid(line), onGrid(itemsStart) else { return nil }
        // Columns of default items: the greedy rule of §2.5 on identical items.
        var c = 0
        var uniformRemaining = available
        repeat {
            c += 1
            if c > maximumColumns { return nil }
            uniformRemaining -= w + interitem
        } while !(w > uniformRemaining)
        var seg = FlowSegmentRows(itemCount: count, columns: c, defaultCross: w, defaultMain: h, pitch: h + line)
        var sawNegative = false
        var maxMain = h
        var gridOK = true
        sizes.forEach { k, size in
            guard k >= 0, k < count else { return }
            if size.width < 0 || size.height < 0 { sawNegative = true }
            var cw = horizontal ? size.height : size.width
            var ch = horizontal ? size.width : size.height
            cw = cw.isFinite ? max(0, cw) : 0
            ch = ch.isFinite ? max(0, ch) : 0
            if !onGrid(ch) { gridOK = false }
            maxMain = max(maxMain, ch)
            seg.overrideKeys.append(k)
            seg.overrideCross.append(cw)
            seg.overrideMain.append(ch)
        }
        // Every row start is then a sum of grid values below 2^36: exact in any order.
        guard gridOK, abs(itemsStart) + Double(count + 2) * (maxMain + line) < 0x1p36 else { return nil }

        // A uniform row, as the dense closeRow(justify: true) computes it.
        do {
            var sumWidth = 0.0
            for _ in 0..<c { sumWidth += w }
            var (x, gap) = FlowRowJustification.placement(justify: true, itemCount: c, sumWidth: sumWidth,
                                                          available: available, leading: leading, interitem: interitem)
            seg.uniformCross.reserveCapacity(c)
            for _ in 0..<c {
                seg.uniformCross.append(x)
                x += w + gap
            }
        }

        var y = itemsStart
        var lower = y, upper = y
        var tooWide = 0
        var closedRows = 0
        var lastClosedRemaining = 0.0
        var allSingle = true
        var k = 0
        var o = 0   // next override at or after k
        var rowIndex = 0
        let m = seg.overrideKeys.count
        while k < count {
            while o < m && seg.overrideKeys[o] < k { o += 1 }
            let p = o < m ? seg.overrideKeys[o] : count
            // Full rows of default items each followed by a default item (an override after a row
            // might still fit in it); the section's last row stays irregular.
            let runRows = (p - k - 1) / c
            if runRows > 0 {
                seg.blocks.append(Block(firstItem: k, firstRow: rowIndex, rowCount: runRows, itemCount: runRows * c,
                                        start: y, length: h, crossBase: 0, isUniform: true))
                if c != 1 { allSingle = false }
                closedRows += runRows
                lastClosedRemaining = uniformRemaining
                let lastStart = y + Double(runRows - 1) * seg.pitch
                upper = max(upper, lastStart + h)
                y += Double(runRows) * seg.pitch
                k += runRows * c
                rowIndex += runRows
                continue
            }
            // One irregular row: the dense loop from item k.
            var remaining = available
            var rowItems = 0
            var sumWidth = 0.0, rowHeight = 0.0
            var j = k, oj = o
            while j < count {
                var iw = w, ih = h
                if oj < m && seg.overrideKeys[oj] == j { iw = seg.overrideCross[oj]; ih = seg.overrideMain[oj] }
                if rowItems > 0 && iw > remaining { break }
                if iw > available {
                    tooWide += 1
                    if j == 0 { y += line }   // §2.5 quirk, as the dense path
                }
                rowItems += 1
                sumWidth += iw
                rowHeight = max(rowHeight, ih)
                remaining -= iw + interitem
                if oj < m && seg.overrideKeys[oj] == j { oj += 1 }
                j += 1
            }
            let isLast = j == count
            if rowItems != 1 { allSingle = false }
            let justify = isLast ? (allSingle || (closedRows >= 1 && remaining == lastClosedRemaining)) : true
            if !isLast {
                closedRows += 1
                lastClosedRemaining = remaining
            }
            var (x, gap) = FlowRowJustification.placement(justify: justify, itemCount: rowItems, sumWidth: sumWidth,
                                                          available: available, leading: leading, interitem: interitem)
            let base = seg.itemCross.count
            var oi = o
            for i in k..<j {
                seg.itemCross.append(x)
                var iw = w
                if oi < m && seg.overrideKeys[oi] == i { iw = seg.overrideCross[oi]; oi += 1 }
                x += iw + gap
            }
            seg.blocks.append(Block(firstItem: k, firstRow: rowIndex, rowCount: 1, itemCount: j - k,
                                    start: y, length: rowHeight, crossBase: base, isUniform: false))
            lower = min(lower, y)
            upper = max(upper, y + rowHeight)
            y += rowHeight + line
            rowIndex += 1
            k = j
            o = oj
        }
        seg.rowCount = rowIndex
        return FlowSegmentBuild(rows: seg, end: y - line, lower: lower, upper: upper,
                                tooWide: tooWide, sawNegative: sawNegative)
    }
}

extension FlowLayout {
    /// visitItems for a segment section: the dense path's row and item searches over the blocks.
    func visitSegmentItems(_ seg: FlowSegmentRows, rect: Rect, cross: ClosedRange<Double>,
                           main: ClosedRange<Double>, _ body: (Int, Rect) -> Void) {
        let g = geometry
        let firstRow = partition(0, seg.rowCount) { let r = seg.row($0); return r.start + r.length >= main.lowerBound }
        let endRow = partition(firstRow, seg.rowCount) { seg.row($0).start > main.upperBound }
        for r in firstRow..<max(firstRow, endRow) {
            let row = seg.row(r)
            let first = partition(row.items.lowerBound, row.items.upperBound) {
                seg.cross($0, in: row) + seg.logicalSize($0).cross >= cross.lowerBound
            }
            let end = partition(first, row.items.upperBound) { seg.cross($0, in: row) > cross.upperBound }
            for k in first..<max(first, end) {
                let size = seg.logicalSize(k)
                let frame = g.physicalFrame(cross: seg.cross(k, in: row), main: row.start + (row.length - size.main) / 2,
                                            crossLength: size.cross, mainLength: size.main)
                if rect.intersects(frame) { body(k, frame) }
            }
        }
    }

    /// nearestItem for a segment section: the dense path's rule over the blocks.
    func nearestSegmentItem(_ seg: FlowSegmentRows, cross p: Double, main m: Double) -> Int? {
        let after = partition(0, seg.rowCount) { seg.row($0).start > m }
        for r in max(0, after - 1)..<after {
            let row = seg.row(r)
            guard m >= row.start && m < row.start + row.length else { continue }
            let items = row.items
            func distance(_ k: Int) -> Double { abs(seg.cross(k, in: row) + seg.logicalSize(k).cross / 2 - p) }
            let split = partition(items.lowerBound, items.upperBound) {
                seg.cross($0, in: row) + seg.logicalSize($0).cross / 2 >= p
            }
            let range = max(items.lowerBound, split - 1)..<min(items.upperBound, split + 1)
            var best = range.lowerBound
            for k in range where distance(k) < distance(best) { best = k }
            return best
        }
        return nil
    }
}
