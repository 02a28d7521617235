/// The flow layout's measured sizes: what self-sizing cells answered (docs/self-sizing.md §2.2),
/// kept sparsely by index path in one `SizeTree` per section, so one measurement is O(log n).
///
/// Across batch updates (docs/self-sizing.md §2.5, iOS 10+) the measurements follow their items:
/// `remapMeasuredSizes` renumbers each section's tree through the update's mapping, O(log m) per
/// changed item. Deleted and reloaded items lose theirs (a reloaded item gets a new cell, measured
/// when displayed); inserted items start from the estimate; moved items keep theirs. Any other
/// change of the item counts (reloadData with new counts, an update before iOS 10) drops them all.
extension FlowLayout {
    /// Whether the layout estimates sizes (estimatedItemSize ≠ .zero; automaticSize included).
    public var estimatesItemSizes: Bool { estimatedItemSize != .zero }

    /// Records the size a cell measured for `indexPath`, for a layout of `counts` items per section.
    public mutating func setMeasuredSize(_ size: Size, forItemAt indexPath: IndexPath, counts: [Int]) {
        measured.set(size, at: indexPath, counts: counts)
    }

    /// The measured sizes by section and item index.
    public var measuredSizes: [Int: SizeTree] { measured.trees }

    /// The effective estimate of `automaticSize` (docs/self-sizing.md §2.4): the average of every
    /// measured size, 50 × 50 before the first. O(sections): the trees keep their sums.
    public var automaticEstimate: Size {
        var count = 0, width = 0.0, height = 0.0
        for tree in measuredSizes.values {
            let total = tree.total
            count += total.count
            width += total.width
            height += total.height
        }
        guard count > 0, width.isFinite, height.isFinite else { return Size(width: 50, height: 50) }
        return Size(width: width / Double(count), height: height / Double(count))
    }

    /// Forgets every measurement (a full invalidation before iOS 10, docs/self-sizing.md §2.5).
    public mutating func removeMeasuredSizes() {
        measured.removeAll()
    }

    /// Makes the measured sizes follow their items through a validated batch update (`mapping`,
    /// leaving `counts` items per section): `MeasuredSizes.remap`.
    public mutating func remapMeasuredSizes(_ mapping: UpdateMapping, counts: [Int]) {
        measured.remap(mapping, counts: counts)
    }

    /// The measurements through a batch update: they follow their items (iOS 10+) or are all
    /// forgotten (before, `followingItems` false).
    public mutating func remapMeasuredSizes(through mapping: UpdateMapping, counts: [Int], followingItems: Bool) {
        guard !measured.isEmpty else { return }
        if followingItems { remapMeasuredSizes(mapping, counts: counts) } else { removeMeasuredSizes() }
    }

    /// automaticSize averages every measurement (§2.4), so each one is recorded.
    public var recordsEveryMeasurement: Bool { estimatedItemSize == Self.automaticSize }
}
