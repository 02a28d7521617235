/// Lazy re-placement of the sections after a changed one (issue 13: no O(sections) per command).
///
/// When one section's count changes, every later section moves along the scrolling axis by the
/// same amount. Instead of re-placing each of them (O(S) per `items S …` at S sections), the
/// geometry keeps them where they were and records that sections `shiftFrom...` lie `shift`
/// further on; `section(_:)` adds the shift when a query reads one. A later prepare that changes
/// a section inside that region first applies the shift to the sections before it (as many as lie
/// between the region's start and the change: one when a script fills sections in order).
///
/// Exactness: a prepare re-places a fixed section with `placeFixed(at:)`, a chain of additions. The
/// shifted values equal that chain bit for bit when every quantity involved is an integer below
/// 2^50 (integer addition in Double is then exact and associative), so a lazy region is only made
/// when every section is *regular* (`isRegular`: fixed path, integral lengths, extent inside its
/// box) and the region's start is integral. Anything else takes the eager path, as before.
/// With every section regular their bounds are monotone, so the section search needs no
/// prefix-max / suffix-min arrays (`regularCandidateSections`).
extension FlowSectionGeometry {
    /// Fixed path, integral main-axis quantities below 2^40, elements inside the box
    /// [start, end]: such sections can be moved by an integral shift exactly.
    var isRegular: Bool {
        @inline(__always) func integral(_ value: Double) -> Bool {
            abs(value) < 0x1p40 && value.rounded(.towardZero) == value
        }
        return isReplaceable && length >= 0 && lower == start && upper == end
            && integral(length) && integral(headerLength) && integral(footerLength)
            && integral(mainLeadingInset) && integral(mainTrailingInset)
            && integral(itemMainLength) && integral(lineSpacing) && integral(rowPitch)
    }

    /// Moves the section by `delta` on the main axis (exact for a regular section and an integral delta).
    mutating func shift(by delta: Double) {
        guard delta != 0 else { return }
        start += delta
        itemsStart += delta
        lower += delta
        upper += delta
    }
}

extension FlowLayoutGeometry {
    /// Section `s` where it is (the lazy shift applied).
    @inline(__always)
    func section(_ s: Int) -> FlowSectionGeometry {
        var section = sections[s]
        if s >= shiftFrom { section.shift(by: shift) }
        return section
    }

    /// How far section `s` lies past where it is stored (the lazy shift, or 0).
    @inline(__always)
    func shift(of s: Int) -> Double {
        lazyShift.of(s)
    }

    /// Section `s`'s extent on the main axis where it is, without copying the section.
    @inline(__always)
    func mainBounds(_ s: Int) -> (lower: Double, upper: Double) {
        lazyShift.mainBounds(sections[s], s)
    }

    /// The lazy region as plain numbers.
    @inline(__always)
    var lazyShift: FlowLazyShift { FlowLazyShift(from: shiftFrom, amount: shift) }

    /// True when `value` is an integer a regular chain can be shifted to exactly.
    static func isExactStart(_ value: Double) -> Bool {
        abs(value) < 0x1p50 && value.rounded(.towardZero) == value
    }

    /// The section search when every section is regular: lower == start and upper == end, and
    /// sections follow each other, so both bounds are non-decreasing (no prefix/suffix arrays).
    func regularCandidateSections(main a: Double, _ b: Double) -> Range<Int> {
        let n = sections.count
        var lo = 0, hi = n
        while lo < hi {
            let mid = (lo + hi) / 2
            if mainBounds(mid).upper >= a { hi = mid } else { lo = mid + 1 }
        }
        let first = lo
        lo = first; hi = n
        while lo < hi {
            let mid = (lo + hi) / 2
            if mainBounds(mid).lower > b { hi = mid } else { lo = mid + 1 }
        }
        return first..<max(first, lo)
    }

    /// Places sections `start...` (their counts unchanged) from `main` on without touching them,
    /// and returns where the last one ends — or nil, changing nothing, when that would not be
    /// exact (a section that is not regular, a fractional start): the caller re-places eagerly.
    mutating func placeTailLazily(from start: Int, at main: Double) -> Double? {
        let n = sections.count
        guard start < n, irregularSections == 0, Self.isExactStart(main) else { return nil }
        var main = main
        var regionStart = start
        if shiftFrom > start && shiftFrom < n {
            // Sections before the old lazy region hold positions of their own: re-place them
            // (one region has one shift).
            for s in start..<shiftFrom {
                sections[s].placeFixed(at: main)
                main += sections[s].length
            }
            regionStart = shiftFrom
        }
        let base = sections[regionStart].start
        if Self.isExactStart(base) && Self.isExactStart(main) {
            shift = main - base
            shiftFrom = shift == 0 ? Int.max : regionStart
            if shiftFrom == Int.max { shift = 0 }
            return sections[n - 1].end + shift
        }
        for s in regionStart..<n {
            if s >= shiftFrom { sections[s].shift(by: shift) }
            sections[s].placeFixed(at: main)
            main += sections[s].length
        }
        shiftFrom = Int.max
        shift = 0
        return main
    }

    /// Applies the lazy shift to sections before `end` (they leave the lazy region).
    mutating func materialize(upTo end: Int) {
        let n = sections.count
        guard shiftFrom < n, shiftFrom < end else { return }
        let stop = min(end, n)
        for s in shiftFrom..<stop { sections[s].shift(by: shift) }
        if stop >= n {
            shiftFrom = Int.max
            shift = 0
        } else {
            shiftFrom = stop
        }
    }

    /// Applies any lazy shift and rebuilds the section-search arrays: the geometry an eager
    /// prepare would have made.
    mutating func materializeAll() {
        materialize(upTo: sections.count)
        shiftFrom = Int.max
        shift = 0
        if !boundsArraysAreValid { rebuildBoundsArrays() }
    }

    /// prefixMaxUpper and suffixMinLower from scratch.
    mutating func rebuildBoundsArrays() {
        prefixMaxUpper.removeAll(keepingCapacity: true)
        var runningMax = -Double.infinity
        for s in sections.indices {
            runningMax = max(runningMax, sections[s].upper)
            prefixMaxUpper.append(runningMax)
        }
        suffixMinLower.removeAll(keepingCapacity: true)
        updateSuffixMinLower(from: 0)
        boundsArraysAreValid = true
    }

    /// Counts the sections that are not regular (O(sections); the eager paths call it).
    mutating func recountIrregularSections() {
        irregularSections = sections.reduce(0) { $0 + ($1.isRegular ? 0 : 1) }
    }

    /// The geometry an eager prepare would have made (for equality).
    var materialized: FlowLayoutGeometry {
        guard shiftFrom < sections.count || !boundsArraysAreValid else { return self }
        var copy = self
        copy.materializeAll()
        return copy
    }
}

/// The lazy region (sections `from...` lie `amount` further on than stored) as plain numbers, for
/// code that reads the sections through a buffer rather than the geometry.
struct FlowLazyShift {
    var from: Int
    var amount: Double

    /// How far section `s` lies past where it is stored.
    @inline(__always)
    func of(_ s: Int) -> Double {
        s >= from ? amount : 0
    }

    /// Section `s`'s extent on the main axis where it is.
    @inline(__always)
    func mainBounds(_ section: borrowing FlowSectionGeometry, _ s: Int) -> (lower: Double, upper: Double) {
        let delta = s >= from && amount != 0 ? amount : 0
        return (section.lower + delta, section.upper + delta)
    }

    /// Whether section `s`'s extent meets the widened main range.
    @inline(__always)
    func meets(_ section: borrowing FlowSectionGeometry, _ s: Int, main: ClosedRange<Double>) -> Bool {
        let bounds = mainBounds(section, s)
        return bounds.lower <= main.upperBound && bounds.upper >= main.lowerBound
    }
}

extension FlowLayoutGeometry: Equatable {
    /// Equal when they describe the same layout: a lazy region compares as its shifted sections.
    static func == (lhs: FlowLayoutGeometry, rhs: FlowLayoutGeometry) -> Bool {
        let a = lhs.materialized, b = rhs.materialized
        return a.context == b.context && a.isHorizontal == b.isHorizontal && a.isRightToLeft == b.isRightToLeft
            && a.scale == b.scale && a.pinsHeaders == b.pinsHeaders && a.pinsFooters == b.pinsFooters
            && a.dimension == b.dimension && a.contentSize == b.contentSize && a.sections == b.sections
            && a.prefixMaxUpper == b.prefixMaxUpper && a.suffixMinLower == b.suffixMinLower
            && a.rowStart == b.rowStart && a.rowLength == b.rowLength && a.rowFirstItem == b.rowFirstItem
            && a.itemCross == b.itemCross && a.warnings == b.warnings
    }
}
