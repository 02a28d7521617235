/// How UIKit words a batch whose counts do not add up, per era: the one place where the wording
/// depends on the version.
///
/// Models: the `NSInternalInconsistencyException` raised at the end of `performBatchUpdates` when
/// the data source's counts disagree with the update (docs/updates.md §2.1 steps 6–7, §2.2).
/// - iOS 6 – 16.3: one "Invalid update: invalid number of …" sentence per failing check.
/// - iOS 16.4 – 16.x: the multi-line "Invalid batch updates detected" report, "before and/or after".
/// - iOS 17 and later: the same report, "before and after" [observed 17.1.2; later versions assumed].
public enum CountReportEra: CaseIterable, Hashable, Sendable {
    case classic, modernAndOr, modern

    init(_ version: UIKitVersion) {
        self = UIKitBehaviour(version).countReportEra
    }

    /// The words between "returned by the data source" and "performing".
    var modernTiming: String {
        self == .modernAndOr ? "before and/or after" : "before and after"
    }
}

/// Everything a count-mismatch error prints in either era.
public struct CountMismatchReport: Hashable, Sendable {
    /// Which of UIKit's count checks failed.
    public enum Check: Hashable, Sendable {
        case invalidSectionCount, deleteMoreItemsThanExist, invalidItemCount

        /// The error id (`update.invalidSectionCount`, …).
        var id: String {
            switch self {
            case .invalidSectionCount: "update.invalidSectionCount"
            case .deleteMoreItemsThanExist: "update.deleteMoreItemsThanExist"
            case .invalidItemCount: "update.invalidItemCount"
            }
        }
    }

    public internal(set) var check: Check
    /// The classic (≤ 16.3) sentence.
    var classicMessage: String
    var before: [Int]
    var after: [Int]
    /// The app's calls, already spelled, in report order (see `entries(for:)`).
    var entries: [String]
    var collectionViewDescription: String

    /// The report for `era`.
    func message(_ era: CountReportEra) -> String {
        switch era {
        case .classic:
            return classicMessage
        case .modernAndOr, .modern:
            let updates = entries.isEmpty
                ? "Updates = [ ]"
                : "Updates = [\n" + entries.map { "\t" + $0 }.joined(separator: ",\n") + "\n]"
            return """
                Invalid batch updates detected: the number of sections and/or items returned by the data source \
                \(era.modernTiming) performing the batch updates are inconsistent with the updates.
                Data source before updates = { \(Self.describe(before)) }
                Data source after updates = { \(Self.describe(after)) }
                \(updates)
                Collection view: \(collectionViewDescription)
                """
        }
    }

    /// The error for `version`, carrying the other eras' wordings so that `expect error` written
    /// against either era matches.
    func error(_ version: UIKitVersion) -> UIKitError {
        .countMismatch(self, CountReportEra(version))
    }

    /// `1 section with item counts: [4]`, `2 sections with item counts: [4, 0]`.
    static func describe(_ counts: [Int]) -> String {
        let noun = counts.count == 1 ? "section" : "sections"
        return "\(counts.count) \(noun) with item counts: [" + counts.map(String.init).joined(separator: ", ") + "]"
    }

    /// The update entries of the modern report: the app's explicit deletes descending, then its
    /// inserts ascending, then moves (ascending by source), then reloads and reconfigures ascending.
    ///
    /// Spellings: `Delete item (s - i)` and `Insert item (s - i)` are [observed]; `Move item (s - i)
    /// to (s - i)`, `Reload item (s - i)`, `Insert section s`, `Delete section s`, `Move section s
    /// to t`, `Reload section s` are [inferred] (docs/updates.md §2.2), and `Reconfigure item (s - i)` is
    /// the engine's own [inferred: UIKit queues a reconfigure as a flagged reload].
    static func entries(for queued: QueuedUpdates) -> [String] {
        func spell(_ item: QueuedUpdateItem) -> [String] {
            let noun = item.isSection ? "section \(item.section)" : "item (\(item.path.uikitPath))"
            switch item.action {
            case .delete: return ["Delete \(noun)"]
            case .insert: return ["Insert \(noun)"]
            // A reload is listed as the delete plus insert UIKit performs [observed, forum thread
            // 728797, iOS 16.4.1, one source; sections by analogy] (docs/evidence.md E2).
            case .reload: return ["Delete \(noun)", "Insert \(noun)"]
            case .move:
                return [item.isSection
                    ? "Move section \(item.section) to \(item.target.section)"
                    : "Move item (\(item.path.uikitPath)) to (\(item.target.uikitPath))"]
            }
        }
        return queued.deletes.flatMap(spell) + queued.inserts.flatMap(spell) + queued.moves.flatMap(spell)
            + queued.reloads.flatMap(spell) + queued.reconfigures.map { "Reconfigure item (\($0.uikitPath))" }
    }
}
