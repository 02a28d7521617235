import Testing
@testable import CollectionScript
import CollectionEngine

/// `voiceOver on|off` and `expect layoutChangedPosts` (docs/accessibility.md).
struct AccessibilityCommandTests {
    static let setUp = "view 390x400\nset scale = 1\nlayout flow itemSize=390x100 minimumLineSpacing=0\nsections Feed\nitems Feed count 12\n"

    @Test func thePostsAreCountedWithVoiceOverOffAndTracedWithItOn() {
        var session = Session()
        _ = session.runEntry(SourceFile(name: "s", text: Self.setUp))
        let off = session.runEntry(SourceFile(name: "off", text: "trace on\ninsert [0,0] X\nexpect layoutChangedPosts == 3"))
        #expect(off.status == .ok)
        #expect(!off.output.contains("UIAccessibility.post"))
        let on = session.runEntry(SourceFile(name: "on", text: "voiceOver on\ninsert [0,0] Y\nexpect layoutChangedPosts == 4"))
        #expect(on.status == .ok)
        #expect(on.output.contains("· UIAccessibility.post(notification: .layoutChanged, argument: nil)"))
    }

    @Test func aFailedUpdateLeavesTheCountAsItWas() {
        var session = Session()
        _ = session.runEntry(SourceFile(name: "s", text: Self.setUp + "voiceOver on"))
        let before = session.interpreter.view
        let failed = session.runEntry(SourceFile(name: "f", text: "insert [0,40] X"))
        #expect(failed.status == .failure)
        #expect(session.interpreter.view.accessibility == before.accessibility)
        #expect(session.interpreter.view.accessibility.layoutChangedPosts == 2)
    }
}
