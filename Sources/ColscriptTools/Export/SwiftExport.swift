import CollectionEngine
import CollectionScript

/// `colscript export --swift`: a scenario as Swift a developer runs against a real
/// `UICollectionView` — an XCTest case, or a playground page — that builds the same view (data
/// source, flow layout metrics, bounds), makes the same calls and asserts what the transcript
/// shows (content offset and size, visible and selected items, frames of the first visible items).
/// The exception text of a failing call is written as a note (Swift cannot catch an Objective-C
/// exception without a small Objective-C helper; the note shows it). docs/tooling.md §2.
public enum SwiftExport {
    public enum Flavor: Sendable { case xctest, playground }

    /// Why a scenario cannot be exported.
    public struct Failure: Error, Sendable, Equatable {
        public var message: String
    }

    /// The commands that export, by keyword (docs/tooling.md §2 lists them).
    public static let exportable = ["ios", "view", "layout", "set", "sections", "items", "reload", "insert", "delete",
                                    "move", "reconfigure", "insertSection", "deleteSection", "moveSection",
                                    "reloadSection", "data", "batch", "select", "deselect", "scrollTo", "scroll",
                                    "expect", "echo", "show", "explain"]

    /// Properties `set` exports: the view's and the flow layout's.
    static let viewProperties: Set<String> = ["contentInset", "allowsSelection", "allowsMultipleSelection", "isPrefetchingEnabled"]
    static let layoutProperties: Set<String> = ["itemSize", "estimatedItemSize", "minimumLineSpacing", "minimumInteritemSpacing",
                                                "sectionInset", "headerReferenceSize", "footerReferenceSize", "scrollDirection",
                                                "sectionHeadersPinToVisibleBounds", "sectionFootersPinToVisibleBounds"]

    /// The Swift source for `source`, or why it cannot be exported.
    public static func export(_ source: SourceFile, flavor: Flavor) -> Result<String, Failure> {
        let parsed = Parser.parse(source)
        guard parsed.diagnostics.isEmpty else {
            return .failure(Failure(message: "export: \(source.name) has syntax errors; `colscript check \(source.name)` lists them"))
        }
        var writer = SwiftExportWriter(source: source)
        do throws(Failure) {
            try writer.run(parsed.script.commands)
        } catch {
            return .failure(error)
        }
        return .success(writer.file(flavor: flavor))
    }
}
