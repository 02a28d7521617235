/// Decoration views (docs/layout.md §11): the layout places them — a compositional section's
/// `NSCollectionLayoutDecorationItem`, a flow layout subclass's section background — and the
/// view makes one for each in the visible rect from the kind's registration, with no data-source
/// or delegate call (UIKit has none for them).
extension CollectionView {
    /// Gives each decoration element of the visible rect a view, dequeued from its kind's pool,
    /// and puts the views that left the rect back in it. A kind nobody registered raises UIKit's
    /// "could not dequeue a decoration view of kind: …" (`-[UICollectionViewLayout
    /// _decorationViewForLayoutAttributes:]`, when the view makes the view).
    mutating func placeDecorations(_ decorations: [LayoutAttributes]) {
        guard !decorations.isEmpty || !cells.visibleDecorationViews.isEmpty else { return }
        let keys = Set(decorations.compactMap { element in element.kind.map { SupplementaryKey(kind: $0, indexPath: element.indexPath) } })
        // Leaving first, as cells end before entering ones get theirs: a view can serve the next one.
        for key in cells.visibleDecorationViews.keys.sorted() where !keys.contains(key) {
            if let view = cells.visibleDecorationViews.removeValue(forKey: key) { cells.enqueue(view) }
        }
        for element in decorations {
            guard let kind = element.kind else { continue }
            let key = SupplementaryKey(kind: kind, indexPath: element.indexPath)
            guard cells.visibleDecorationViews[key] == nil else { continue }
            do {
                cells.visibleDecorationViews[key] = try cells.dequeueDecoration(kind: kind)
            } catch {
                raiseInLayoutPass(error)
                return
            }
        }
    }
}
