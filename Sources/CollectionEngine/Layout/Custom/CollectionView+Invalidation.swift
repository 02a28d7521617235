/// When the view invalidates its layout (UICollectionViewLayoutInvalidationContext), and the
/// checks that make a custom layout's stale cache raise from its cause (docs/layout.md §10).
/// The stock layouts recompute on every prepare and ignore the contexts; a caching layout
/// (`CachingLayout`) empties its cache by its own rules and prepares only after one of these.
extension CollectionView {
    /// invalidateLayout() (no items: invalidateEverything) or invalidateLayout(with:) a context
    /// made by `invalidateItems(at:)`; the layout prepares at the next pass, here at once.
    public mutating func invalidateLayout(items: [IndexPath]? = nil) throws(UIKitError) {
        try transaction { view in
            view.layout.invalidateLayout(with: items.map { LayoutInvalidationContext(invalidatedItemIndexPaths: $0) } ?? .everything)
            view.relayoutAndRedisplay()
        }
    }

    /// reloadData(): a context with invalidateEverything and invalidateDataSourceCounts (`doc`);
    /// traced for a custom layout, which the next layout pass prepares (`reloadedDataPrepared`).
    /// Not `traced`: the engine's second invalidation when a run-loop turn's deferred reload
    /// completes (UIKit invalidates once, at the call).
    mutating func invalidateLayoutForReloadData(traced: Bool = true) {
        let context = LayoutInvalidationContext(invalidateEverything: true, invalidateDataSourceCounts: true)
        layout.invalidateLayout(with: context)
        if traced, let report = layout.cacheReport {
            events.append(.customLayout(.invalidateLayout(context, emptiedCache: report.policy.clearsCache(for: context))))
        }
    }

    /// The layout pass after reloadData(): a custom layout's prepare(), after the view read the
    /// counts and before it asks for cells (`inferred`: UIKit loads its counts before it prepares).
    mutating func reloadedDataPrepared() {
        if layout.cacheReport != nil { events.append(.customLayout(.prepare)) }
    }

    /// A batch update (or a diffable apply): a context with invalidateDataSourceCounts only.
    mutating func invalidateLayoutForUpdate() {
        let context = LayoutInvalidationContext(invalidateDataSourceCounts: true)
        layout.invalidateLayout(with: context)
        if let report = layout.cacheReport {
            events.append(.customLayout(.invalidateLayout(context, emptiedCache: report.policy.clearsCache(for: context))))
        }
    }

    /// After a batch update's layout pass, for a custom layout: prepare(), then
    /// prepare(forCollectionViewUpdates:) with the update's items, then the final attributes of each
    /// item on screen before that the update removes and the initial attributes of each item on
    /// screen after that it inserts (deleted and reloaded items: no path on the other side).
    /// Returns whether it traced (the caller closes with finalizeCollectionViewUpdates()).
    mutating func beginCustomLayoutUpdate(_ mapping: UpdateMapping, visibleBefore: [IndexPath]) -> Bool {
        guard layout.cacheReport != nil else { return false }
        events.append(.customLayout(.prepare))
        events.append(.customLayout(.prepareForCollectionViewUpdates(mapping.updateItems)))
        for path in visibleBefore where mapping.newIndexPath(forOld: path) == nil {
            events.append(.customLayout(.finalLayoutAttributesForDisappearingItem(path)))
        }
        for path in indexPathsForVisibleItems where mapping.oldIndexPath(forNew: path) == nil {
            events.append(.customLayout(.initialLayoutAttributesForAppearingItem(path)))
        }
        return true
    }

    /// A bounds change: the layout is invalidated with its own context only when it answers
    /// shouldInvalidateLayout(forBoundsChange:) true; a custom layout's answer is traced.
    mutating func invalidateLayoutForBoundsChange(to size: Size) {
        // The layout pass after the resize prepares it (setBoundsSize).
        if askLayoutAboutBoundsChange(Rect(origin: contentOffset, size: size)), layout.cacheReport != nil {
            events.append(.customLayout(.prepare))
        }
    }

    /// A scroll moves the bounds' origin, and UIKit asks the layout about every bounds change. A
    /// custom layout is asked (traced); on true it is invalidated with its context and prepared
    /// again at once, before the view shows the new rect. The stock layouts place their pinned
    /// views at query time (`updateContentOffset`), so a scroll needs no prepare for them and they
    /// are not asked (their answers change no geometry). Returns whether the layout was prepared.
    mutating func invalidateLayoutForScroll(to point: Point) -> Bool {
        guard layout.cacheReport != nil, askLayoutAboutBoundsChange(Rect(origin: point, size: boundsSize)) else { return false }
        layoutIfNeeded()
        events.append(.customLayout(.prepare))
        return true
    }

    /// shouldInvalidateLayout(forBoundsChange:), then on true invalidateLayout(with:) the layout's
    /// invalidationContext(forBoundsChange:); recorded for a custom layout. Returns the answer.
    private mutating func askLayoutAboutBoundsChange(_ newBounds: Rect) -> Bool {
        let report = layout.cacheReport
        let answer = layout.shouldInvalidateLayout(forBoundsChange: newBounds)
        if report != nil { events.append(.customLayout(.shouldInvalidateLayout(forBoundsChange: newBounds, answer: answer))) }
        guard answer else { return false }
        let context = layout.invalidationContext(forBoundsChange: newBounds)
        layout.invalidateLayout(with: context)
        if let report {
            events.append(.customLayout(.invalidateLayoutForBoundsChange(context, emptiedCache: report.policy.clearsCache(for: context))))
        }
        return true
    }

    /// Insets, margins, scale or direction changed: invalidateLayout() [inferred].
    mutating func invalidateLayoutForGeometryChange() {
        layout.invalidateLayout(with: .everything)
    }

    /// At a layout pass: a caching layout whose cache describes other counts than the view's
    /// returned, for the visible rect, a cell at an index path the view does not have.
    func staleCacheError() -> UIKitError? {
        guard let report = layout.cacheReport, report.cachedCounts != presentedCounts else { return nil }
        let missing = layout.layoutAttributesForElements(in: visibleRect)
            .filter { $0.category == .cell && !isValid($0.indexPath) }.map(\.indexPath).min()
        return missing.map { .attributesForMissingIndexPath($0, cache: report) }
    }

    /// When the view asks a caching layout for `paths`' attributes: the first it has none for.
    func missingCachedItemError(_ paths: [IndexPath]) -> UIKitError? {
        guard layout.cacheReport != nil else { return nil }
        return paths.sorted().first { isValid($0) && layout.layoutAttributesForItem(at: $0) == nil }
            .map { .noLayoutAttributesForItem($0) }
    }
}
