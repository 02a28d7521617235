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
    /// Which of UIKit's count checks failed; its case name is the error's id (`update.invalidItemCount`).
    public enum Check: Hashable, Sendable {
        case invalidSectionCount, deleteMoreItemsThanExist, invalidItemCount
    }

    public internal(set) var check: Check
    /// The classic (≤ 16.3) sentence.
    var classic: MessageTemplate
    var before: [Int]
    var after: [Int]
    /// The app's calls, already spelled, in report order (see `entries(for:)`).
    var entries: [String]
    var collectionViewDescription: String

    /// The report for `era`.
    func message(_ era: CountReportEra) -> String {
        template(era).text
    }

    /// The report's template for `era`.
    func template(_ era: CountReportEra) -> MessageTemplate {
        switch era {
        case .classic: classic
        case .modernAndOr, .modern:
            Self.batchReport(era, before: before, after: after, entries: entries, view: collectionViewDescription)
        }
    }

    /// The error for `version`, carrying the other eras' wordings so that `expect error` written
    /// against either era matches.
    func error(_ version: UIKitVersion) -> UIKitError {
        .countMismatch(self, CountReportEra(version))
    }

    // MARK: UIKit's wording, once per era

    /// iOS ≤ 16.3: the section count does not add up.
    public static func invalidSectionCount(after: Int, before: Int, inserted: Int, deleted: Int) -> MessageTemplate {
        "Invalid update: invalid number of sections.  The number of sections contained in the collection view after the update (\(after)) must be equal to the number of sections contained in the collection view before the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
    }

    /// iOS ≤ 16.3: a section would hold fewer than no items.
    public static func deleteMoreItemsThanExist(section: Int) -> MessageTemplate {
        "Invalid update: invalid number of items in section \(section).  Attempt to delete more items than exist in section."
    }

    /// iOS ≤ 16.3: a section's item count does not add up.
    public static func invalidItemCount(section: Int, after: Int, before: Int, inserted: Int, deleted: Int,
                                        movedIn: Int, movedOut: Int) -> MessageTemplate {
        "Invalid update: invalid number of items in section \(section).  The number of items contained in an existing section after the update (\(after)) must be equal to the number of items contained in that section before the update (\(before)), plus or minus the number of items inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
    }

    /// iOS 16.4 and later: the multi-line report (`era` is `.modernAndOr` or `.modern`).
    public static func batchReport(_ era: CountReportEra, before: [Int], after: [Int], entries: [String],
                                   view: String) -> MessageTemplate {
        let updates = entries.isEmpty ? " " : "\n" + entries.map { "\t" + $0 }.joined(separator: ",\n") + "\n"
        return """
            Invalid batch updates detected: the number of sections and/or items returned by the data source \
            \(literal: era.modernTiming) performing the batch updates are inconsistent with the updates.
            Data source before updates = { \(describe(before)) }
            Data source after updates = { \(describe(after)) }
            Updates = [\(entries: updates)]\(optional: "\nCollection view: \(text: view)")
            """
    }

    /// `1 section with item counts: [4]`, `2 sections with item counts: [4, 0]`.
    static func describe(_ counts: [Int]) -> MessageTemplate {
        "\(counts.count) \("section", agreeingWith: counts.count) with item counts: [\(integers: counts)]"
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
