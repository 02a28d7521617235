import Testing
@testable import CollectionScript
import CollectionEngine

/// `set bounds = WxH` goes through the same view-size limit as `view WxH`: an empty, negative
/// or huge view is a located error that leaves the bounds as they were.
struct SetBoundsLimitTests {
    @Test(arguments: ["0x0", "0x100", "100x0", "-50x100", "100000000x100"])
    func anInvalidBoundsSizeIsRejected(size: String) {
        var session = Session()
        _ = session.runScript(SourceFile(name: "s", text: "view 390x844\nsections A\nitems A a\n"))
        let before = session.interpreter.view.boundsSize
        let result = session.runEntry(SourceFile(name: "s", text: "set bounds = \(size)"))
        #expect(result.status == .failure)
        #expect(session.interpreter.view.boundsSize == before)
    }

    @Test func aValidBoundsSizeIsAccepted() {
        var session = Session()
        _ = session.runScript(SourceFile(name: "s", text: "view 390x844\nsections A\nitems A a\n"))
        #expect(session.runEntry(SourceFile(name: "s", text: "set bounds = 320x480")).status == .ok)
        #expect(session.interpreter.view.boundsSize == Size(width: 320, height: 480))
    }
}
