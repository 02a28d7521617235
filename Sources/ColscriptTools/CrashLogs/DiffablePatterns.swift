import CollectionEngine
import CollectionScript

/// The exceptions NSDiffableDataSourceSnapshot / NSDiffableDataSourceSectionSnapshot raise
/// (docs/updates.md §7.2). The app's identifiers are kept when they are colscript names; others
/// become `id1`, `id2`, … in the scenario and in the text it must reproduce.
extension CrashPattern {
    static let duplicatesMistake = """
        The identifiers passed to appendItems/appendSections (or insert…) contain the same value twice, or \
        (before iOS 17) a value already in the snapshot. Typical causes: identifiers built from a property \
        that is not unique (a title, a date), a Hashable model whose == compares too little, or appending the \
        same page of results twice. Make identifiers unique (a stable id), and deduplicate before appending.
        """
    static let missingMistake = """
        The snapshot call names an identifier the snapshot does not contain: typically a snapshot built \
        fresh (NSDiffableDataSourceSnapshot()) instead of dataSource.snapshot(), an identifier whose hash \
        changed after it was added (a mutable model used as the identifier), or an item deleted earlier in \
        the same snapshot. Take the current snapshot, and use stable ids as identifiers.
        """

    /// Names listed by NSSet/NSArray descriptions (`{(\n    a,\n    b\n)}`, or flattened to
    /// one line), or a bare name.
    static func listedNames(_ text: String) -> [String] {
        text.split(whereSeparator: { $0 == "\n" || $0 == "," }).map { String($0).trimmed }
            .filter { !$0.isEmpty && $0 != "{(" && $0 != ")}" && $0 != "(" && $0 != ")" }
    }

    /// Script names for the app's names, and the expected text with the same substitutions.
    /// Only whole names are replaced: a listing line (`    name,`) or the text after the last ": ".
    static func rename(_ names: [String], in message: String) -> ([String], String)? {
        guard names.count <= 1_000 else { return nil }
        var replacements: [String: String] = [:]
        var renamed: [String] = []
        for (index, name) in names.enumerated() {
            if let usable = ScenarioText.identifier(name) {
                renamed.append(usable)
            } else {
                let placeholder = replacements[name] ?? "id\(index + 1)"
                replacements[name] = placeholder
                renamed.append(placeholder)
            }
        }
        guard !replacements.isEmpty else { return (renamed, message) }
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let text = String(line)
            let comma = text.hasSuffix(",")
            let bare = (comma ? String(text.dropLast()) : text).trimmed
            if let placeholder = replacements[bare], text.hasPrefix("    ") {
                return "    " + placeholder + (comma ? "," : "")
            }
            if let colon = text.lastIndex(of: ":"), text[colon...].hasPrefix(": "),
               let placeholder = replacements[String(text[text.index(colon, offsetBy: 2)...])] {
                return String(text[...colon]) + " " + placeholder
            }
            return text
        }
        return (renamed, lines.joined(separator: "\n"))
    }

    /// A diffable scenario: a data source with one section `Main` holding `Existing`, then `last`.
    /// It recognises `template` (an error's wording, any values) and is named `id`.
    static func diffable(_ sample: UIKitError, version: String? = nil, mistake: String = missingMistake,
                         names: @escaping @Sendable ([String]) -> [String] = { $0 },
                         _ make: @escaping @Sendable ([String]) -> [String]) -> CrashPattern {
        diffable(sample.id, sample.template, version: version, mistake: mistake, names: names, make)
    }

    static func diffable(_ id: String, _ template: MessageTemplate, version: String? = nil, mistake: String = missingMistake,
                         names: @escaping @Sendable ([String]) -> [String] = { $0 },
                         _ make: @escaping @Sendable ([String]) -> [String]) -> CrashPattern {
        CrashPattern(id: id, template: template) { c, message in
            guard let (renamed, expected) = rename(names(c), in: message), !renamed.isEmpty || c.isEmpty else { return nil }
            let lines = ["diffable on", "snapshot { appendSections Main; appendItems Main Existing }", "apply"] + make(renamed)
            let title = String(message.split(separator: "\n").first ?? "")
            return Reconstruction(patternID: id, scenario: ScenarioText.script(title: String(title.prefix(160)), version: version, lines: lines),
                                  expected: expected, mistake: mistake)
        }
    }

    /// The same pattern, for a console notice instead of an exception.
    static func logged(_ pattern: CrashPattern, afterLog: String) -> CrashPattern {
        CrashPattern(id: pattern.id, regex: pattern.regex) { captures, message in
            guard var rebuilt = pattern.build(captures, message) else { return nil }
            rebuilt.isLog = true
            rebuilt.afterLog = afterLog
            return rebuilt
        }
    }

    /// One name and several: UIKit words the two differently (and lists several).
    static let oneAndSeveral: [[String]] = [["a"], ["a", "b"]]

    static let diffablePatterns: [CrashPattern] = [
        diffable(.duplicateItemIdentifiers(["a"], listed: true),
                 version: "16", mistake: duplicatesMistake, names: { listedNames($0[0]) }) { n in
            ["snapshot { appendItems Main " + n.flatMap { [$0, $0] }.joined(separator: " ") + " }"]
        },
        diffable(.duplicateSectionIdentifiers(["a"], listed: true),
                 version: "16", mistake: duplicatesMistake, names: { listedNames($0[0]) }) { n in
            ["snapshot { appendSections " + n.flatMap { [$0, $0] }.joined(separator: " ") + " }"]
        },
        unlistedDuplicates,
    ] + oneAndSeveral.map { names in
        diffable(.sectionsAlreadyExist(names), version: "17", mistake: duplicatesMistake, names: { listedNames($0[1]) }) { n in
            ["snapshot { appendSections " + n.joined(separator: " ") + " }", "apply",
             "snapshot { appendSections " + n.joined(separator: " ") + " }"]
        }
    } + [
        diffable(.reloadMissingItem("a")) { n in
            ["snapshot { reloadItems \(n[0]) }"]
        },
        diffable(.reconfigureMissingItem("a")) { n in
            ["snapshot { reconfigureItems \(n[0]) }"]
        },
        diffable(.reloadMissingSection("a")) { n in
            ["snapshot { reloadSections \(n[0]) }"]
        },
        diffable(.invalidReferenceItem("a")) { n in
            ["snapshot { insertItems New before \(n[0]) }"]
        },
        diffable(.invalidMovedItem("a")) { n in
            ["snapshot { moveItem \(n[0]) before Existing }"]
        },
        diffable(.invalidSection("a")) { n in
            ["snapshot { insertSections New before \(n[0]) }"]
        },
        diffable(.invalidParent("a")) { n in
            ["sectionSnapshot Main { append Leaf to \(n[0]) }"]
        },
        diffable(.sectionSnapshotDuplicates(["a"]), mistake: duplicatesMistake, names: { listedNames($0[0]) }) { n in
            ["sectionSnapshot Main { append " + n.flatMap { [$0, $0] }.joined(separator: " ") + " }"]
        },
        diffable(.sectionNotFound("a"), version: "14") { _ in
            ["# itemIdentifiers(inSection:) of a section the snapshot lacks (colscript's shuffle asks for them)",
             "snapshot { shuffle Nowhere seed=1 }"]
        },
    ] + oneAndSeveral.map { names in
        logged(diffable(LogPatternID.identifiersAlreadyExist.id, DiffableMessages.itemsAlreadyExistNotice(names),
                        version: "17", mistake: duplicatesMistake, names: { listedNames($0[1]) }) { n in
            ["snapshot { appendItems Main " + n.joined(separator: " ") + " }", "apply",
             "snapshot { appendItems Main " + n.joined(separator: " ") + " }"]
        }, afterLog: "From iOS 17 UIKit logs this and moves the existing items into place instead of raising (iOS 13 – 16 raised \"supplied item identifiers are not unique\").")
    } + [
        diffable(.noSections,
                 mistake: "appendItems(_:) without toSection: was called on a snapshot with no sections. Append a section first (snapshot.appendSections([.main])), or pass toSection:.") { _ in
            ["snapshot empty { appendItems New }"]
        },
        diffable(.directMutation,
                 mistake: "The collection view has a diffable data source, but the app called insertItems/deleteItems/performBatchUpdates (or reloadData on some versions) directly. Change a snapshot and apply it instead.") { _ in
            ["insert [0,1] New"]
        },
    ]

    /// iOS 13 – 14's duplicates text, which names nothing.
    static let unlistedDuplicates: CrashPattern = {
        let error = UIKitError.duplicateItemIdentifiers([], listed: false)
        let id = error.id + ".unlisted"
        return CrashPattern(id: id, template: error.template) { _, message in
            let lines = ["diffable on", "snapshot { appendSections Main; appendItems Main Existing }", "apply",
                         "snapshot { appendItems Main New New }"]
            return Reconstruction(patternID: id,
                                  scenario: ScenarioText.script(title: message + " (iOS 13 – 14)", version: "14", lines: lines),
                                  expected: "Fatal: supplied identifiers are not unique.", mistake: duplicatesMistake)
        }
    }()
}
