import CollectionEngine
import CollectionScript

/// Dequeuing a cell with a reuse identifier nobody registered.
extension CrashPattern {
    static let cellKind = "UICollectionElementKindCell"
    static let unregistered = UIKitError.unregisteredIdentifier(kind: cellKind, identifier: "Cell")

    static let dequeuePatterns: [CrashPattern] = [
        CrashPattern(id: unregistered.id, template: unregistered.template) { c, message in
            // Cells only: a supplementary view's kind needs a layout that places one.
            guard c.count == 2, c[0] == cellKind else { return nil }
            let c = Array(c.dropFirst())
            let name = ScenarioText.identifier(c[0]) ?? "Cell"
            let expected = name == c[0] ? message : message.replacing("identifier \(c[0]) -", with: "identifier \(name) -")
            let lines = ["set cellReuseIdentifier = \(name)   # cellForItemAt dequeues \"\(name)\"; nobody registered it",
                         "sections S0", "items S0 count 1"]
            return Reconstruction(patternID: unregistered.id,
                                  scenario: ScenarioText.script(title: "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(name)", version: nil, lines: lines),
                                  expected: expected,
                                  mistake: "cellForItemAt dequeues with reuse identifier \"\(c[0])\", but no register(_:forCellWithReuseIdentifier:) (or storyboard prototype with that identifier) ran before it. Register in viewDidLoad before the first reloadData, check the identifier's spelling in both places, or use UICollectionView.CellRegistration.")
        },
    ]
}
