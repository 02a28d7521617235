/// Configuration that re-lays out the view: bounds, layout, insets, scale, direction.
extension CollectionView {
    /// The layout's input, from the presented counts and the scroll state.
    var layoutContext: LayoutContext {
        LayoutContext(numberOfItems: presentedCounts, boundsSize: boundsSize, contentOffset: contentOffset,
                      adjustedContentInset: adjustedContentInset, safeAreaInsets: safeAreaInsets,
                      layoutMargins: layoutMargins, scale: scale, isRightToLeft: isRightToLeft)
    }

    /// prepare() the layout for the current state. The delegate's answers are rebuilt from the
    /// script's identifier-keyed ones, so an answer follows its item or section when they move.
    mutating func layoutIfNeeded() {
        layout.delegate = delegateAnswers()
        layout.prepare(layoutContext)
        for warning in layout.warnings { events.append(.log(warning)) }
    }

    private func delegateAnswers() -> FlowLayoutDelegate {
        var answers = FlowLayoutDelegate()
        guard !itemSizeOverrides.isEmpty || !sectionOverrides.isEmpty else { return answers }
        for (index, section) in dataSource.sections.enumerated() where index < presentedCounts.count {
            if let o = sectionOverrides[section.value] {
                if let v = o.sectionInset { answers.sectionInsets[index] = v }
                if let v = o.minimumLineSpacing { answers.minimumLineSpacing[index] = v }
                if let v = o.minimumInteritemSpacing { answers.minimumInteritemSpacing[index] = v }
                if let v = o.headerReferenceSize { answers.headerReferenceSizes[index] = v }
                if let v = o.footerReferenceSize { answers.footerReferenceSizes[index] = v }
            }
        }
        if !itemSizeOverrides.isEmpty {
            for (index, section) in dataSource.sections.enumerated() where index < presentedCounts.count {
                guard section.items.contains(where: { itemSizeOverrides[$0] != nil }) else { continue }
                // The delegate answers for the items the view believes it has.
                var sizes = [Size]()
                sizes.reserveCapacity(presentedCounts[index])
                for item in 0..<presentedCounts[index] {
                    let id = item < section.items.count ? section.items[item] : -1
                    sizes.append(itemSizeOverrides[id] ?? layout.itemSize)
                }
                answers.itemSizes[index] = sizes
            }
        }
        return answers
    }

    /// Re-lays out and pulls the offset back into the valid range (a new size, layout or inset
    /// keeps the offset where it can — language.md "Set-up").
    mutating func relayoutKeepingOffset() {
        layoutIfNeeded()
        let clamped = clampedOffset(contentOffset)
        if clamped != contentOffset {
            contentOffset = clamped
            layoutIfNeeded()
        }
    }

    /// The valid offsets (layout.md §6): minY = −inset.top, maxY = max(minY, content + inset.bottom − bounds).
    public var validOffsetRange: (min: Point, max: Point) {
        let inset = adjustedContentInset
        let content = collectionViewContentSize
        let minX = -inset.left
        let minY = -inset.top
        let maxX = max(minX, content.width + inset.right - boundsSize.width)
        let maxY = max(minY, content.height + inset.bottom - boundsSize.height)
        return (Point(x: minX, y: minY), Point(x: maxX, y: maxY))
    }

    /// `offset` pulled into the valid range on each axis.
    public func clampedOffset(_ offset: Point) -> Point {
        let range = validOffsetRange
        return Point(x: min(max(offset.x, range.min.x), range.max.x),
                     y: min(max(offset.y, range.min.y), range.max.y))
    }

    /// The collection view's bounds size (`view 390x844`).
    public mutating func setBoundsSize(_ size: Size) {
        boundsSize = size
        relayoutAndRedisplay()
    }

    /// setCollectionViewLayout(_:animated:): the new layout prepares against the same bounds; the
    /// offset is kept and pulled back into range (layout.md §7).
    public mutating func setCollectionViewLayout(_ newLayout: FlowLayout) {
        layout = newLayout
        relayoutAndRedisplay()
    }

    public mutating func setContentInset(_ inset: EdgeInsets) {
        contentInset = inset
        relayoutAndRedisplay()
    }

    public mutating func setSafeAreaInsets(_ inset: EdgeInsets) {
        safeAreaInsets = inset
        relayoutAndRedisplay()
    }

    public mutating func setLayoutMargins(_ inset: EdgeInsets) {
        layoutMargins = inset
        relayoutAndRedisplay()
    }

    public mutating func setScale(_ newScale: Double) {
        scale = newScale
        relayoutAndRedisplay()
    }

    public mutating func setRightToLeft(_ rightToLeft: Bool) {
        isRightToLeft = rightToLeft
        relayoutAndRedisplay()
    }

    /// The delegate's sizeForItemAt answer for one item (`size [0,3] 200x100`).
    public mutating func setSizeForItem(id: Int, size: Size) {
        itemSizeOverrides[id] = size
        relayoutAndRedisplay()
    }

    /// The delegate's per-section answers (`sectionInset 1 = 8`).
    public mutating func setSectionOverrides(sectionID: Int, _ overrides: SectionMetricOverrides) {
        sectionOverrides[sectionID] = overrides
        relayoutAndRedisplay()
    }

    /// contentOffset = point. Not clamped: UIScrollView accepts any offset (layout.md §6).
    public mutating func setContentOffset(_ point: Point) {
        let old = contentOffset
        contentOffset = point
        layoutIfNeeded()
        let delta = layout.scrollDirection == .vertical ? point.y - old.y : point.x - old.x
        refreshDisplay(.scroll(delta: delta))
    }

    /// A layout change (rule 7): views that stay visible keep their cells; others end or appear.
    mutating func relayoutAndRedisplay() {
        relayoutKeepingOffset()
        refreshDisplay(.scroll(delta: 0))
    }
}
