/// The cached result of one `FlowLayout.prepare`: per-section and per-row geometry in *logical*
/// coordinates, from which every query derives frames by arithmetic or binary search.
///
/// Models the private `_UIFlowLayoutInfo` / `_UIFlowLayoutSection` / `_UIFlowLayoutRow` caches of
/// UICollectionViewFlowLayout. Logical coordinates: `cross` is the non-scrolling axis (x when
/// scrolling vertically, y when horizontally), `main` the scrolling axis. Frames are unrounded
/// here; origins are rounded to the pixel grid (docs/layout.md §2.9) when a query builds attributes,
/// then transposed (horizontal) and mirrored (right-to-left).
struct FlowLayoutGeometry: Sendable {
    /// The context of the last prepare; nil before the first one.
    var context: LayoutContext?
    var isHorizontal = false
    var isRightToLeft = false
    /// Pixel-rounding scale (always > 0).
    var scale: Double = 1
    var pinsHeaders = false
    var pinsFooters = false
    /// D: the content's extent on the cross axis; 0 = nothing laid out.
    var dimension: Double = 0
    /// collectionViewContentSize (physical).
    var contentSize = Size.zero
    var sections: [FlowSectionGeometry] = []
    /// prefixMaxUpper[s] = max(sections[0...s].upper): monotone, for the section binary search.
    var prefixMaxUpper: [Double] = []
    /// suffixMinLower[s] = min(sections[s...].lower): monotone, for the section binary search.
    var suffixMinLower: [Double] = []
    /// Varying sections' rows (flat over all sections): main-axis start, length (tallest item),
    /// and the first item of the row (section-relative index).
    var rowStart: [Double] = []
    var rowLength: [Double] = []
    var rowFirstItem: [Int] = []
    /// Varying sections' items (flat): cross-axis origin of each item, unrounded.
    var itemCross: [Double] = []
    var warnings: [String] = []
    /// Lazy re-placement (FlowLayout+LazyPlacement.swift): sections `shiftFrom...` are stored
    /// `shift` short of where they are on the main axis; `section(_:)` adds it. `Int.max`: none.
    var shiftFrom = Int.max
    var shift: Double = 0
    /// Sections that are not `isRegular`; lazy re-placement needs none.
    var irregularSections = 0
    /// False while a lazy region exists: `prefixMaxUpper`/`suffixMinLower` are then not kept, and
    /// the section search reads the (monotone, since every section is regular) bounds directly.
    var boundsArraysAreValid = true

    /// The numbers `physicalFrame` reads (FlowFixedGrid.swift).
    @inline(__always)
    var frameMapping: FlowFrameMapping {
        FlowFrameMapping(scale: scale, isHorizontal: isHorizontal, isRightToLeft: isRightToLeft,
                         contentWidth: contentSize.width)
    }

    /// Rounds an origin coordinate to the pixel grid: round(v·scale)/scale, half away from zero.
    @inline(__always)
    func pixelRound(_ value: Double) -> Double {
        frameMapping.pixelRound(value)
    }

    /// The largest distance pixel rounding can move an origin, plus slack for float error.
    var roundingMargin: Double { 0.5 / scale + 1e-7 * max(1, abs(contentSize.width) + abs(contentSize.height)) }

    /// Turns a logical, unrounded frame into a physical one: round the origin, transpose, mirror.
    @inline(__always)
    func physicalFrame(cross: Double, main: Double, crossLength: Double, mainLength: Double) -> Rect {
        frameMapping.physicalFrame(cross: cross, main: main, crossLength: crossLength, mainLength: mainLength)
    }

    /// A physical rect as logical closed ranges (cross, main), before any margin.
    func logicalRanges(of rect: Rect) -> (cross: ClosedRange<Double>, main: ClosedRange<Double>) {
        var minX = rect.minX
        var maxX = rect.maxX
        if isRightToLeft {
            (minX, maxX) = (contentSize.width - maxX, contentSize.width - minX)
        }
        let xs = safeRange(minX, maxX)
        let ys = safeRange(rect.minY, rect.maxY)
        return isHorizontal ? (ys, xs) : (xs, ys)
    }

    /// A physical point as logical (cross, main).
    func logicalPoint(_ point: Point) -> (cross: Double, main: Double) {
        let x = isRightToLeft ? contentSize.width - point.x : point.x
        return isHorizontal ? (point.y, x) : (x, point.y)
    }

    /// The sections whose extent may meet the logical main range [a, b]: a binary search on the
    /// monotone prefix/suffix bounds, so it stays exact even when negative insets make sections overlap.
    func candidateSections(main a: Double, _ b: Double) -> Range<Int> {
        let n = sections.count
        guard boundsArraysAreValid else { return regularCandidateSections(main: a, b) }
        // first s with prefixMaxUpper[s] >= a
        var lo = 0, hi = n
        while lo < hi {
            let mid = (lo + hi) / 2
            if prefixMaxUpper[mid] >= a { hi = mid } else { lo = mid + 1 }
        }
        let first = lo
        // first s with suffixMinLower[s] > b
        lo = first; hi = n
        while lo < hi {
            let mid = (lo + hi) / 2
            if suffixMinLower[mid] > b { hi = mid } else { lo = mid + 1 }
        }
        return first..<max(first, lo)
    }
}

/// One section's cached geometry (logical coordinates, unrounded, absolute in the content).
struct FlowSectionGeometry: Equatable, Sendable {
    var itemCount: Int
    /// Main-axis start and length of the section (header, insets, rows, footer).
    var start: Double
    var length: Double
    /// Header / footer extent on the main axis; 0 = no view.
    var headerLength: Double
    var footerLength: Double
    /// Main-axis coordinate where the first row starts.
    var itemsStart: Double
    /// The main-axis range every element of the section lies in (items may overflow the section
    /// box with negative insets or spacings).
    var lower: Double
    var upper: Double

    /// True for the fixed-size path (one size; frames by row/column formula).
    var isFixed: Bool
    // Fixed path.
    var itemCrossLength: Double = 0
    var itemMainLength: Double = 0
    var columns: Int = 1
    var rows: Int = 0
    var firstCross: Double = 0
    var columnPitch: Double = 0
    var rowPitch: Double = 0
    // Varying path.
    var rowRange: Range<Int> = 0..<0
    var itemBase: Int = 0
    /// Physical sizes (the delegate's array; entries past its end use `fallbackSize`).
    var sizes: [Size] = []
    var fallbackSize = Size.zero
    /// Rows and items within rows advance monotonically (spacings ≥ 0): binary searches are exact.
    var isMonotone = true
    /// The sparse path (FlowSparseRows.swift): one cross length, per-row lengths in a tree.
    var sparse: FlowSparseRows? = nil { didSet { hasRowTables = sparse != nil || segments != nil } }
    /// The segment path (FlowSegmentRows.swift): default-size rows in runs, irregular rows around
    /// a few overrides of any size.
    var segments: FlowSegmentRows? = nil { didSet { hasRowTables = sparse != nil || segments != nil } }
    /// `sparse` or `segments` is set, kept by their observers: the visible query asks this of
    /// every section it meets, and comparing either optional with nil copied it (arrays, trees)
    /// through the generic `Optional` value witness.
    var hasRowTables = false
    /// The section's main-axis insets and line spacing, kept so a fixed section can be re-placed
    /// at another start without resolving its inputs again (`placeFixed(at:)`).
    var mainLeadingInset: Double = 0
    var mainTrailingInset: Double = 0
    var lineSpacing: Double = 0

    var end: Double { start + length }

    /// True when the items take the fixed path alone (`FlowLayout.visitItems` tries the sparse
    /// and segment paths first).
    var isPlainFixed: Bool { isFixed && !hasRowTables }

    /// True when the section can be moved to another start by `placeFixed(at:)`: the fixed path
    /// (a formula; the varying paths keep absolute row positions).
    var isReplaceable: Bool { isFixed && sparse == nil && rowRange.isEmpty }

    /// Places a fixed section at `start`: items start, extent and length by the formulas of a full
    /// build (the same expressions in the same order, so the result is bit-identical).
    mutating func placeFixed(at start: Double) {
        self.start = start
        itemsStart = start + headerLength + mainLeadingInset
        let h = itemMainLength
        let itemsEnd = rows > 0 ? itemsStart + Double(rows) * h + Double(rows - 1) * lineSpacing : itemsStart
        var itemsLower = itemsStart, itemsUpper = itemsStart
        if rows > 0 {
            let last = rowPitch * Double(rows - 1)
            itemsLower = itemsStart + min(0, last)
            itemsUpper = itemsStart + max(0, last) + h
        }
        finishExtent(itemsEnd: itemsEnd, itemsLower: itemsLower, itemsUpper: itemsUpper)
    }

    /// Length and extent from where the items end. The extent covers items, the header/footer and
    /// wherever pinning can move them (docs/layout.md §7: header in [start, end − footer − header],
    /// footer in [start + header, end − footer]), even when negative insets invert those ranges.
    mutating func finishExtent(itemsEnd: Double, itemsLower: Double, itemsUpper: Double) {
        length = itemsEnd + mainTrailingInset + footerLength - start
        let end = self.end
        let headerLimit = end - footerLength - headerLength
        let footerNatural = end - footerLength
        let footerLimit = start + headerLength
        lower = min(start, end, itemsLower, headerLimit, footerNatural, footerLimit)
        upper = max(start, end, itemsUpper, max(start, headerLimit) + headerLength,
                    max(footerNatural, footerLimit) + footerLength)
    }
}

extension FlowLayoutGeometry {
    /// Logical (cross, main) size of item `k` of a varying section.
    @inline(__always)
    func logicalSize(_ section: FlowSectionGeometry, _ k: Int) -> (cross: Double, main: Double) {
        let size = k < section.sizes.count ? section.sizes[k] : section.fallbackSize
        let w = size.width.isFinite ? max(0, size.width) : 0
        let h = size.height.isFinite ? max(0, size.height) : 0
        return isHorizontal ? (h, w) : (w, h)
    }

    /// The global row index holding item `k` of a varying section (binary search).
    func row(of k: Int, in section: FlowSectionGeometry) -> Int {
        var lo = section.rowRange.lowerBound, hi = section.rowRange.upperBound
        // last row whose first item <= k
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if rowFirstItem[mid] <= k { lo = mid } else { hi = mid }
        }
        return lo
    }

    /// The item range of global row `r` of a varying section.
    @inline(__always)
    func items(ofRow r: Int, in section: FlowSectionGeometry) -> Range<Int> {
        let first = rowFirstItem[r]
        let next = r + 1 < section.rowRange.upperBound ? rowFirstItem[r + 1] : section.itemCount
        return first..<max(first, next)
    }

    /// The logical, unrounded frame of item `k` (cross, main, crossLength, mainLength); a sparse
    /// section's is `FlowLayout`'s business (its sizes may be the layout's measurements).
    func logicalItemFrame(_ section: FlowSectionGeometry, _ k: Int) -> (Double, Double, Double, Double) {
        if let sparse = section.sparse, sparse.measuredSection == nil { return sparse.logicalItemFrame(k) }
        if let segments = section.segments { return segments.logicalItemFrame(k) }
        if section.isFixed {
            let col = k % section.columns
            let row = k / section.columns
            return (section.firstCross + section.columnPitch * Double(col),
                    section.itemsStart + section.rowPitch * Double(row),
                    section.itemCrossLength, section.itemMainLength)
        }
        let r = row(of: k, in: section)
        let size = logicalSize(section, k)
        return (itemCross[section.itemBase + k], rowStart[r] + (rowLength[r] - size.main) / 2,
                size.cross, size.main)
    }

    /// The physical frame of item `k`.
    func itemFrame(_ section: FlowSectionGeometry, _ k: Int) -> Rect {
        let f = logicalItemFrame(section, k)
        return physicalFrame(cross: f.0, main: f.1, crossLength: f.2, mainLength: f.3)
    }
}

/// a...b, or the whole line when either bound is NaN or b < a (overflowed geometry never crashes).
@inline(__always)
func safeRange(_ a: Double, _ b: Double) -> ClosedRange<Double> {
    a <= b ? a...b : -Double.infinity...Double.infinity
}

/// Converts a Double index estimate to an Int clamped to `range` (NaN → lower bound).
@inline(__always)
func clampedIndex(_ value: Double, _ range: ClosedRange<Int>) -> Int {
    guard value.isFinite else { return value > 0 ? range.upperBound : range.lowerBound }
    if value <= Double(range.lowerBound) { return range.lowerBound }
    if value >= Double(range.upperBound) { return range.upperBound }
    return Int(value)
}

/// A visible query's sections and its rect's logical ranges, widened by the rounding margin
/// (`FlowLayout.sectionsToVisit(in:)`).
typealias FlowQueryRanges = (sections: Range<Int>, cross: ClosedRange<Double>, main: ClosedRange<Double>)

extension FlowLayoutGeometry {
    /// Whether section `s`'s extent meets the widened main range.
    @inline(__always)
    func meets(_ s: Int, main: ClosedRange<Double>) -> Bool {
        lazyShift.meets(sections[s], s, main: main)
    }

    /// The header or footer attributes of a section, pinned per §7; nil when it has no extent.
    func supplementary(_ kind: ElementKind, _ s: Int, _ section: FlowSectionGeometry) -> LayoutAttributes? {
        let isHeader = kind == .sectionHeader
        guard isHeader || kind == .sectionFooter else { return nil }   // flow has no other kinds
        return supplementaryPlacement.attributes(isHeader: isHeader, s, section, shift: 0)
    }

    /// What placing a header or footer reads besides its section.
    var supplementaryPlacement: FlowSupplementaryPlacement {
        FlowSupplementaryPlacement(pinsHeaders: pinsHeaders, pinsFooters: pinsFooters,
                                   visible: pinsHeaders || pinsFooters ? visibleMainRange() : nil,
                                   dimension: dimension, mapping: frameMapping)
    }

    /// The visible range on the logical main axis, inset by adjustedContentInset: leading edge
    /// (bounds.minY + inset.top when vertical) and trailing edge (bounds.maxY − inset.bottom).
    func visibleMainRange() -> (leading: Double, trailing: Double)? {
        // Field by field: binding the whole context would copy it (its arrays) per query.
        guard let o = context?.contentOffset, let b = context?.boundsSize, let i = context?.adjustedContentInset else {
            return nil
        }
        if !isHorizontal {
            return (o.y + i.top, o.y + b.height - i.bottom)
        }
        if isRightToLeft {
            let start = contentSize.width - o.x - b.width
            return (start + i.right, start + b.width - i.left)
        }
        return (o.x + i.left, o.x + b.width - i.right)
    }
}

/// Where a flow section's header and footer go (§7), from plain numbers: the pinning switches,
/// the visible main range (nil when neither pins), the cross extent and the frame mapping.
struct FlowSupplementaryPlacement {
    var pinsHeaders: Bool
    var pinsFooters: Bool
    var visible: (leading: Double, trailing: Double)?
    var dimension: Double
    var mapping: FlowFrameMapping

    /// The header (`isHeader`) or footer attributes of section `s`, stored `shift` short of where
    /// it is (the lazy shift; 0 for a section already in place); nil when it has no extent.
    func attributes(isHeader: Bool, _ s: Int, _ section: borrowing FlowSectionGeometry, shift: Double) -> LayoutAttributes? {
        let length = isHeader ? section.headerLength : section.footerLength
        guard length > 0 else { return nil }
        // As `FlowSectionGeometry.shift(by:)` moves it, then `end`.
        let start = shift != 0 ? section.start + shift : section.start
        let end = start + section.length
        var main: Double
        if isHeader {
            main = start
            if pinsHeaders, let visible {
                main = min(max(main, visible.leading), end - section.footerLength - section.headerLength)
            }
        } else {
            main = end - section.footerLength
            if pinsFooters, let visible {
                main = max(min(main, visible.trailing - section.footerLength), start + section.headerLength)
            }
        }
        let frame = mapping.physicalFrame(cross: 0, main: main, crossLength: dimension, mainLength: length)
        return LayoutAttributes(indexPath: IndexPath(s, 0), category: .supplementaryView,
                                kind: isHeader ? .sectionHeader : .sectionFooter, frame: frame, zIndex: 10)
    }
}
