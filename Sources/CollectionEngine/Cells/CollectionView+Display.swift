/// The display lifecycle: which views are on screen after each change, and the data-source and
/// delegate calls that brings (docs/interaction.md §2.4, §3, §4).
extension CollectionView {
    /// Why the visible set is being recomputed; each has UIKit's own call order.
    enum DisplayChange {
        /// Scrolling (with the offset delta along the scroll axis) or a layout change (delta 0):
        /// ends first (index-path order), then entering views in layout order; then prefetching.
        case scroll(delta: Double)
        /// A batch update: entering views get cells during the update; views of deleted, reloaded or
        /// scrolled-away items end afterwards (rule 6). Reconfigured visible items are asked again.
        case update(UpdateMapping, reconfigured: [IndexPath])
        /// reloadData(): (a) counts were read, (b) cellForItemAt for every visible item, (c) every
        /// old view ends with its old index path, (d) willDisplay for every new view (rule 5).
        case reloadData
    }

    /// Elements of the visible rect, cells and supplementary views, in layout order; the
    /// decoration views among them apart (the layout makes those, `placeDecorations`).
    private func visibleLayoutElements() -> (views: [LayoutAttributes], decorations: [LayoutAttributes]) {
        var views: [LayoutAttributes] = [], decorations: [LayoutAttributes] = []
        for attributes in layout.layoutAttributesForElements(in: visibleRect) {
            if attributes.category == .decorationView {
                decorations.append(attributes)
            } else if attributes.kind != nil || isValid(attributes.indexPath) {
                views.append(attributes)
            }
        }
        return (views, decorations)
    }

    /// The most cells and supplementary views the view puts on screen at once. UIKit makes a view
    /// for every element in the visible rect and would run out of memory long before millions of
    /// tiny items; the engine refuses the change that would show more than this
    /// (`UIKitError.tooManyViewsOnScreen`, docs/language.md "Limits") instead of making them.
    public static let maximumViewsOnScreen = 10_000

    mutating func refreshDisplay(_ change: DisplayChange) {
        // Once refused, the change is undone by the caller: the frames of an animation after it are not shown.
        if layoutPass.refusedTooManyViews { return }
        // Counted only when the collection holds enough elements to pass the limit: otherwise
        // every frame of an animation would visit what is on screen twice.
        guard !holdsMoreElementsThanViewsOnScreen()
              || layout.numberOfElements(in: visibleRect, upTo: Self.maximumViewsOnScreen) <= Self.maximumViewsOnScreen else {
            raiseInLayoutPass(.tooManyViewsOnScreen(limit: Self.maximumViewsOnScreen, visibleRect: visibleRect))
            return
        }
        switch change {
        case .reloadData: refreshAfterReloadData()
        case .update(let mapping, let reconfigured): refreshAfterUpdate(mapping, reconfigured: reconfigured)
        case .scroll(let delta): refreshAfterScroll(delta: delta)
        }
        work.charge(viewsOnScreen, each: WorkMeter.viewCost)
        settleSelfSizing()
        checkLayoutContract(after: change)
        switch change {
        case .scroll(let delta): postLayoutChangedIfNeeded(always: false, framesMayMove: delta == 0 || layout.scrollingMovesFrames)
        case .reloadData, .update: postLayoutChangedIfNeeded(always: true, framesMayMove: true)
        }
    }

    private mutating func refreshAfterReloadData() {
        let oldCells = cells.visibleCells
        let oldSupplementary = cells.visibleSupplementaryViews
        discardPrefetched()
        // Sized for as many views as before (a reload usually shows the same number): no rehashing.
        cells.visibleCells = Dictionary(minimumCapacity: oldCells.count)
        cells.visibleSupplementaryViews = Dictionary(minimumCapacity: oldSupplementary.count)
        let (elements, decorations) = visibleLayoutElements()
        placeDecorations(decorations)
        var pending: [CollectionViewEvent] = []
        pending.reserveCapacity(elements.count)
        for element in elements {
            if let display = makeView(for: element) { pending.append(display) }
        }
        for (path, view) in oldCells.sorted(by: { $0.key < $1.key }) {
            events.append(.didEndDisplayingCell(path))
            cells.enqueue(view)
        }
        for (key, view) in oldSupplementary.sorted(by: { $0.key < $1.key }) {
            events.append(.didEndDisplayingSupplementaryView(key.kind, key.indexPath))
            cells.enqueue(view)
        }
        events += pending
    }

    private mutating func refreshAfterUpdate(_ mapping: UpdateMapping, reconfigured: [IndexPath]) {
        discardPrefetched()
        var ending: [(IndexPath, ReusableView)] = []
        var remapped: [IndexPath: ReusableView] = [:]
        for (old, view) in cells.visibleCells {
            if let new = mapping.newIndexPath(forOld: old) { remapped[new] = view } else { ending.append((old, view)) }
        }
        var endingSupplementary: [(SupplementaryKey, ReusableView)] = []
        var remappedSupplementary: [SupplementaryKey: ReusableView] = [:]
        for (key, view) in cells.visibleSupplementaryViews {
            if let section = mapping.newSection(forOld: key.indexPath.section) {
                remappedSupplementary[SupplementaryKey(kind: key.kind, indexPath: IndexPath(section, key.indexPath.item))] = view
            } else {
                endingSupplementary.append((key, view))
            }
        }
        cells.visibleCells = remapped
        cells.visibleSupplementaryViews = remappedSupplementary
        let (elements, decorations) = visibleLayoutElements()
        placeDecorations(decorations)
        let visiblePaths = Set(elements.filter { $0.kind == nil }.map(\.indexPath))
        let visibleKeys = Set(elements.compactMap { e in e.kind.map { SupplementaryKey(kind: $0, indexPath: e.indexPath) } })
        // Entering views get their cells during the update.
        for element in elements {
            if let display = makeView(for: element) { events.append(display) }
        }
        // Reconfigured visible items: the data source is asked again and returns the same cell.
        for path in reconfigured.sorted() where cells.visibleCells[path] != nil && dropPlaceholder(at: path) == nil {
            events.append(.cellForItemAt(path))
            configureWithRegistration(path)
            // Configured again: a self-sizing cell measures again (docs/self-sizing.md §1.3 step 6).
            if let frame = layout.layoutAttributesForItem(at: path)?.frame { measureIfSelfSizing(path, given: frame.size) }
        }
        // Surviving views that left the visible rect end too, with their new paths.
        for (path, view) in cells.visibleCells where !visiblePaths.contains(path) {
            ending.append((path, view))
            cells.visibleCells[path] = nil
        }
        for (key, view) in cells.visibleSupplementaryViews where !visibleKeys.contains(key) {
            endingSupplementary.append((key, view))
            cells.visibleSupplementaryViews[key] = nil
        }
        for (path, view) in ending.sorted(by: { $0.0 < $1.0 }) {
            events.append(.didEndDisplayingCell(path))
            cells.enqueue(view)
        }
        for (key, view) in endingSupplementary.sorted(by: { $0.0 < $1.0 }) {
            events.append(.didEndDisplayingSupplementaryView(key.kind, key.indexPath))
            cells.enqueue(view)
        }
    }

    mutating func refreshAfterScroll(delta: Double) {
        if delta != 0 {
            let direction: Double = delta > 0 ? 1 : -1
            if direction != lastScrollDirection { cancelPrefetchBehind(direction: direction) }
            lastScrollDirection = direction
        }
        let (elements, decorations) = visibleLayoutElements()
        placeDecorations(decorations)
        let visiblePaths = Set(elements.filter { $0.kind == nil }.map(\.indexPath))
        let visibleKeys = Set(elements.compactMap { e in e.kind.map { SupplementaryKey(kind: $0, indexPath: e.indexPath) } })
        let margin = prefetchRect()
        // Leaving: ended in index-path order; a cell still inside the prefetch margin stays alive.
        for path in cells.visibleCells.keys.sorted() where !visiblePaths.contains(path) {
            guard let view = cells.visibleCells.removeValue(forKey: path) else { continue }
            events.append(.didEndDisplayingCell(path))
            if isPrefetchingEnabled, let frame = layout.layoutAttributesForItem(at: path)?.frame, frame.intersects(margin) {
                cells.prefetchedCells[path] = view
            } else {
                cells.enqueue(view)
            }
        }
        for key in cells.visibleSupplementaryViews.keys.sorted() where !visibleKeys.contains(key) {
            guard let view = cells.visibleSupplementaryViews.removeValue(forKey: key) else { continue }
            events.append(.didEndDisplayingSupplementaryView(key.kind, key.indexPath))
            cells.enqueue(view)
        }
        for element in elements {
            if let display = makeView(for: element) { events.append(display) }
        }
        if delta != 0 { prefetchAhead(visiblePaths: visiblePaths, margin: margin) }
    }

    /// Gives `element` a view if it has none: a prefetched cell is displayed without asking the
    /// data source; otherwise the data source is asked (cellForItemAt / viewForSupplementary…).
    /// Returns the willDisplay event for the caller to place; records the creation call itself.
    private mutating func makeView(for element: LayoutAttributes) -> CollectionViewEvent? {
        let path = element.indexPath
        if let kind = element.kind {
            let key = SupplementaryKey(kind: kind, indexPath: path)
            guard cells.visibleSupplementaryViews[key] == nil else { return nil }
            events.append(.viewForSupplementaryElementOfKind(kind, path))
            // The emptiness checks first: calling these non-mutating queries from here copies the
            // whole view (2.5 KB) per element, which a reload of 180 cells paid twice each.
            if cells.supplementaryAnswer != .matching, let error = contractError(forSupplementaryOfKind: kind, at: path) {
                raiseInLayoutPass(error)
                return nil
            }
            let identifier = cells.supplementaryIdentifiers[kind] ?? kind.rawValue
            let view: ReusableView
            do {
                view = try cells.dequeue(identifier: identifier, kind: kind, at: path).0
            } catch {
                // An unregistered kind (e.g. an anchored badge nobody registered): UIKit's dequeue error.
                raiseInLayoutPass(error)
                return nil
            }
            if let name = cells.supplementaryRegistrations[kind] {
                events.append(.supplementaryRegistrationHandler(name, kind, path))
            }
            cells.visibleSupplementaryViews[key] = view
            measureBoundaryIfSelfSizing(key, given: element.frame.size)
            return .willDisplaySupplementaryView(kind, path)
        }
        guard cells.visibleCells[path] == nil else { return nil }
        // Empty tables are not asked: a lookup hashes the index path even in an empty one, and a
        // reload re-creates every visible cell (prefetching is off by default).
        if !cells.prefetchedCells.isEmpty, let prefetched = cells.prefetchedCells.removeValue(forKey: path) {
            cells.visibleCells[path] = prefetched
            announcedPrefetch.remove(path)
            if cells.unmeasuredPrefetchedCells.remove(path) != nil { measureIfSelfSizing(path, given: element.frame.size) }
            return .willDisplayCell(path)
        }
        if !dropPlaceholders.isEmpty, let placeholder = dropPlaceholder(at: path) {
            return makePlaceholderCell(placeholder, at: path)
        }
        events.append(.cellForItemAt(path))
        if !cells.cellAnswers.isEmpty, let error = contractError(forCellAt: path) {
            raiseInLayoutPass(error)
            return nil
        }
        let view: ReusableView
        do {
            view = try cells.dequeue(identifier: cellDequeue(at: path).identifier, kind: nil, at: path).0
        } catch {
            raiseInLayoutPass(error)
            return nil
        }
        cells.visibleCells[path] = view
        if !announcedPrefetch.isEmpty { announcedPrefetch.remove(path) }
        if !cells.unmeasuredPrefetchedCells.isEmpty { cells.unmeasuredPrefetchedCells.remove(path) }
        configureWithRegistration(path)
        measureIfSelfSizing(path, given: element.frame.size)
        return .willDisplayCell(path)
    }

    // MARK: - Prefetching (docs/interaction.md §4.2, a deterministic model [inferred])

    /// The visible rect extended by one viewport length in the direction of travel.
    func prefetchRect() -> Rect {
        let v = visibleRect
        let forward = lastScrollDirection >= 0
        if layout.scrollAxis == .vertical {
            return Rect(x: v.minX, y: forward ? v.minY : v.minY - v.height, width: v.width, height: v.height * 2)
        }
        return Rect(x: forward ? v.minX : v.minX - v.width, y: v.minY, width: v.width * 2, height: v.height)
    }

    /// Distance of `frame` from the visible rect along the scroll axis (0 when it overlaps).
    private func distanceFromVisible(_ frame: Rect) -> Double {
        let v = visibleRect
        if layout.scrollAxis == .vertical {
            return frame.minY >= v.maxY ? frame.minY - v.maxY : (frame.maxY <= v.minY ? v.minY - frame.maxY : 0)
        }
        return frame.minX >= v.maxX ? frame.minX - v.maxX : (frame.maxX <= v.minX ? v.minX - frame.maxX : 0)
    }

    private func byDistance(_ paths: [IndexPath]) -> [IndexPath] {
        var keyed: [(path: IndexPath, distance: Double)] = []
        for path in paths {
            let frame = layout.layoutAttributesForItem(at: path)?.frame
            keyed.append((path, frame.map { distanceFromVisible($0) } ?? 0))
        }
        keyed.sort { a, b in a.distance != b.distance ? a.distance < b.distance : a.path < b.path }
        return keyed.map { $0.path }
    }

    /// Cell prefetching (cellForItemAt ahead of display) and data prefetching (prefetchItemsAt)
    /// for the items in the margin ahead.
    private mutating func prefetchAhead(visiblePaths: Set<IndexPath>, margin: Rect) {
        guard isPrefetchingEnabled else { return }
        let ahead = byDistance(layout.indexPathsForItems(in: margin).filter { !visiblePaths.contains($0) && isValid($0) })
        // Prefetched cells that fell out of the margin go back to the pool.
        let aheadSet = Set(ahead)
        for path in cells.prefetchedCells.keys.sorted() where !aheadSet.contains(path) {
            if let view = cells.prefetchedCells.removeValue(forKey: path) { cells.enqueue(view) }
            cells.unmeasuredPrefetchedCells.remove(path)
        }
        // Data prefetching is announced in advance of the requests for cells (UICollectionView-
        // DataSourcePrefetching's documentation), so prefetchItemsAt comes before the cellForItemAt
        // of those rows (docs/interaction.md §4.2 rule 2).
        if hasPrefetchDataSource {
            let fresh = ahead.filter { !announcedPrefetch.contains($0) }
            if !fresh.isEmpty {
                events.append(.prefetchItemsAt(fresh))
                announcedPrefetch.formUnion(fresh)
            }
        }
        for path in ahead where cells.prefetchedCells[path] == nil && dropPlaceholder(at: path) == nil {
            events.append(.cellForItemAt(path))
            if let (view, _) = try? cells.dequeue(identifier: cellDequeue(at: path).identifier, kind: nil, at: path) {
                cells.prefetchedCells[path] = view
                configureWithRegistration(path)
                // A prefetched cell is measured when it is created (docs/self-sizing.md §1.3 step 4).
                if let frame = layout.layoutAttributesForItem(at: path)?.frame { measureIfSelfSizing(path, given: frame.size) }
            }
        }
    }

    /// On a reversal of direction: announced items no longer ahead are cancelled and their
    /// prefetched cells pooled (no didEndDisplaying: they were never displayed).
    private mutating func cancelPrefetchBehind(direction: Double) {
        let saved = lastScrollDirection
        lastScrollDirection = direction
        let margin = prefetchRect()
        lastScrollDirection = saved
        let stillAhead = Set(layout.indexPathsForItems(in: margin))
        let cancelled = byDistance(announcedPrefetch.filter { !stillAhead.contains($0) }.sorted())
        if hasPrefetchDataSource && !cancelled.isEmpty {
            events.append(.cancelPrefetchingForItemsAt(cancelled))
        }
        announcedPrefetch.subtract(cancelled)
        for path in cells.prefetchedCells.keys.sorted() where !stillAhead.contains(path) {
            if let view = cells.prefetchedCells.removeValue(forKey: path) { cells.enqueue(view) }
            cells.unmeasuredPrefetchedCells.remove(path)
        }
    }

    /// reloadData and updates discard prefetched cells and the announced set (rule 6).
    private mutating func discardPrefetched() {
        for path in cells.prefetchedCells.keys.sorted() {
            if let view = cells.prefetchedCells.removeValue(forKey: path) { cells.enqueue(view) }
        }
        cells.unmeasuredPrefetchedCells.removeAll()
        announcedPrefetch.removeAll()
    }

    // MARK: - Queries

    /// cellForItem(at:): the visible cell, nil off screen (also for a prefetched, undisplayed cell).
    public func cellForItem(at indexPath: IndexPath) -> ReusableView? {
        cells.visibleCells[indexPath]
    }

    /// register(_:forCellWithReuseIdentifier:): the data source dequeues with it from now on.
    public mutating func registerCell(reuseIdentifier: String) {
        cells.registeredCellIdentifiers.insert(reuseIdentifier)
        cells.cellIdentifier = reuseIdentifier
        cells.cellRegistration = nil
    }

    /// The identifier the data source's cellForItemAt dequeues with (registered or not: an
    /// unregistered one raises UIKit's exception at the next cell request).
    public mutating func setCellReuseIdentifier(_ identifier: String) {
        cells.cellIdentifier = identifier
        // dequeueReusableCell(withReuseIdentifier:for:), not a CellRegistration: no handler runs.
        cells.cellRegistration = nil
    }

    /// Records `error` as what the running layout pass raised, unless it raised already: its
    /// transaction throws the first one.
    mutating func raiseInLayoutPass(_ error: UIKitError) {
        layoutPass.raise(error)
    }
}
