import CollectionEngine
import CollectionScript

/// "Invalid update: invalid number of items/sections" (iOS ≤ 16.3) and "Invalid batch updates
/// detected" (16.4+): the view's counts, what it was told, and the data source's counts disagree.
extension CrashPattern {
    static let countPatterns: [CrashPattern] = skipped + [classicItems.pattern, classicSections.pattern] + modernEras.map(modern)

    /// A classic sentence's pattern, with the template it is derived from (the skipped-update log
    /// quotes the sentence).
    static func classic(_ template: MessageTemplate, id: String,
                        build: @escaping @Sendable ([String], String) -> Reconstruction?) -> (pattern: CrashPattern, template: MessageTemplate) {
        (CrashPattern(id: id, template: template, build: build), template)
    }

    /// A classic sentence's pattern: its check's id and the era (`update.invalidItemCount.classic`).
    static func classicID(_ check: CountMismatchReport.Check) -> String {
        "update.\(check).\(CountReportEra.classic)"
    }

    /// The eras of the multi-line report, each its own template.
    static let modernEras: [CountReportEra] = CountReportEra.allCases.filter { $0 != .classic }

    static let countMistake = """
        The app changed its data (its array) and told the collection view something else — or nothing — \
        in the same update. Typical causes: appending to the array but not calling insertItems(at:); calling \
        insertItems/deleteItems before (or without) changing the array; mutating the array on a background \
        queue; two updates racing; or calling reloadData() and then an update in the same run-loop turn. \
        Make every change to the array and the matching call together, on the main queue, inside one \
        performBatchUpdates block (or use a diffable data source).
        """

    /// iOS 13 – 16.3 logged a classic count failure of a view it did not validate (off screen) and
    /// reloaded instead of raising (docs/evidence.md E8): "[UICollectionView] Invalid update: … - will
    /// perform reloadData. UICollectionView instance: <…>; currentUpdate: [UICollectionViewUpdate …]".
    static let skipped: [CrashPattern] = [classicItems, classicSections].map(skipped)

    /// The log around `classic`'s sentence (`SkippedUpdateLog.template`): its captures are the
    /// sentence's, then the view's description and the update's items.
    static func skipped(_ classic: (pattern: CrashPattern, template: MessageTemplate)) -> CrashPattern {
        let template = SkippedUpdateLog.template(classic.template, view: "", items: "")
        let holes = TemplateRecogniser.captureCount(classic.template)
        return CrashPattern(id: LogPatternID.invalidUpdateSkipped.id, template: template) { c, message in
            guard var rebuilt = classic.pattern.build(Array(c.prefix(holes)), message) else { return nil }
            rebuilt.scenario = rebuilt.scenario.replacing(
                "ios 16.3\n",
                with: "ios 14\nset validateOffscreenUpdates = false   # the view is off screen: UIKit logs and reloads instead of raising\n")
            rebuilt.patternID = LogPatternID.invalidUpdateSkipped.id
            rebuilt.expected = message
            rebuilt.isLog = true
            rebuilt.afterLog = "UIKit logged this, dropped the update's animations and called reloadData() instead: the view now shows the data source's counts, and nothing crashed — on iOS 13 – 16.3."
            rebuilt.mistake = countMistake + " iOS 13 – 16.3 only logged this (and reloaded) for a view it did not validate, such as one off screen; iOS 16.4 and later raise it for every view, so the same code now crashes."
            return rebuilt
        }
    }

    static let classicItems = classic(CountMismatchReport.invalidItemCount(section: 0, after: 0, before: 0, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0),
                                      id: classicID(.invalidItemCount)) { c, message in
        // Every count up to `Int(capture:)`'s 100,000 (docs/tooling.md); the section index too.
        let values = c.compactMap { Int(capture: $0) }
        guard values.count == 7 else { return nil }
        let (s, after, before, inserted, deleted, movedIn, movedOut) = (values[0], values[1], values[2], values[3], values[4], values[5], values[6])
        guard inserted + movedIn <= after, deleted + movedOut <= before,
              after != before + inserted - deleted + movedIn - movedOut, s < 1_000,
              // Each move is its own call, and a batch holds at most `Limits.batchUpdates`.
              movedIn + movedOut + 2 <= Limits.batchUpdates else { return nil }
        let other = s + 1
        let needsOther = movedIn + movedOut > 0
        var counts = Array(repeating: 0, count: needsOther ? s + 2 : s + 1)
        counts[s] = before
        if needsOther { counts[other] = max(movedIn, movedOut) }
        var afterCounts = counts
        afterCounts[s] = after
        guard let change = ScenarioText.dataOnlyChange(from: counts, to: afterCounts) else { return nil }
        var told: [String] = []
        if deleted > 0 { told.append("view delete " + (0..<deleted).map { "[\(s),\($0)]" }.joined(separator: " ")) }
        if inserted > ScenarioText.pathsSpelledOut {
            told.append("view insert [\(s),0] count \(inserted)")
        } else if inserted > 0 {
            told.append("view insert " + (0..<inserted).map { "[\(s),\($0)]" }.joined(separator: " "))
        }
        told += (0..<movedOut).map { "view move [\(s),\(deleted + $0)] -> [\(other),\($0)]" }
        told += (0..<movedIn).map { "view move [\(other),\($0)] -> [\(s),\(inserted + $0)]" }
        let lines = ScenarioText.countMismatch(counts: counts, change: change, told: told)
        return Reconstruction(patternID: classicID(.invalidItemCount),
                              scenario: ScenarioText.script(title: "Invalid update: invalid number of items in section \(s) (iOS 16.3 and earlier)", version: "16.3", lines: lines),
                              expected: message, mistake: countMistake)
    }

    static let classicSections = classic(CountMismatchReport.invalidSectionCount(after: 0, before: 0, inserted: 0, deleted: 0),
                                         id: classicID(.invalidSectionCount)) { c, message in
        let values = c.compactMap { Int(capture: $0, limit: 1_000) }
        guard values.count == 4 else { return nil }
        let (after, before, inserted, deleted) = (values[0], values[1], values[2], values[3])
        guard inserted <= after, deleted <= before, after != before + inserted - deleted else { return nil }
        let counts = Array(repeating: 0, count: before)
        guard let change = ScenarioText.dataOnlyChange(from: counts, to: Array(repeating: 0, count: after)) else { return nil }
        var told: [String] = []
        if deleted > 0 { told.append("view deleteSection " + (0..<deleted).map(String.init).joined(separator: " ")) }
        told += (0..<inserted).map { "view insertSection \($0)" }
        let lines = ScenarioText.countMismatch(counts: counts, change: change, told: told)
        return Reconstruction(patternID: classicID(.invalidSectionCount),
                              scenario: ScenarioText.script(title: "Invalid update: invalid number of sections (iOS 16.3 and earlier)", version: "16.3", lines: lines),
                              expected: message, mistake: countMistake)
    }

    /// The multi-line report of `era`. Captures: the counts, noun and list before, the same after,
    /// the update entries, the view's description.
    static func modern(_ era: CountReportEra) -> CrashPattern {
        let template = CountMismatchReport.batchReport(era, before: [0], after: [0], entries: [], view: "")
        return CrashPattern(id: LogPatternID.invalidBatchUpdates.id, template: template) { c, message in
            modernReport(era, captures: c, message: message)
        }
    }

    static func modernReport(_ era: CountReportEra, captures c: [String], message: String) -> Reconstruction? {
        guard c.count >= 7, let before = counts(c[2]), let after = counts(c[5]),
              before.count <= 1_000, after.count <= 1_000, let told = modernUpdates(c[6]) else { return nil }
        guard let change = ScenarioText.dataOnlyChange(from: before, to: after) else { return nil }
        var lines: [String] = []
        if let size = CrashPattern.viewSize(in: message) { lines.append("view \(size)") }
        var mistake = countMistake
        let sameNumber = sameNumberMove(in: told, before: before, after: after)
        if let (exact, _) = sameNumber, exact {
            // The data changed as told: the app's own batch, data and view together, raises it.
            lines += ScenarioText.setUp(before)
                + ["# performBatchUpdates changes the data exactly as it tells the view:",
                   "batch { " + told.map { $0.hasPrefix("view ") ? String($0.dropFirst(5)) : $0 }.joined(separator: "; ") + " }"]
            mistake = "Not the data: the update says the right change in a form UIKit's count check miscounts — an item move between two different sections that share a number (above). Say that move as a delete of its old index path plus an insert of its new one, in the same update."
        } else {
            lines += ScenarioText.countMismatch(counts: before, change: change, told: told)
            if let (_, move) = sameNumber { mistake += "\n\n" + move }
        }
        let version = era == .modernAndOr ? "16.4" : "17"
        return Reconstruction(patternID: LogPatternID.invalidBatchUpdates.id,
                              scenario: ScenarioText.script(title: "Invalid batch updates detected (iOS \(version == "17" ? "17 and later" : "16.4 – 16.x"))", version: version, lines: lines),
                              expected: message, mistake: mistake)
    }

    /// The update's first item move between two different sections that have the same number
    /// (`BatchUpdate.sameNumberMoves`), said as a cause; nil when it has none. `exact`: the update,
    /// read as meant (`CollectionView.countsAsTold`: a move leaves its old section and enters its
    /// new one whatever their numbers), turns the counts before into the counts after — the move
    /// is then the whole cause.
    static func sameNumberMove(in told: [String], before: [Int], after: [Int]) -> (exact: Bool, String)? {
        var operations: [UpdateOperation] = []
        var complete = true   // every call read (reloads and reconfigures change no count)
        for call in told {
            func numbers(after prefix: String) -> [Int] {
                call.dropFirst(prefix.count).split(separator: " ").compactMap { Int(capture: String($0), limit: 100_000) }
            }
            func paths(after prefix: String) -> [IndexPath] {
                call.dropFirst(prefix.count).split(separator: " ").compactMap { path in
                    let n = path.filter { $0 != "[" && $0 != "]" }.split(separator: ",").compactMap { Int(capture: String($0), limit: 100_000) }
                    return n.count == 2 ? IndexPath(n[0], n[1]) : nil
                }
            }
            if call.hasPrefix("view deleteSection ") {
                operations.append(.deleteSections(numbers(after: "view deleteSection ")))
            } else if call.hasPrefix("view insertSection ") {
                operations.append(.insertSections(numbers(after: "view insertSection ")))
            } else if call.hasPrefix("view moveSection ") {
                return nil
            } else if let m = CrashLogAnalysis.captures(of: #"^view move \[(\d+),(\d+)\] -> \[(\d+),(\d+)\]$"#, in: call) {
                let n = m.compactMap { Int(capture: $0, limit: 100_000) }
                if n.count == 4 { operations.append(.moveItem(from: IndexPath(n[0], n[1]), to: IndexPath(n[2], n[3]))) } else { complete = false }
            } else if call.hasPrefix("view delete ") {
                operations.append(.deleteItems(paths(after: "view delete ")))
            } else if call.hasPrefix("view insert ") {
                operations.append(.insertItems(paths(after: "view insert ")))
            } else if !call.hasPrefix("view reload ") && !call.hasPrefix("view reconfigure ") {
                complete = false
            }
        }
        let batch = BatchUpdate(operations)
        guard let move = batch.sameNumberMoves.first else { return nil }
        let exact = complete && CollectionView.countsAsTold(batch, from: before) == after
        return (exact, Explainer.sameNumberMove(move, in: batch, dataChangedAsTold: exact))
    }

    /// `4, 0` → [4, 0] (bounded).
    static func counts(_ text: String) -> [Int]? {
        let parts = text.split(separator: ",").map { String($0).trimmed }.filter { !$0.isEmpty }
        let values = parts.compactMap { Int(capture: $0, limit: 100_000) }
        return values.count == parts.count ? values : nil
    }

    /// The view-only calls that make UIKit list exactly these entries. Trailing `Delete X, Insert X`
    /// pairs are reloads (UIKit lists a reload as its two halves, after the moves). Entries are
    /// read between commas, so a list flattened to one line reads as well as UIKit's one a line.
    static func modernUpdates(_ text: String) -> [String]? {
        let entries = text.split(separator: ",").map { String($0).split(whereSeparator: \.isWhitespace).joined(separator: " ") }
            .filter { !$0.isEmpty }
        guard entries.count <= 2_000 else { return nil }
        var calls: [String] = []
        var reloads: [String] = []
        var index = 0
        // Count trailing reload pairs (before any reconfigures).
        var end = entries.count
        while end > 0, entries[end - 1].hasPrefix("Reconfigure item") { end -= 1 }
        var pairStart = end
        while pairStart >= 2, entries[pairStart - 2].hasPrefix("Delete "), entries[pairStart - 1].hasPrefix("Insert "),
              entries[pairStart - 2].dropFirst(7) == entries[pairStart - 1].dropFirst(7) {
            pairStart -= 2
        }
        while index < entries.count {
            let entry = entries[index]
            if index >= pairStart && index < end {
                guard let target = viewTarget(String(entry.dropFirst(7))) else { return nil }
                reloads.append(target.isSection ? "view reloadSection \(target.text)" : "view reload \(target.text)")
                index += 2
                continue
            }
            if let m = CrashLogAnalysis.captures(of: #"^Move item \((\d+) - (\d+)\) to \((\d+) - (\d+)\)$"#, in: entry) {
                calls.append("view move [\(m[0]),\(m[1])] -> [\(m[2]),\(m[3])]")
            } else if let m = CrashLogAnalysis.captures(of: #"^Move section (\d+) to (\d+)$"#, in: entry) {
                calls.append("view moveSection \(m[0]) -> \(m[1])")
            } else if let m = CrashLogAnalysis.captures(of: #"^Reconfigure item \((\d+) - (\d+)\)$"#, in: entry) {
                reloads.append("view reconfigure [\(m[0]),\(m[1])]")
            } else if entry.hasPrefix("Delete "), let target = viewTarget(String(entry.dropFirst(7))) {
                calls.append(target.isSection ? "view deleteSection \(target.text)" : "view delete \(target.text)")
            } else if entry.hasPrefix("Insert "), let target = viewTarget(String(entry.dropFirst(7))) {
                calls.append(target.isSection ? "view insertSection \(target.text)" : "view insert \(target.text)")
            } else {
                return nil
            }
            index += 1
        }
        return calls + reloads
    }

    /// `item (0 - 3)` → `[0,3]`; `section 2` → `2`.
    private static func viewTarget(_ text: String) -> (isSection: Bool, text: String)? {
        if let m = CrashLogAnalysis.captures(of: #"^item \((\d+) - (\d+)\)$"#, in: text) { return (false, "[\(m[0]),\(m[1])]") }
        if let m = CrashLogAnalysis.captures(of: #"^section (\d+)$"#, in: text) { return (true, m[0]) }
        return nil
    }

    /// `view WxH` from the description's `frame = (x y; W H)` when it is not the default 390x844.
    static func viewSize(in message: String) -> String? {
        guard let m = CrashLogAnalysis.captures(of: #"frame = \([-\d.]+ [-\d.]+; (\d{1,5}) (\d{1,5})\)"#, in: message),
              m[0] != "390" || m[1] != "844", m[0] != "0", m[1] != "0" else { return nil }
        return "\(m[0])x\(m[1])"
    }
}
