import CollectionEngine
import CollectionScript

/// Dequeuing a cell with a reuse identifier nobody registered.
extension CrashPattern {
    static let cellKind = "UICollectionElementKindCell"
    static let unregistered = UIKitError.unregisteredIdentifier(kind: cellKind, identifier: "Cell")

    static let unregisteredDecoration = UIKitError.unregisteredDecorationKind("background")

    static let dequeuePatterns: [CrashPattern] = [
        // A decoration view of a kind nobody registered on the layout (docs/layout.md §11.2):
        // rebuilt as a compositional section background of that kind.
        CrashPattern(id: unregisteredDecoration.id, template: unregisteredDecoration.template) { c, message in
            guard c.count == 1 else { return nil }
            let name = ScenarioText.identifier(c[0]) ?? "background"
            let expected = name == c[0] ? message : message.replacing("kind: \(c[0]) -", with: "kind: \(name) -")
            let lines = ScenarioText.setUp([2]) + [
                "# The layout places a decoration view of kind \(name); nobody registered the kind on the layout:",
                "layout compositional {",
                "  section {",
                "    group horizontal width=fractionalWidth(1) height=absolute(60) {",
                "      item width=fractionalWidth(0.5) height=fractionalHeight(1)",
                "    }",
                "    background \(name)",
                "  }",
                "}",
            ]
            return Reconstruction(patternID: unregisteredDecoration.id,
                                  scenario: ScenarioText.script(title: "could not dequeue a decoration view of kind: \(name)", version: nil, lines: lines),
                                  expected: expected,
                                  mistake: "The layout returns attributes for a decoration view of kind \"\(c[0])\" (a compositional NSCollectionLayoutDecorationItem, or a custom layout's UICollectionViewLayoutAttributes(forDecorationViewOfKind:with:)), but no collectionViewLayout.register(_:forDecorationViewOfKind:) for that kind ran on this layout object before the view needed one. Register the decoration class on the layout you install (a new layout object has no registrations), with the same kind string.")
        },
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
