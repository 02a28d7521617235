import CollectionEngine
import CollectionScript

/// scrollToItem(at:at:animated:) (and selectItem with a scroll position) on an item the view does
/// not have, in both eras' wording (docs/evidence.md E4), and contradictory scroll positions.
extension CrashPattern {
    static let scrollMistake = """
        scrollToItem(at:) (or selectItem(at:animated:scrollPosition:)) was called with an index path the \
        collection view does not have YET or any more: typically right after changing the array but before \
        the view was told (reloadData/performBatchUpdates), in viewDidLoad before the first layout, or with \
        an index kept from before a deletion. Check the path against collectionView.numberOfSections / \
        numberOfItems(inSection:) — the view's own counts — and scroll after the update's completion.
        """

    static let scrollPatterns: [CrashPattern] = [
        // Item counts up to 100,000 (docs/tooling.md §1): a photo library's scroll past its end
        // names 11,047 items (TZImagePickerController#1729).
        single(.scrollToInvalidIndexPath(IndexPath(0, 0)), version: "14", mistake: scrollMistake, limit: 100_000) { v in
            (Array(repeating: 0, count: v[0] + 1), "scrollTo [\(v[0]),\(v[1])] top")
        },
        single(.invalidScrollTarget(IndexPath(0, 0), itemsInSection: 0, sections: 0, view: "", modern: true),
               variant: "item", mistake: scrollMistake, limit: 100_000) { v in
            guard v[0] >= v[1] else { return nil }
            return (counts(sections: v[2] + 1, extra: [(v[2], v[1])]), "scrollTo [\(v[2]),\(v[0])] top")
        },
        single(.invalidScrollTarget(IndexPath(0, 0), itemsInSection: nil, sections: 0, view: "", modern: true),
               variant: "section", mistake: scrollMistake, limit: 1_000) { v in
            guard v[0] >= v[1] else { return nil }
            return (Array(repeating: 0, count: v[1]), "scrollTo [\(v[0]),0] top")
        },
    ] + [true, false].map(multiplePositions)

    /// Two scroll positions of one axis (`vertical`: the text says "vertical").
    static func multiplePositions(vertical: Bool) -> CrashPattern {
        let error = UIKitError.multipleScrollPositions(vertical: vertical)
        return CrashPattern(id: error.id, template: error.template) { _, message in
            let positions = vertical ? "top bottom" : "left right"
            let lines = ScenarioText.setUp([1]) + ["scrollTo [0,0] \(positions)"]
            return Reconstruction(patternID: error.id,
                                  scenario: ScenarioText.script(title: message, version: nil, lines: lines), expected: message,
                                  mistake: "The scroll position combined two options of one axis (.top with .bottom or .centeredVertically; .left with .right or .centeredHorizontally). Pass at most one vertical and one horizontal position.")
        }
    }
}
