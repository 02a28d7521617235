/// A flow-layout section whose items share one cross-axis length but may differ on the scrolling
/// axis, laid out from a sparse `SizeTree` of overrides instead of per-item arrays
/// (docs/self-sizing.md §6).
///
/// With one cross length `w`, the greedy row breaking of docs/layout.md §2.5 puts the same number of
/// items `c` in every row, so row `r` holds items `rc ..< rc + c` and only row *lengths* vary: a row
/// is as long as its longest item, `h` (the default) for a row without overrides. Rows with a
/// different length are kept in a second sparse tree (`rows`; the item tree itself when c = 1),
/// and
///
///     rowStart(r) = itemsStart + r·(h + line) + Σ_{stored rows q < r} (length(q) − h)
///
/// is a prefix sum over the stored rows: O(log m). The row at a scroll position is a descent of
/// the same tree. Nothing is stored per item without an override, so a million estimated items
/// cost nothing, and one measured cell changes one tree entry.
///
/// Cross positions follow §2.5/§2.6 exactly as the dense path computes them (cumulative sums in
/// the same order): full rows justified, a section of single items centred, the last row
/// justified only when it is full and not the only row, else left-aligned at the interitem spacing.
///
/// Limits (the section then takes the dense path, identical output, O(n) per prepare): an override
/// whose cross length differs from the default, negative or non-finite sizes, negative spacings,
/// an item wider than the section, more than `maximumColumns` columns, h + line = 0.
/// Row starts are computed as products and prefix sums rather than the dense path's running sum:
/// identical when every main-axis length, the line spacing and the items' start are multiples of
/// 2^-16 and the section stays below 2^36 points (every sum is then exact); a section off that grid
/// (tenths, thirds) takes the dense path, so frames are bit-identical either way.
struct FlowSparseRows: Equatable, Sendable {
    /// Above this many columns the section takes the dense path (a row update costs O(c)).
    static let maximumColumns = 64

    /// Overrides by item index (physical sizes). Empty in a prepared geometry when they are the
    /// layout's measured sizes of section `measuredSection`, which queries look up
    /// (`FlowLayout.withSizes(_:)`).
    var sizes: SizeTree
    var measuredSection: Int? = nil
    /// Rows whose length differs from `defaultMain`, by row index (length stored in both
    /// components); unused (empty) when `columns == 1`, where `sizes` is the row tree.
    var rows: SizeTree
    var isHorizontal: Bool
    var itemCount: Int
    var columns: Int
    var rowCount: Int
    /// Logical lengths shared by every item (cross) and of an item without an override (main).
    var crossLength: Double
    var defaultMain: Double
    var line: Double
    var interitem: Double
    var leading: Double
    var available: Double
    var itemsStart: Double

    var pitch: Double { defaultMain + line }

    /// The tree whose entries are rows.
    var rowTree: SizeTree { columns == 1 ? sizes : rows }

    @inline(__always)
    func main(_ size: Size) -> Double { isHorizontal ? size.width : size.height }

    /// The number of items per row for cross length `w` (the greedy rule of §2.5 run on identical
    /// items), or nil above `maximumColumns`.
    static func columns(crossLength w: Double, available: Double, interitem: Double) -> Int? {
        var remaining = available - w - interitem
        var c = 1
        while w <= remaining {
            c += 1
            if c > maximumColumns { return nil }
            remaining -= w + interitem
        }
        return c
    }

    /// Builds the row tree for c > 1 from the item overrides: O(m log m).
    mutating func buildRows() {
        rows = SizeTree()
        guard columns > 1 else { return }
        var currentRow = -1, longest = 0.0, stored = 0
        func close() {
            guard currentRow >= 0 else { return }
            let inRow = min(columns, itemCount - currentRow * columns)
            let length = stored < inRow ? max(longest, defaultMain) : longest
            if length != defaultMain { rows.set(currentRow, Size(width: length, height: length)) }
        }
        sizes.forEach { k, size in
            guard k >= 0, k < itemCount else { return }
            let r = k / columns
            if r != currentRow { close(); currentRow = r; longest = 0; stored = 0 }
            longest = max(longest, main(size))
            stored += 1
        }
        close()
    }

    /// Main-axis start of row `r`.
    func rowStart(_ r: Int) -> Double {
        let p = rowTree.prefix(before: r)
        return itemsStart + Double(r) * pitch + (main(Size(width: p.width, height: p.height)) - Double(p.count) * defaultMain)
    }

    /// Main-axis length of row `r`.
    func rowLength(_ r: Int) -> Double {
        rowTree[r].map(main) ?? defaultMain
    }

    /// The last row starting at or before `y` (0 when none does).
    func row(atOrBefore y: Double) -> Int {
        let tree = rowTree
        var r: Int
        if let hit = tree.last(where: { key, _, before in
            itemsStart + Double(key) * pitch + (main(Size(width: before.width, height: before.height)) - Double(before.count) * defaultMain) <= y
        }) {
            let start = itemsStart + Double(hit.key) * pitch
                + (main(Size(width: hit.before.width, height: hit.before.height)) - Double(hit.before.count) * defaultMain)
            let next = start + main(hit.size) + line
            r = hit.key
            if y >= next {
                r = hit.key + 1 + clampedIndex(LayoutRounding.floor((y - next) / pitch), 0...max(0, rowCount))
                if let after = tree.first(atOrAfter: hit.key + 1) { r = min(r, after.key - 1) }
            }
        } else {
            r = clampedIndex(LayoutRounding.floor((y - itemsStart) / pitch), 0...max(0, rowCount))
            if let after = tree.first(atOrAfter: 0) { r = min(r, max(0, after.key - 1)) }
        }
        return max(0, min(r, rowCount - 1))
    }

    /// The items of row `r`.
    func items(ofRow r: Int) -> Range<Int> {
        let first = r * columns
        return first..<min(itemCount, first + columns)
    }

    /// Logical size of item `k`.
    func logicalSize(_ k: Int) -> (cross: Double, main: Double) {
        guard let size = sizes[k] else { return (crossLength, defaultMain) }
        return (crossLength, main(size))
    }

    /// Cross-axis origins of the items of row `r`, computed as the dense path does (§2.5/§2.6).
    func crossOrigins(ofRow r: Int) -> [Double] {
        let items = items(ofRow: r)
        let n = items.count
        let isLast = r == rowCount - 1
        let allSingle = columns == 1 || itemCount == 1
        let justify = !isLast || allSingle || (rowCount >= 2 && n == columns)
        var sum = 0.0
        for _ in 0..<n { sum += crossLength }
        var (x, gap) = FlowRowJustification.placement(justify: justify, itemCount: n, sumWidth: sum,
                                                      available: available, leading: leading, interitem: interitem)
        var result: [Double] = []
        result.reserveCapacity(n)
        for _ in 0..<n {
            result.append(x)
            x += crossLength + gap
        }
        return result
    }

    /// The logical, unrounded frame of item `k` (cross, main, crossLength, mainLength).
    func logicalItemFrame(_ k: Int) -> (Double, Double, Double, Double) {
        let r = k / columns
        let start = rowStart(r)
        let length = rowLength(r)
        let size = logicalSize(k)
        let x = crossOrigins(ofRow: r)[k - r * columns]
        return (x, start + (length - size.main) / 2, size.cross, size.main)
    }

    /// The end of the last row (the section's items end), or `itemsStart` with no rows.
    var itemsEnd: Double {
        guard rowCount > 0 else { return itemsStart }
        return rowStart(rowCount - 1) + rowLength(rowCount - 1)
    }
}

extension FlowLayout {
    /// `sparse` with its sizes: the layout's measured tree when they are that (the geometry keeps
    /// no reference to it, so a measurement edits it in place).
    @inline(__always)
    func withSizes(_ sparse: FlowSparseRows) -> FlowSparseRows {
        guard let s = sparse.measuredSection else { return sparse }
        var resolved = sparse
        resolved.sizes = measured.trees[s] ?? SizeTree()
        return resolved
    }

    /// visitItems for a sparse section: the rows from the one at the rect's leading edge on, while
    /// they start before its trailing edge. O(log m) per row visited.
    func visitSparseItems(_ sparse: FlowSparseRows, rect: Rect, main: ClosedRange<Double>, _ body: (Int, Rect) -> Void) {
        guard sparse.rowCount > 0 else { return }
        let g = geometry
        var r = max(0, sparse.row(atOrBefore: main.lowerBound) - 1)
        while r < sparse.rowCount {
            let start = sparse.rowStart(r)
            if start > main.upperBound { break }
            let length = sparse.rowLength(r)
            if start + length >= main.lowerBound {
                let xs = sparse.crossOrigins(ofRow: r)
                for (j, k) in sparse.items(ofRow: r).enumerated() {
                    let size = sparse.logicalSize(k)
                    let frame = g.physicalFrame(cross: xs[j], main: start + (length - size.main) / 2,
                                                crossLength: size.cross, mainLength: size.main)
                    if rect.intersects(frame) { body(k, frame) }
                }
            }
            r += 1
        }
    }

    /// nearestItem for a sparse section: the row whose band holds `m`, then the item of that row
    /// whose centre is nearest `p` (ties → the lower index).
    func nearestSparseItem(_ sparse: FlowSparseRows, cross p: Double, main m: Double) -> Int? {
        guard sparse.rowCount > 0 else { return nil }
        let r = sparse.row(atOrBefore: m)
        let start = sparse.rowStart(r)
        guard m >= start, m < start + sparse.rowLength(r) else { return nil }
        let xs = sparse.crossOrigins(ofRow: r)
        var best: Int?
        var bestDistance = Double.infinity
        for (j, k) in sparse.items(ofRow: r).enumerated() {
            let d = abs(xs[j] + sparse.crossLength / 2 - p)
            if best == nil || d < bestDistance { best = k; bestDistance = d }
        }
        return best
    }
}
