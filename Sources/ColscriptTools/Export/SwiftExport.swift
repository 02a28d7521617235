import CollectionEngine
import CollectionScript

/// `colscript export --swift`: a scenario as Swift a developer runs against a real
/// `UICollectionView` — an XCTest case, or a playground page — that builds the same view (data
/// source, flow layout metrics, bounds), makes the same calls and asserts what the transcript
/// shows (content offset and size, visible and selected items, frames of the first visible items,
/// to a pixel), the view in a window. Every `expect` is an XCTAssert. A call UIKit raises for is
/// made under a small Objective-C catcher written beside the test (Swift cannot catch an
/// NSException), and the test asserts UIKit's exact reason. docs/tooling.md §2.
public enum SwiftExport {
    public enum Flavor: Sendable { case xctest, playground }

    /// Why a scenario cannot be exported.
    public struct Failure: Error, Sendable, Equatable {
        public var message: String
    }

    /// Properties `set` exports: the view's, the test data source's and the flow layout's.
    static let viewProperties: Set<String> = ["contentInset", "allowsSelection", "allowsMultipleSelection", "isPrefetchingEnabled",
                                                  "isEditing", "allowsSelectionDuringEditing", "allowsMultipleSelectionDuringEditing"]
    static let dataSourceProperties: Set<String> = ["cellReuseIdentifier"]
    /// The device's: the test skips unless it runs on a screen of that scale.
    static let deviceProperties: Set<String> = ["scale"]
    static let layoutProperties: Set<String> = ["itemSize", "estimatedItemSize", "minimumLineSpacing", "minimumInteritemSpacing",
                                                "sectionInset", "headerReferenceSize", "footerReferenceSize", "scrollDirection",
                                                "sectionHeadersPinToVisibleBounds", "sectionFootersPinToVisibleBounds"]

    /// An exported test and the files it needs beside it.
    public struct Exported: Sendable, Equatable {
        /// The XCTest case (or playground page).
        public var swift: String
        /// Files to write beside it, by name: the Objective-C exception catcher when the scenario raises.
        public var companions: [(name: String, text: String)]
        /// A file name for the test: `InvalidItemCountTests.swift`.
        public var fileName: String

        public static func == (a: Exported, b: Exported) -> Bool {
            a.swift == b.swift && a.fileName == b.fileName && a.companions.map(\.name) == b.companions.map(\.name)
                && a.companions.map(\.text) == b.companions.map(\.text)
        }
    }

    /// The Objective-C catcher's files (written once; any number of exported tests share them).
    public static let catcherFiles: [(name: String, text: String)] = [
        ("ColscriptExceptionCatcher.h", SwiftSyntax.catcherHeader),
        ("ColscriptExceptionCatcher.m", SwiftSyntax.catcherImplementation),
    ]

    /// The Swift source for `source`, or why it cannot be exported.
    public static func export(_ source: SourceFile, flavor: Flavor) -> Result<String, Failure> {
        export(source, flavor: flavor, allowFailing: false).map(\.swift)
    }

    /// The test and its companion files; `allowFailing`: export even if the scenario's own
    /// `expect` fails (the test says so, and fails there too).
    public static func export(_ source: SourceFile, flavor: Flavor, allowFailing: Bool) -> Result<Exported, Failure> {
        let parsed = Parser.parse(source)
        guard parsed.diagnostics.isEmpty else {
            // Each syntax error at its place, with its caret, as `colscript check` prints it.
            let located = DiagnosticRenderer().render(parsed.diagnostics, in: source)
            return .failure(Failure(message: "export: \(source.name) has syntax errors, so it is not exported:\n" + String(located.dropLast(located.hasSuffix("\n") ? 1 : 0))))
        }
        var writer = SwiftExportWriter(source: source)
        writer.allowFailing = allowFailing
        do throws(Failure) {
            try writer.run(parsed.script.commands)
        } catch {
            return .failure(error)
        }
        return .success(Exported(swift: writer.file(flavor: flavor), companions: writer.raises ? catcherFiles : [],
                                 fileName: SwiftSyntax.typeName(source.name) + "Tests.swift"))
    }
}
