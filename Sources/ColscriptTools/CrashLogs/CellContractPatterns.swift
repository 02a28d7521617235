import CollectionEngine
import CollectionScript

/// The data source breaking its cell contract (docs/evidence.md E7): a cell it made itself, a nil
/// cell, a supplementary view dequeued for another kind. The scenario scripts the data source's
/// answer (`delegate cellForItemAt …`, `delegate viewForSupplementaryElementOfKind …`) and runs
/// the pass that asks for it.
extension CrashPattern {
    static let cellContractPatterns: [CrashPattern] = [
        CrashPattern(id: UIKitError.cellNotDequeued.id, template: UIKitError.cellNotDequeued.template) { _, message in
            let lines = ScenarioText.setUp([1])
                + ["delegate cellForItemAt [0,0] = notDequeued   # cellForItemAt returns UICollectionViewCell(frame:)", "reload"]
            return Reconstruction(
                patternID: UIKitError.cellNotDequeued.id,
                scenario: ScenarioText.script(title: "a cell that was not dequeued", version: nil, lines: lines), expected: message,
                mistake: "collectionView(_:cellForItemAt:) returned a cell it created itself (UICollectionViewCell(frame:), a cell from a nib loaded by hand, or one kept from earlier) instead of one from dequeueReusableCell(withReuseIdentifier:for:). Register the class or nib (or use a UICollectionView.CellRegistration) and always return collectionView.dequeueReusableCell(…) for the index path asked.")
        },
        CrashPattern(id: UIKitError.nilCell(IndexPath(0, 0)).id, template: UIKitError.nilCell(IndexPath(0, 0)).template) { c, message in
            let values = c.compactMap { Int(capture: $0, limit: 1_000) }
            guard values.count == 2 else { return nil }
            let (section, item) = (values[0], values[1])
            // Only the item's section holds items, so with the default layout (rows of six 50-point
            // items every 60 points) its first 90 items (15 rows) are on the first screen: the reload asks for
            // the cell. A later item is off screen: scrolling to it asks.
            let lines = ScenarioText.setUp(counts(sections: section + 1, holding: [(section, item)]))
                + ["delegate cellForItemAt [\(section),\(item)] = nil   # cellForItemAt returns nil for this item",
                   item < 90 ? "reload" : "scrollTo [\(section),\(item)] top"]
            return Reconstruction(
                patternID: UIKitError.nilCell(IndexPath(0, 0)).id,
                scenario: ScenarioText.script(title: "cellForItemAt returned nil for [\(section),\(item)]", version: nil, lines: lines), expected: message,
                mistake: "collectionView(_:cellForItemAt:) returned nil for this index path (possible from Objective-C, or through an implicitly unwrapped or bridged optional): typically an early return when the model has no item at that index (the array is shorter than the view's counts), a switch over sections without a case for this one, or a cast of the dequeued cell that failed because another class is registered for the identifier. Always return a dequeued cell, and make the model answer for every index path the view has.")
        },
        CrashPattern(id: UIKitError.supplementaryKindMismatch(asked: "", dequeued: "").id,
                     template: UIKitError.supplementaryKindMismatch(asked: "", dequeued: "").template) { _, message in
            let lines = ["layout flow itemSize=100x100 footerReferenceSize=390x40"] + ScenarioText.setUp([3])
                + ["delegate viewForSupplementaryElementOfKind = headerForFooter   # asked for a footer, returns a view dequeued as a header",
                   "reload"]
            return Reconstruction(
                patternID: UIKitError.supplementaryKindMismatch(asked: "", dequeued: "").id,
                scenario: ScenarioText.script(title: "a supplementary view dequeued for another kind", version: nil, lines: lines), expected: message,
                mistake: "collectionView(_:viewForSupplementaryElementOfKind:at:) returned a view dequeued for another kind than the one asked (a header returned for a footer): it ignored the kind parameter, or passed a fixed kind to dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:). Dequeue with the kind UIKit passes in (switch over it), or use UICollectionView.SupplementaryRegistration.")
        },
        CrashPattern(id: UIKitError.supplementaryNotDequeued(kind: "", IndexPath(0, 0), view: "").id,
                     template: UIKitError.supplementaryNotDequeued(kind: "", IndexPath(0, 0), view: "").template) { _, message in
            // Every header (or footer) the view asks for gets the same answer, so the first one asked
            // — section 0's — raises: the scenario rebuilds that one.
            let footer = message.contains("atIndexPath (UICollectionElementKindSectionFooter,")
            let answer = message.hasSuffix("or is nil ((null))") ? "nil" : "notDequeued"
            let size = footer ? "footerReferenceSize=0x40" : "headerReferenceSize=0x40"
            let lines = ["layout flow itemSize=100x50 \(size)"] + ScenarioText.setUp([2])
                + ["delegate viewForSupplementaryElementOfKind = \(answer)   # "
                   + (answer == "nil" ? "returns nil" : "returns UICollectionReusableView() instead of a dequeued view"),
                   "reload"]
            return Reconstruction(
                patternID: UIKitError.supplementaryNotDequeued(kind: "", IndexPath(0, 0), view: "").id,
                scenario: ScenarioText.script(title: "a \(footer ? "footer" : "header") that was not dequeued", version: nil, lines: lines),
                expected: message,
                mistake: "collectionView(_:viewForSupplementaryElementOfKind:at:) returned nil or a view it created itself for a kind the layout asked for (a header or footer size above zero makes the flow layout ask for every section). Return collectionView.dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:) (or a SupplementaryRegistration) for every kind and section asked, or set the reference size to zero where there is none.")
        },
        CrashPattern(id: UIKitError.globalIndexOutOfRange(0, 0).id, template: UIKitError.globalIndexOutOfRange(0, 0).template) { c, message in
            let values = c.compactMap { Int(capture: $0, limit: 100_000) }
            guard values.count == 2, values[0] == values[1], values[0] > 0 else { return nil }
            // rdar 48941906 (docs/evidence.md E12): a section moved onto itself while an item moves
            // out of it; UIKit's bookkeeping then asks for one item past the end.
            let lines = ["ios 12", "sections Top Bottom", "items Bottom count \(values[0])",
                         "batch {", "  moveSection 1 -> 1", "  move [1,0] -> [0,0]", "}"]
            return Reconstruction(
                patternID: UIKitError.globalIndexOutOfRange(0, 0).id,
                scenario: ScenarioText.script(title: "a section moved onto itself with an item moving out", version: nil, lines: lines),
                expected: message,
                mistake: "The batch moved a section to its own index (moveSection(s, toSection: s)) while moving an item out of that section; UIKit's bookkeeping then loses count of the items. Drop the no-op section move (or move the section to where it really goes), and move the item on its own.")
        },
    ]

    /// A self-sizing cell answering 0 × 0 (docs/self-sizing.md §5).
    static let selfSizingPatterns: [CrashPattern] = {
        let sample = UIKitError.emptyPreferredSize(original: "", preferred: "", view: "")
        return [CrashPattern(id: sample.id, template: sample.template) { c, message in
            guard c.count >= 2 else { return nil }
            let path = CrashLogAnalysis.captures(of: #"path = (\d{1,3}) - (\d{1,3})\}"#, in: c[0]).map { $0.compactMap { Int(capture: $0, limit: 100) } }
            let (section, item) = path.flatMap { $0.count == 2 ? ($0[0], $0[1]) : nil } ?? (0, 0)
            // The original attributes' frame, "frame = (x y; w h)": its size is the estimate.
            let size = CrashLogAnalysis.captures(of: #"frame = \([-0-9.]{1,12} [-0-9.]{1,12}; (\d{1,4}) (\d{1,4})\)"#, in: c[0]).map { $0.joined(separator: "x") } ?? "390x60"
            let lines = ["ios 16", "layout flow estimatedItemSize=\(size) minimumLineSpacing=0"]
                + ScenarioText.setUp(counts(sections: section + 1, holding: [(section, item)]))
                + ["cellSize [\(section),\(item)] 0x0   # preferredLayoutAttributesFitting answers an empty size"]
            return Reconstruction(
                patternID: sample.id,
                scenario: ScenarioText.script(title: "a self-sizing cell answered an empty size", version: nil, lines: lines), expected: message,
                mistake: "A self-sizing cell's Auto Layout constraints (or its sizeThatFits / systemLayoutSizeFitting / preferredLayoutAttributesFitting override) produced 0 × 0: typically no constraint chain from the content view's top to bottom (or leading to trailing), content added to the cell instead of its contentView, or an override that returns a size before the content is configured. Pin the content to the contentView's edges on both axes, or give the cell a size.")
        }]
    }()
}
