import CollectionEngine
import CollectionScript

/// The compositional layout's error log (docs/evidence.md E13): the preamble naming the section
/// and its container, `Error: ` and "There is no room for this NSCollectionLayoutGroup …", then the
/// group's description. Recognised from the engine's template, with or without the preamble and
/// the group line (a pasted excerpt often has the message alone).
extension CrashPattern {
    static let compositionalLogPatterns: [CrashPattern] = [
        CrashPattern(id: LogPatternID.compositionalNoRoom.id, template: compositionalNoRoomTemplate) { c, _ in
            guard c.count >= 10 else { return nil }
            let section = c[1].isEmpty ? 0 : Int(capture: c[1], limit: 50)
            let size = numbers(in: c[9]), insets = numbers(in: c[8])
            guard let section, size.count == 2, insets.count == 4,
                  size.allSatisfy({ $0 > 0 && $0 <= 10_000 }), insets.allSatisfy({ $0 >= 0 && $0 <= 10_000 }) else { return nil }
            let view = Size(width: size[0], height: size[1])
            let sectionInsets = EdgeInsets(top: insets[0], left: insets[1], bottom: insets[2], right: insets[3])
            let group = LayoutSize(width: .fractionalWidth(1), height: .estimated(94))
            let error = CompositionalMessages.noRoomTemplate(insets: sectionInsets, size: view)
            // What the rebuilt scenario logs: the whole log, preamble and group line included (UIKit
            // prints them even where the paste shows the message alone; the group's tab-indented
            // lines the engine does not print).
            let expected = CompositionalMessages.errorLogTemplate(section: section, viewSize: view, referenceInsets: .zero,
                                                         reference: ContentInsetsReference.safeArea.rawValue, error: error,
                                                         group: CompositionalMessages.describe(group: group)).text
            let names = (0...section).map { "S\($0)" }
            func text(_ v: Double) -> String { NumberText.decimal(v) }
            let lines = [
                "view \(text(view.width))x\(text(view.height))",
                "sections " + names.joined(separator: " "),
                "items S\(section) count 1",
                "layout compositional {",
                "  section {",
                "    group vertical width=fractionalWidth(1) height=estimated(94) {",
                "      item width=fractionalWidth(1) height=estimated(94)",
                "    }",
                "    contentInsets \(insets.map(text).joined(separator: ","))   # the insets leave no room",
                "  }",
                "}",
            ]
            return Reconstruction(
                patternID: LogPatternID.compositionalNoRoom.id,
                scenario: ScenarioText.script(title: "the compositional layout's \"no room\" error log", version: nil, lines: lines),
                expected: expected,
                mistake: "A section's (or a group's) contentInsets are as wide as the space they are applied to, or wider: the collection view (here \(c[9])) minus the insets leaves exactly zero or less for the group. Typical causes: a collection view laid out before it has its real size (a width of a few points at first layout), or fixed insets on a narrow container. Make the insets depend on the container (NSCollectionLayoutEnvironment.container.effectiveContentSize) or skip the layout until the view has a size.",
                isLog: true)
        },
    ]

    /// The log's template: any values (the recogniser reads holes, not these numbers).
    static let compositionalNoRoomTemplate = CompositionalMessages.errorLogTemplate(
        section: 0, viewSize: .zero, referenceInsets: .zero, reference: "safeArea",
        error: CompositionalMessages.noRoomTemplate(insets: .zero, size: .zero), group: "")

    /// The numbers of a `{32, 653}` or `{0, 16, 0, 16}` description.
    static func numbers(in text: String) -> [Double] {
        text.split(whereSeparator: { "{}, ".contains($0) }).compactMap { Double($0) }
    }
}
