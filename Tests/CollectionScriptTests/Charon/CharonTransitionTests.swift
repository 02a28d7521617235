import Foundation
import Testing
@testable import CollectionScript
@testable import CollectionEngine
import TestSupport

/// charon's transition recordings (Tests/Recordings/charon-collectiontransition.txt) against the
/// engine and the language. Not modelled, so not stated here: prepareForTransition(to:/from:),
/// finalizeLayoutTransition and indexPathsToDelete/Insert(for…) on a layout that overrides nothing
/// (the engine has no such hooks; UIKit's answer is "nothing changes", "0 index paths"), and
/// finalizeLayoutTransition leaving the progress as it was (the engine's finish ends the transition).
@Suite struct CharonTransitionTests {
    static let recorded: [String: String] = {
        let url = PackageRoot.appending("Tests/Recordings/charon-collectiontransition.txt")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [:] }
        var values: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2 { values[parts[0]] = parts[1] }
        }
        return values
    }()

    /// `{x, y}` as NSStringFromCGPoint prints it.
    static func point(_ p: Point) -> String {
        "{\(CharonCompositionalTests.number(p.x)), \(CharonCompositionalTests.number(p.y))}"
    }

    @Test func aLayoutThatOverridesNothingKeepsTheProposedOffset() {
        // The compositional layout keeps UICollectionViewLayout's targetContentOffset(forProposedContentOffset:).
        let layout = CompositionalLayout(section: nil)
        #expect(Self.point(layout.targetContentOffset(forProposedContentOffset: Point(x: 11, y: 22))) == Self.recorded["targetContentOffset"])
        #expect(Self.point(layout.targetContentOffset(forProposedContentOffset: .zero)) == Self.recorded["targetContentOffsetZero"])
    }

    static func session() -> Session {
        var session = Session()
        _ = session.runEntry(SourceFile(name: "setup", text: "view 320x480\nlayout flow itemSize=100x100\nsections S\nitems S count 10\nstartInteractiveTransition to flow itemSize=50x50\n"))
        return session
    }

    static func progress(_ session: Session) -> String? {
        session.interpreter.view.layout.transitionState.map { point(Point(x: $0.transitionProgress, y: 0)) }
    }

    @Test func theProgressStartsAtZeroAndIsKeptAsSet() {
        var session = Self.session()
        #expect(Self.progress(session) == Self.recorded["transition.progressAtStart"])
        _ = session.runEntry(SourceFile(name: "p", text: "transitionProgress 0.25"))
        #expect(Self.progress(session) == Self.recorded["transition.progressSet"])
    }

    @Test(arguments: [("2", "transition.progressAboveOne"), ("-1", "transition.progressBelowZero")])
    func aProgressOutsideZeroToOneIsKept(_ value: String, _ key: String) {
        var session = Self.session()
        _ = session.runEntry(SourceFile(name: "p", text: "transitionProgress \(value)"))
        #expect(Self.progress(session) == Self.recorded[key])
    }
}
