/// FlowLayout.prepare: the section-by-section arithmetic of UICollectionViewFlowLayout.
///
/// Models `-[UICollectionViewFlowLayout prepareLayout]` → `_UIFlowLayoutInfo` (docs/layout.md §2–§4).
/// Everything is computed in logical coordinates (cross = non-scrolling axis, main = scrolling
/// axis), so horizontal scrolling is the same code transposed (§2.10).
extension FlowLayout {
    /// Insets named by axis: cross leading/trailing (left/right when vertical), main leading/trailing.
    struct LogicalInsets {
        var crossLeading: Double
        var crossTrailing: Double
        var mainLeading: Double
        var mainTrailing: Double

        init(_ insets: EdgeInsets, horizontal: Bool) {
            let i = EdgeInsets(top: finite(insets.top), left: finite(insets.left),
                               bottom: finite(insets.bottom), right: finite(insets.right))
            if horizontal {
                self.init(crossLeading: i.top, crossTrailing: i.bottom, mainLeading: i.left, mainTrailing: i.right)
            } else {
                self.init(crossLeading: i.left, crossTrailing: i.right, mainLeading: i.top, mainTrailing: i.bottom)
            }
        }

        init(crossLeading: Double, crossTrailing: Double, mainLeading: Double, mainTrailing: Double) {
            self.crossLeading = crossLeading
            self.crossTrailing = crossTrailing
            self.mainLeading = mainLeading
            self.mainTrailing = mainTrailing
        }
    }

    /// The most warnings one prepare records (the varying path logs once per offending item;
    /// a 1M-item script must not print 1M warnings). A documented engine choice.
    static let warningLimit = 20

    /// prepare(): computes and caches geometry for `context`.
    ///
    /// D == 0 (or empty bounds) → no attributes and contentSize (0, 0).
    ///
    /// Incremental prepare: when everything but the item counts (and the scroll position) is as in
    /// the previous prepare (`FlowPrepareInputs`), the sections before the first changed count are
    /// kept as they are, and each later section whose count is unchanged and which took the fixed
    /// path is re-placed at its new start by the same formulas (`placeFixed(at:)`) rather than
    /// rebuilt. The result is identical to a full prepare (tested over random edit sequences);
    /// a reloadData of one section at S sections then costs O(S − s) additions, not S builds.
    public mutating func prepare(_ context: LayoutContext) {
        if !measured.isEmpty && context.numberOfItems != measured.counts { measured.removeAll() }
        let inputs = FlowPrepareInputs(self, context)
        let reusable = preparedInputs == inputs && !inputs.hasMeasuredSizes && geometry.dimension > 0
            && geometry.warnings.isEmpty && geometry.rowStart.isEmpty && geometry.itemCross.isEmpty
            && geometry.sections.count == (geometry.context?.numberOfItems.count ?? -1)
        preparedInputs = nil
        var g = FlowLayoutGeometry()
        var first = 0
        var sameSectionCount = false
        var lastChanged = -1
        var previous: [FlowSectionGeometry] = []
        if reusable, let old = geometry.context {
            // Take the previous geometry over (no copy: the layout's reference is dropped first).
            swap(&g, &geometry)
            let counts = context.numberOfItems, oldCounts = old.numberOfItems
            let common = min(counts.count, oldCounts.count)
            while first < common && counts[first] == oldCounts[first] { first += 1 }
            if counts.count == oldCounts.count && counts.count == g.sections.count {
                // The last changed count: sections after it only move (lazily, when exact).
                sameSectionCount = true
                if first < counts.count {
                    lastChanged = counts.count - 1
                    while lastChanged > first && counts[lastChanged] == oldCounts[lastChanged] { lastChanged -= 1 }
                }
                if first < counts.count { g.materialize(upTo: first) }
            } else {
                g.materializeAll()
            }
            if first < g.sections.count && counts.count != g.sections.count {
                previous = Array(g.sections[first...])   // the tail only: the prefix stays in place
                g.sections.removeSubrange(first...)
            }
        } else {
            // Reuse the previous buffers (no reallocation or page faults on a re-prepare); a buffer
            // still shared with a copy of this layout (`:undo`) is left alone by copy-on-write.
            swap(&g.itemCross, &geometry.itemCross)
            swap(&g.rowStart, &geometry.rowStart)
            swap(&g.rowLength, &geometry.rowLength)
            swap(&g.rowFirstItem, &geometry.rowFirstItem)
            g.itemCross.removeAll(keepingCapacity: true)
            g.rowStart.removeAll(keepingCapacity: true)
            g.rowLength.removeAll(keepingCapacity: true)
            g.rowFirstItem.removeAll(keepingCapacity: true)
        }
        g.context = context
        let horizontal = scrollDirection == .horizontal
        g.isHorizontal = horizontal
        g.isRightToLeft = context.isRightToLeft
        g.scale = context.scale.isFinite && context.scale > 0 ? context.scale : 1
        g.pinsHeaders = sectionHeadersPinToVisibleBounds
        g.pinsFooters = sectionFootersPinToVisibleBounds
        defer { geometry = g }

        let bounds = Size(width: finite(context.boundsSize.width), height: finite(context.boundsSize.height))
        guard bounds.width > 0, bounds.height > 0 else { return }
        let contentInset = LogicalInsets(context.adjustedContentInset, horizontal: horizontal)
        let dimension = max(0, (horizontal ? bounds.height : bounds.width)
                                - contentInset.crossLeading - contentInset.crossTrailing)
        guard dimension > 0 else { return }
        g.dimension = dimension

        let reference: LogicalInsets? = switch sectionInsetReference {
        case .fromContentInset: nil
        case .fromSafeArea: LogicalInsets(context.safeAreaInsets, horizontal: horizontal)
        case .fromLayoutMargins: LogicalInsets(context.layoutMargins, horizontal: horizontal)
        }

        var builder = SectionBuilder(layout: self, horizontal: horizontal, dimension: dimension,
                                     contentInset: contentInset, reference: reference)
        let leading = reference.map { max($0.mainLeading - contentInset.mainLeading, 0) } ?? 0
        var main = first > 0 ? g.section(first - 1).end : leading
        let counts = context.numberOfItems
        g.sections.reserveCapacity(counts.count)
        if first < g.sections.count {
            // Same number of sections: re-place or rebuild each later section where it is; after
            // the last changed count, sections only move, lazily when that is exact.
            let n = g.sections.count
            let eagerEnd = sameSectionCount ? min(n, lastChanged + 1) : n
            /// Places section `s` at `main` (rebuilt when its count changed or it cannot simply
            /// move) and advances `main` past it.
            func placeSection(_ s: Int) {
                if s >= g.shiftFrom { g.sections[s].shift(by: g.shift) }
                let count = max(0, counts[s])
                if g.sections[s].itemCount == count && g.sections[s].isReplaceable {
                    g.sections[s].placeFixed(at: main)
                } else {
                    let section = builder.build(section: s, count: count, start: main, into: &g)
                    if sameSectionCount {
                        g.irregularSections += (section.isRegular ? 0 : 1) - (g.sections[s].isRegular ? 0 : 1)
                    }
                    g.sections[s] = section
                }
                main += g.sections[s].length
            }
            for s in first..<eagerEnd { placeSection(s) }
            if eagerEnd < n, let end = g.placeTailLazily(from: eagerEnd, at: main) {
                main = end
            } else {
                // Only reached with sections left when the counts kept their number (eagerEnd < n).
                for s in eagerEnd..<n { placeSection(s) }
                g.shiftFrom = Int.max
                g.shift = 0
            }
        }
        for s in g.sections.count..<max(g.sections.count, counts.count) {
            let count = max(0, counts[s])
            let section: FlowSectionGeometry
            if s - first < previous.count, previous[s - first].itemCount == count, previous[s - first].isReplaceable {
                var moved = previous[s - first]
                moved.placeFixed(at: main)
                section = moved
            } else {
                section = builder.build(section: s, count: count, start: main, into: &g)
            }
            main += section.length
            g.sections.append(section)
        }
        previous = []
        if let reference {
            main += max(reference.mainTrailing - contentInset.mainTrailing, 0)
        }
        if builder.sawNegativeSize {
            g.warnings.insert(FlowLayout.negativeSizeWarning, at: 0)
        }
        g.contentSize = horizontal ? Size(width: main, height: dimension) : Size(width: dimension, height: main)

        if !sameSectionCount { g.recountIrregularSections() }
        if g.shiftFrom < g.sections.count {
            g.boundsArraysAreValid = false
            g.prefixMaxUpper.removeAll()
            g.suffixMinLower.removeAll()
        } else if !g.boundsArraysAreValid {
            g.rebuildBoundsArrays()
        } else {
            g.prefixMaxUpper.removeSubrange(min(first, g.prefixMaxUpper.count)...)
            var runningMax = first > 0 ? g.prefixMaxUpper[first - 1] : -Double.infinity
            for s in first..<g.sections.count {
                runningMax = max(runningMax, g.sections[s].upper)
                g.prefixMaxUpper.append(runningMax)
            }
            g.updateSuffixMinLower(from: first)
        }
        preparedInputs = inputs
    }
}

extension FlowLayoutGeometry {
    /// Recomputes `suffixMinLower` for sections `first...` (their lower bounds may have changed) and
    /// below `first` only as far as the running minimum differs from the stored one.
    mutating func updateSuffixMinLower(from first: Int) {
        let n = sections.count
        let keep = min(first, n, suffixMinLower.count)
        suffixMinLower.removeSubrange(keep...)
        var tail = [Double](repeating: 0, count: n - keep)
        var runningMin = Double.infinity
        for s in stride(from: n - 1, through: keep, by: -1) {
            runningMin = min(runningMin, sections[s].lower)
            tail[s - keep] = runningMin
        }
        suffixMinLower.append(contentsOf: tail)
        for s in stride(from: keep - 1, through: 0, by: -1) {
            runningMin = min(runningMin, sections[s].lower)
            if runningMin == suffixMinLower[s] { break }
            suffixMinLower[s] = runningMin
        }
    }
}

/// Replaces a non-finite value (which no script should produce) with 0.
@inline(__always)
func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }

/// Builds one section at a time, appending varying rows/items to the geometry's flat arrays.
private struct SectionBuilder {
    let layout: FlowLayout
    let horizontal: Bool
    let dimension: Double
    let contentInset: FlowLayout.LogicalInsets
    let reference: FlowLayout.LogicalInsets?
    var sawNegativeSize = false

    init(layout: FlowLayout, horizontal: Bool, dimension: Double,
         contentInset: FlowLayout.LogicalInsets, reference: FlowLayout.LogicalInsets?) {
        self.layout = layout
        self.horizontal = horizontal
        self.dimension = dimension
        self.contentInset = contentInset
        self.reference = reference
    }

    /// A size made safe: non-finite → 0, negative → 0 (and remembered for the warning).
    mutating func sanitized(_ size: Size) -> Size {
        var w = finite(size.width), h = finite(size.height)
        if w < 0 || h < 0 {
            sawNegativeSize = true
            w = max(0, w)
            h = max(0, h)
        }
        return Size(width: w, height: h)
    }

    /// The main-axis extent of a header/footer reference size (height when vertical).
    mutating func referenceLength(_ size: Size) -> Double {
        let s = sanitized(size)
        return horizontal ? s.width : s.height
    }

    mutating func build(section s: Int, count: Int, start: Double,
                        into g: inout FlowLayoutGeometry) -> FlowSectionGeometry {
        let delegate = layout.delegate
        var inset = FlowLayout.LogicalInsets(delegate.sectionInsets[s] ?? layout.sectionInset, horizontal: horizontal)
        if let reference {
            inset.crossLeading = max(inset.crossLeading + reference.crossLeading - contentInset.crossLeading, 0)
            inset.crossTrailing = max(inset.crossTrailing + reference.crossTrailing - contentInset.crossTrailing, 0)
        }
        let interitem = finite(delegate.minimumInteritemSpacing[s] ?? layout.minimumInteritemSpacing)
        let line = finite(delegate.minimumLineSpacing[s] ?? layout.minimumLineSpacing)
        let headerLength = referenceLength(delegate.headerReferenceSizes[s] ?? layout.headerReferenceSize)
        let footerLength = referenceLength(delegate.footerReferenceSizes[s] ?? layout.footerReferenceSize)
        let available = dimension - inset.crossLeading - inset.crossTrailing
        let itemsStart = start + headerLength + inset.mainLeading

        var section = FlowSectionGeometry(itemCount: count, start: start, length: 0,
                                          headerLength: headerLength, footerLength: footerLength,
                                          itemsStart: itemsStart, lower: start, upper: start, isFixed: true)
        section.mainLeadingInset = inset.mainLeading
        section.mainTrailingInset = inset.mainTrailing
        section.lineSpacing = line

        // §2.3: fixed when every item has one size; self-sizing always varies.
        let selfSizing = layout.estimatedItemSize != .zero
        let estimate = layout.estimatedItemSize == FlowLayout.automaticSize
            ? layout.automaticEstimate : layout.estimatedItemSize
        var delegateSizes = delegate.itemSizes[s]
        // Sparse answers (by index; unanswered items are answered `itemSize`).
        var sparseSizes: SizeTree? = delegateSizes == nil ? delegate.sparseItemSizes[s] : nil
        var sizesAreMeasured = false
        let fallback = sparseSizes != nil ? layout.itemSize : (selfSizing ? estimate : layout.itemSize)
        if selfSizing, let measured = layout.measuredSizes[s], !measured.isEmpty, count > 0 {
            // docs/self-sizing.md §1.1: a measured size replaces the delegate's answer or the estimate.
            if var dense = delegateSizes {
                if dense.count < count { dense.append(contentsOf: repeatElement(fallback, count: count - dense.count)) }
                measured.forEach { k, size in if k >= 0 && k < count { dense[k] = size } }
                delegateSizes = dense
            } else if var tree = sparseSizes {
                measured.forEach { k, size in tree.set(k, size) }
                sparseSizes = tree
            } else {
                sparseSizes = measured
                sizesAreMeasured = true
            }
        }
        var fixedSize: Size? = nil
        var sparseRows: FlowSparseRows? = nil
        if !selfSizing, let tree = sparseSizes, count > 0 {
            // One size for all: every item answered alike, or the answers equal the default.
            if tree.isEmpty {
                fixedSize = sanitized(layout.itemSize)
            } else if let only = tree.first(atOrAfter: Int.min)?.size, tree.invalidCount == 0, tree.widthCounts.count == 1, tree.heightCounts.count == 1,
               tree.prefix(before: count).count - tree.prefix(before: 0).count >= count || only == layout.itemSize {
                // (Only the entries of items 0 ..< count answer; the others are ignored.)
                fixedSize = sanitized(only)
            }
        }
        if fixedSize == nil, delegateSizes == nil, selfSizing || sparseSizes != nil, count > 0 {
            sparseRows = sparseSection(sizes: sparseSizes ?? SizeTree(), fallback: fallback, count: count,
                                       inset: inset, available: available, interitem: interitem, line: line,
                                       itemsStart: itemsStart)
            let segmentTree = sparseRows == nil ? sparseSizes ?? (selfSizing ? SizeTree() : nil) : nil
            if !selfSizing, let tree = segmentTree,
               let common = FlowSegmentRows.commonSize(of: tree, fallback: fallback, count: count) {
                // Every item answered alike once sanitised: the dense path's fixed-size test (below).
                fixedSize = common.size
                if common.sawNegative { sawNegativeSize = true }
            } else if let tree = segmentTree, let built = FlowSegmentRows.build(sizes: tree, fallback: sanitized(fallback), horizontal: horizontal,
                                                 count: count, available: available, interitem: interitem, line: line,
                                                 leading: inset.crossLeading, itemsStart: itemsStart) {
                // Segment path: runs of uniform rows and the irregular rows around each override.
                if built.sawNegative { sawNegativeSize = true }
                for _ in 0..<min(built.tooWide, FlowLayout.warningLimit) {
                    append(FlowLayout.tooWideWarning(horizontal: horizontal, fromDelegate: true, context: g.context), to: &g)
                }
                section.isFixed = false
                section.segments = built.rows
                section.finishExtent(itemsEnd: built.end, itemsLower: min(itemsStart, built.lower),
                                     itemsUpper: max(itemsStart, built.upper))
                return section
            }
            if sparseRows == nil, fixedSize == nil, let tree = sparseSizes {
                // Dense path: one size per item (O(n)).
                var sizes = [Size](repeating: fallback, count: count)
                tree.forEach { k, size in if k >= 0 && k < count { sizes[k] = size } }
                delegateSizes = sizes
            }
        }
        if var sparse = sparseRows {
            section.isFixed = false
            if sizesAreMeasured {
                // Looked up in the layout's measurements at query time: a reference kept here would
                // make the next measurement copy the whole tree (MeasuredSizes.swift).
                sparse.sizes = SizeTree()
                sparse.measuredSection = s
            }
            section.sparse = sparse
        } else if fixedSize != nil {
        } else if !selfSizing {
            if let sizes = delegateSizes, count > 0 {
                let first = sanitized(sizes.isEmpty ? fallback : sizes[0])
                var allEqual = true
                for k in 1..<max(1, count) {
                    let size = sanitized(k < sizes.count ? sizes[k] : fallback)
                    if size != first { allEqual = false; break }
                }
                if allEqual { fixedSize = first }
            } else {
                fixedSize = sanitized(layout.itemSize)
            }
        } else if count == 0 {
            fixedSize = sanitized(estimate)
        }

        var itemsEnd: Double
        var itemsLower = itemsStart, itemsUpper = itemsStart
        if let sparse = sparseRows {
            itemsEnd = sparse.itemsEnd
            itemsUpper = max(itemsUpper, itemsEnd)
        } else if let size = fixedSize {
            let w = horizontal ? size.height : size.width
            let h = horizontal ? size.width : size.height
            var columns: Int
            let denominator = w + interitem
            if denominator > 0 {
                let raw = LayoutRounding.floor((available + interitem) / denominator)
                columns = raw >= 1 ? clampedIndex(raw, 1...(1 << 40)) : 1
            } else {
                columns = max(1, count)
            }
            let rows = count == 0 ? 0 : (count - 1) / columns + 1
            let gap: Double, firstCross: Double
            if columns > 1 {
                gap = (available - Double(columns) * w) / Double(columns - 1)
                firstCross = inset.crossLeading
            } else {
                gap = 0
                firstCross = inset.crossLeading + (available - w) / 2
            }
            if count > 0 && w > available {
                append(FlowLayout.tooWideWarning(horizontal: horizontal, fromDelegate: false, context: g.context), to: &g)
            }
            section.itemCrossLength = w
            section.itemMainLength = h
            section.columns = columns
            section.rows = rows
            section.firstCross = firstCross
            section.columnPitch = w + gap
            section.rowPitch = h + line
            section.placeFixed(at: start)
            return section
        } else {
            section.isFixed = false
            section.sizes = delegateSizes ?? []
            section.fallbackSize = fallback
            section.isMonotone = interitem >= 0 && line >= 0
            let result = buildRows(&section, count: count, available: available, inset: inset,
                                   interitem: interitem, line: line, into: &g)
            itemsEnd = result.end
            itemsLower = min(itemsLower, result.lower)
            itemsUpper = max(itemsUpper, result.upper)
        }
        section.finishExtent(itemsEnd: itemsEnd, itemsLower: itemsLower, itemsUpper: itemsUpper)
        return section
    }

    /// The sparse geometry for a varying section, or nil when it does not qualify
    /// (FlowSparseRows.swift lists the limits).
    func sparseSection(sizes: SizeTree, fallback: Size, count: Int, inset: FlowLayout.LogicalInsets,
                       available: Double, interitem: Double, line: Double, itemsStart: Double) -> FlowSparseRows? {
        guard fallback.width.isFinite, fallback.height.isFinite, fallback.width >= 0, fallback.height >= 0,
              interitem >= 0, line >= 0, sizes.invalidCount == 0 else { return nil }
        let w = horizontal ? fallback.height : fallback.width
        let h = horizontal ? fallback.width : fallback.height
        let uniform = horizontal ? sizes.allHeights(equal: w) : sizes.allWidths(equal: w)
        guard uniform, w <= available, h + line > 0,
              let columns = FlowSparseRows.columns(crossLength: w, available: available, interitem: interitem)
        else { return nil }
        // Row starts are products and prefix sums here, a running sum on the dense path: equal only
        // when every main-axis length is on the 2^-16 grid and the section short enough (as for
        // FlowSegmentRows); otherwise the dense path, so frames stay bit-identical.
        let mains = horizontal ? sizes.widthCounts.keys : sizes.heightCounts.keys
        let maxMain = mains.reduce(h) { max($0, $1) }
        guard FlowSegmentRows.onGrid(h), FlowSegmentRows.onGrid(line), FlowSegmentRows.onGrid(itemsStart),
              mains.allSatisfy(FlowSegmentRows.onGrid),
              abs(itemsStart) + Double(count + 2) * (maxMain + line) < 0x1p36 else { return nil }
        var sparse = FlowSparseRows(sizes: sizes, rows: SizeTree(), isHorizontal: horizontal, itemCount: count,
                                    columns: columns, rowCount: (count - 1) / columns + 1, crossLength: w,
                                    defaultMain: h, line: line, interitem: interitem, leading: inset.crossLeading,
                                    available: available, itemsStart: itemsStart)
        sparse.buildRows()
        return sparse
    }

    mutating func append(_ warning: String, to g: inout FlowLayoutGeometry) {
        if g.warnings.count < FlowLayout.warningLimit { g.warnings.append(warning) }
    }

    /// §2.5/§2.6: greedy rows, justification, last-row alignment, vertical centring.
    ///
    /// The hot loop of a varying prepare (≤ 20 ns/item): sizes are read through an unsafe
    /// buffer, item origins written into a pre-sized one, rows appended to local arrays that
    /// are moved out of (and back into) the geometry so nothing is captured inout.
    mutating func buildRows(_ section: inout FlowSectionGeometry, count: Int, available: Double,
                            inset: FlowLayout.LogicalInsets, interitem: Double, line: Double,
                            into g: inout FlowLayoutGeometry) -> (end: Double, lower: Double, upper: Double) {
        let base = g.itemCross.count
        section.itemBase = base
        var itemCross = g.itemCross
        var rowStart = g.rowStart
        var rowLength = g.rowLength
        var rowFirstItem = g.rowFirstItem
        g.itemCross = []
        g.rowStart = []
        g.rowLength = []
        g.rowFirstItem = []
        let rowBegin = rowStart.count
        itemCross.append(contentsOf: repeatElement(0, count: count))
        let fallback = sanitized(section.fallbackSize)
        let horizontal = self.horizontal
        let leading = inset.crossLeading
        var y = section.itemsStart
        var lower = y, upper = y
        var tooWide = 0
        var negative = false

        section.sizes.withUnsafeBufferPointer { sizes in
            itemCross.withUnsafeMutableBufferPointer { xs in
                let known = sizes.count
                @inline(__always) func crossLength(_ k: Int) -> Double {
                    let size = k < known ? sizes[k] : fallback
                    let v = horizontal ? size.height : size.width
                    return v.isFinite ? max(0, v) : 0
                }
                var rowFirst = 0, rowCount = 0
                var sumWidth = 0.0, rowHeight = 0.0
                var remaining = available
                var closedRows = 0
                var lastClosedRemaining = 0.0
                var allSingle = true

                @inline(__always) func closeRow(justify: Bool) {
                    var (x, gap) = FlowRowJustification.placement(justify: justify, itemCount: rowCount, sumWidth: sumWidth,
                                                                  available: available, leading: leading, interitem: interitem)
                    for k in rowFirst..<(rowFirst + rowCount) {
                        xs[base + k] = x
                        x += crossLength(k) + gap
                    }
                    rowStart.append(y)
                    rowLength.append(rowHeight)
                    rowFirstItem.append(rowFirst)
                    lower = min(lower, y)
                    upper = max(upper, y + rowHeight)
                    y += rowHeight + line
                }

                for k in 0..<count {
                    let size = k < known ? sizes[k] : fallback
                    if size.width < 0 || size.height < 0 { negative = true }
                    var w = horizontal ? size.height : size.width
                    var h = horizontal ? size.width : size.height
                    w = w.isFinite ? max(0, w) : 0
                    h = h.isFinite ? max(0, h) : 0
                    if w > available {
                        tooWide += 1
                        // §2.5 quirk [decomp, untested]: a too-wide first item closes an empty row first.
                        if k == 0 { y += line }
                    }
                    if rowCount > 0 && w > remaining {
                        if rowCount != 1 { allSingle = false }
                        closeRow(justify: true)
                        closedRows += 1
                        lastClosedRemaining = remaining
                        rowFirst = k
                        rowCount = 0
                        sumWidth = 0
                        rowHeight = 0
                        remaining = available
                    }
                    rowCount += 1
                    sumWidth += w
                    rowHeight = max(rowHeight, h)
                    remaining -= w + interitem
                }
                if rowCount > 0 {
                    if rowCount != 1 { allSingle = false }
                    let complete = allSingle || (closedRows >= 1 && remaining == lastClosedRemaining)
                    closeRow(justify: complete)
                }
            }
        }
        if negative { sawNegativeSize = true }
        for _ in 0..<min(tooWide, FlowLayout.warningLimit) {
            append(FlowLayout.tooWideWarning(horizontal: horizontal, fromDelegate: true, context: g.context), to: &g)
        }
        section.rowRange = rowBegin..<rowStart.count
        g.itemCross = itemCross
        g.rowStart = rowStart
        g.rowLength = rowLength
        g.rowFirstItem = rowFirstItem
        let end = section.rowRange.isEmpty ? section.itemsStart : y - line
        return (end, lower, upper)
    }
}
