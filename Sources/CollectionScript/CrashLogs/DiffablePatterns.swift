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

    /// Names listed by NSSet/NSArray descriptions (`{(\n    a,\n    b\n)}`), or a bare name.
    static func listedNames(_ text: String) -> [String] {
        text.split(separator: "\n").map { String($0).trimmed }
            .map { $0.hasSuffix(",") ? String($0.dropLast()) : $0 }
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
    static func diffable(_ id: String, _ regex: String, version: String? = nil, mistake: String = missingMistake,
                         names: @escaping @Sendable ([String]) -> [String] = { $0 },
                         _ make: @escaping @Sendable ([String]) -> [String]) -> CrashPattern {
        CrashPattern(id: id, regex: regex) { c, message in
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

    static let diffablePatterns: [CrashPattern] = [
        diffable("diffable.duplicateItemIdentifiers", #"Fatal: supplied item identifiers are not unique\. Duplicate identifiers: (\{\([\s\S]*?\)\})"#,
                 version: "16", mistake: duplicatesMistake, names: { listedNames($0[0]) }) { n in
            ["snapshot { appendItems Main " + n.flatMap { [$0, $0] }.joined(separator: " ") + " }"]
        },
        diffable("diffable.duplicateSectionIdentifiers", #"Fatal: supplied section identifiers are not unique\. Duplicate identifiers: (\{\([\s\S]*?\)\})"#,
                 version: "16", mistake: duplicatesMistake, names: { listedNames($0[0]) }) { n in
            ["snapshot { appendSections " + n.flatMap { [$0, $0] }.joined(separator: " ") + " }"]
        },
        CrashPattern(id: "diffable.duplicateIdentifiers.unlisted", regex: #"Fatal: supplied identifiers are not unique\."#) { _, message in
            let lines = ["diffable on", "snapshot { appendSections Main; appendItems Main Existing }", "apply",
                         "snapshot { appendItems Main New New }"]
            return Reconstruction(patternID: "diffable.duplicateIdentifiers.unlisted",
                                  scenario: ScenarioText.script(title: message + " (iOS 13 – 14)", version: "14", lines: lines),
                                  expected: "Fatal: supplied identifiers are not unique.", mistake: duplicatesMistake)
        },
        diffable("diffable.sectionsAlreadyExist", #"Diffable data source detected an attempt to insert or append \d+ section identifiers? that already exists? in the snapshot\. Identifiers in a snapshot must be unique\. Section identifiers? that already exists?: (\([\s\S]*?\n\)|\S+)"#,
                 version: "17", mistake: duplicatesMistake, names: { listedNames($0[0]) }) { n in
            ["snapshot { appendSections " + n.joined(separator: " ") + " }", "apply",
             "snapshot { appendSections " + n.joined(separator: " ") + " }"]
        },
        diffable("diffable.reloadMissingItem", #"Attempted to reload item identifier that does not exist in the snapshot: (\S+)"#) { n in
            ["snapshot { reloadItems \(n[0]) }"]
        },
        diffable("diffable.reconfigureMissingItem", #"Attempted to reconfigure item identifier that does not exist in the snapshot: (\S+)"#) { n in
            ["snapshot { reconfigureItems \(n[0]) }"]
        },
        diffable("diffable.reloadMissingSection", #"Attempted to reload section identifier that does not exist in the snapshot: (\S+)"#) { n in
            ["snapshot { reloadSections \(n[0]) }"]
        },
        diffable("diffable.invalidReferenceItem", #"Invalid item identifier specified for reference item: (\S+)"#) { n in
            ["snapshot { insertItems New before \(n[0]) }"]
        },
        diffable("diffable.invalidItem", #"Invalid item identifier specified for move: (\S+)"#) { n in
            ["snapshot { moveItem \(n[0]) before Existing }"]
        },
        diffable("diffable.invalidSection", #"Invalid section identifier specified: (\S+)"#) { n in
            ["snapshot { insertSections New before \(n[0]) }"]
        },
        diffable("diffable.invalidParent", #"Invalid parent item identifier specified: (\S+)"#) { n in
            ["sectionSnapshot Main { append Leaf to \(n[0]) }"]
        },
        diffable("diffable.sectionSnapshotDuplicates", #"Identifiers in a section snapshot must be unique\. Duplicate item identifiers: (\{\([\s\S]*?\)\})"#,
                 mistake: duplicatesMistake, names: { listedNames($0[0]) }) { n in
            ["sectionSnapshot Main { append " + n.flatMap { [$0, $0] }.joined(separator: " ") + " }"]
        },
        diffable("diffable.sectionNotFound", #"Section identifier was not found\. You can verify the section exists by calling the indexOfSectionIdentifier API \(which has O\(1\) performance\)"#,
                 version: "14") { _ in
            ["# itemIdentifiers(inSection:) of a section the snapshot lacks (colscript's shuffle asks for them)",
             "snapshot { shuffle Nowhere seed=1 }"]
        },
        logged(diffable("diffable.identifiersAlreadyExist", #"Diffable data source detected an attempt to insert or append \d+ item identifiers? that already exists? in the snapshot\. The existing item identifiers? will be moved into place instead, but this operation will be more expensive\. For best performance, inserted item identifiers should always be unique\. Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the debugger\. Item identifiers? that already exists?: (\([\s\S]*?\n\)|\S+)"#,
                 version: "17", mistake: duplicatesMistake, names: { listedNames($0[0]) }) { n in
            ["snapshot { appendItems Main " + n.joined(separator: " ") + " }", "apply",
             "snapshot { appendItems Main " + n.joined(separator: " ") + " }"]
        }, afterLog: "From iOS 17 UIKit logs this and moves the existing items into place instead of raising (iOS 13 – 16 raised \"supplied item identifiers are not unique\")."),
        diffable("diffable.noSections", #"There are currently no sections in the data source\. Please add a section first\."#,
                 mistake: "appendItems(_:) without toSection: was called on a snapshot with no sections. Append a section first (snapshot.appendSections([.main])), or pass toSection:.") { _ in
            ["snapshot empty { appendItems New }"]
        },
        diffable("diffable.directMutation", #"UICollectionView must be updated via the UICollectionViewDiffableDataSource APIs when acting as the UICollectionView's dataSource: please do not call mutation APIs directly on UICollectionView\."#,
                 mistake: "The collection view has a diffable data source, but the app called insertItems/deleteItems/performBatchUpdates (or reloadData on some versions) directly. Change a snapshot and apply it instead.") { _ in
            ["insert [0,1] New"]
        },
    ]
}
