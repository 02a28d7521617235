import CollectionEngine
import CollectionScript

/// Dequeuing a cell with a reuse identifier nobody registered.
extension CrashPattern {
    static let cellKind = "UICollectionElementKindCell"
    static let unregistered = UIKitError.unregisteredIdentifier(kind: cellKind, identifier: "Cell")

    static let dequeuePatterns: [CrashPattern] = [
        CrashPattern(id: unregistered.id, template: unregistered.template) { c, message in
            guard c.count == 2 else { return nil }
            guard c[0] == cellKind else { return supplementary(kind: c[0], identifier: c[1], message: message) }
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

    /// A supplementary kind of the app's own (a badge) that nobody registered: a compositional
    /// layout places one on an item, and the view dequeues it with the kind as its identifier.
    static func supplementary(kind: String, identifier: String, message: String) -> Reconstruction? {
        guard kind == identifier, let name = ScenarioText.identifier(kind), name == kind,
              !kind.hasPrefix("UICollectionElementKind") else { return nil }
        let lines = ScenarioText.setUp([1]) + [
            "# The layout places a \(kind) on the item; nobody registered the kind:",
            "layout compositional {",
            "  section {",
            "    group horizontal width=fractionalWidth(1) height=absolute(60) {",
            "      item width=absolute(140) height=fractionalHeight(1) {",
            "        supplementary \(kind) width=absolute(20) height=absolute(10) containerAnchor=topTrailing",
            "      }",
            "    }",
            "  }",
            "}",
        ]
        return Reconstruction(patternID: unregistered.id,
                              scenario: ScenarioText.script(title: "could not dequeue a view of kind: \(kind)", version: nil, lines: lines),
                              expected: message,
                              mistake: "The layout places a supplementary view of kind \"\(kind)\" (an NSCollectionLayoutSupplementaryItem or boundary item, or a custom layout's attributes), but no register(_:forSupplementaryViewOfKind:withReuseIdentifier:) for that kind ran before the view needed one, or viewForSupplementaryElementOfKind dequeues it with another identifier. Register every kind the layout uses (or use UICollectionView.SupplementaryRegistration with the same elementKind).")
    }
}
