import Foundation
import Testing
import TestSupport
@testable import CollectionEngine

/// The version-dependent rules live in one table.
struct UIKitBehaviourTests {
    @Test func theErasFallWhereTheResearchPutsThem() {
        #expect(!UIKitBehaviour(UIKitVersion(10)).interactiveMovementReloadsMovedCell)
        #expect(UIKitBehaviour(UIKitVersion(11)).interactiveMovementReloadsMovedCell)
        #expect(!UIKitBehaviour(UIKitVersion(13)).throwsForUnknownSection)
        #expect(UIKitBehaviour(UIKitVersion(14)).throwsForUnknownSection)
        #expect(!UIKitBehaviour(UIKitVersion(14)).listsDuplicateIdentifiers)
        #expect(UIKitBehaviour(UIKitVersion(14)).nonAnimatedApplyReloads)
        #expect(UIKitBehaviour(UIKitVersion(15)).listsDuplicateIdentifiers)
        #expect(!UIKitBehaviour(UIKitVersion(15)).nonAnimatedApplyReloads)
        #expect(!UIKitBehaviour(UIKitVersion(16, 3)).hasModernBatchValidation)
        #expect(UIKitBehaviour(UIKitVersion(16, 4)).hasModernBatchValidation)
        #expect(!UIKitBehaviour(UIKitVersion(16, 7)).movesExistingIdentifiers)
        #expect(UIKitBehaviour(UIKitVersion(17)).movesExistingIdentifiers)
        #expect(UIKitBehaviour(.latest).countReportEra == .modern)
    }

    /// E4's era and E9's versions and APIs (docs/evidence.md).
    @Test func scrollWordingVersionsAndAPIs() {
        #expect(!UIKitBehaviour(UIKitVersion(14, 8)).scrollNamesOutOfBoundsCounts)
        #expect(UIKitBehaviour(UIKitVersion(15)).scrollNamesOutOfBoundsCounts)
        for text in ["6", "12.4", "18", "18.6", "26", "26.1"] { #expect(UIKitVersion(parsing: text) != nil, "\(text)") }
        for text in ["5", "19", "21", "25", "27", "99", "0"] { #expect(UIKitVersion(parsing: text) == nil, "\(text)") }
        #expect(!UIKitBehaviour(UIKitVersion(12)).has(.diffableDataSource))
        #expect(UIKitBehaviour(UIKitVersion(13)).has(.diffableDataSource))
        #expect(UIKitBehaviour(UIKitVersion(13)).has(.compositionalLayout))
        #expect(!UIKitBehaviour(UIKitVersion(13)).has(.sectionSnapshot))
        #expect(UIKitBehaviour(UIKitVersion(14)).has(.cellRegistration))
        #expect(!UIKitBehaviour(UIKitVersion(14, 5)).has(.reconfigureItems))
        #expect(UIKitBehaviour(UIKitVersion(15)).has(.reconfigureItems))
        #expect(!UIKitBehaviour(UIKitVersion(15)).has(.selfSizingInvalidation))
        #expect(UIKitAPI.allCases.allSatisfy { UIKitBehaviour(.latest).has($0) })
    }

    /// No source file but the table builds a version from literal numbers or compares against one:
    /// every era lives in `UIKitBehaviour.swift` (parsing `ios 16.4` is the one other place).
    @Test func noVersionLiteralsOutsideTheTable() throws {
        let root = PackageRoot.appending("Sources")
        let pattern = try NSRegularExpression(pattern: #"UIKitVersion\(\s*[0-9]"#)
        var offenders: [String] = []
        for module in ["CollectionEngine", "CollectionScript"] {
            let dir = root.appendingPathComponent(module)
            let files = FileManager.default.enumerator(atPath: dir.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
            #expect(!files.isEmpty)
            for file in files where !file.hasSuffix("UIKitBehaviour.swift") {
                let text = try String(contentsOf: dir.appendingPathComponent(file), encoding: .utf8)
                let range = NSRange(text.startIndex..., in: text)
                if pattern.firstMatch(in: text, range: range) != nil { offenders.append(module + "/" + file) }
            }
        }
        #expect(offenders.isEmpty, "version literals outside UIKitBehaviour.swift: \(offenders)")
    }
}
