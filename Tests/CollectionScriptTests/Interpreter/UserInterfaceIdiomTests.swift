import Testing
@testable import CollectionScript
import CollectionEngine

/// `set userInterfaceIdiom = phone|mac` (UITraitCollection.userInterfaceIdiom): list sections'
/// metrics follow it (docs/compositional.md §5.2).
struct UserInterfaceIdiomTests {
    static let sidebar = """
        view 320x480
        set scale = 2
        layout list appearance=sidebarPlain headerMode=supplementary
        sections Library
        items Library Inbox Drafts
        """

    static func session(_ text: String) -> (Session, RunResult) {
        var session = Session()
        let run = session.runEntry(SourceFile(name: "setup", text: text))
        return (session, run)
    }

    static func firstRow(_ session: Session) -> Rect? {
        session.interpreter.view.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
    }

    @Test func theIdiomIsAPhoneUntilAScriptSetsIt() {
        #expect(PropertyTarget.traits.defaults["userInterfaceIdiom"] == "phone")
        let (session, setUp) = Self.session(Self.sidebar)
        #expect(setUp.status == .ok)
        #expect(session.interpreter.view.userInterfaceIdiom == .phone)
        // A phone's sidebarPlain: 16 at the sides, 8 above the 28-point header.
        #expect(Self.firstRow(session) == Rect(x: 16, y: 36, width: 288, height: 44))
    }

    @Test func theMacIdiomMovesTheSidebarsRows() {
        var (session, _) = Self.session(Self.sidebar)
        let run = session.runEntry(SourceFile(name: "t", text: "set userInterfaceIdiom = mac"))
        #expect(run.status == .ok)
        #expect(run.output.contains("traitOverrides.userInterfaceIdiom = .mac"))
        #expect(session.interpreter.view.userInterfaceIdiom == .mac)
        // charon's recording: 10 / 0.77 at the sides, nothing above the header.
        let row = Self.firstRow(session)
        #expect(row != nil)
        #expect(row?.origin.y == 28)
        #expect(abs((row?.origin.x ?? 0) - 10 / 0.77) < 0.5)
        let back = session.runEntry(SourceFile(name: "t", text: "set userInterfaceIdiom = phone"))
        #expect(back.status == .ok)
        #expect(Self.firstRow(session) == Rect(x: 16, y: 36, width: 288, height: 44))
    }

    @Test func aWordThatIsNoIdiomIsRefusedWhereItStands() {
        var (session, _) = Self.session(Self.sidebar)
        let run = session.runEntry(SourceFile(name: "t", text: "set userInterfaceIdiom = pad"))
        #expect(run.status != .ok)
        #expect(run.output.contains("t:1:26: error: expected one of phone, mac, not 'pad'"), "\(run.output)")
        #expect(session.interpreter.view.userInterfaceIdiom == .phone)
    }

    @Test func helpNamesTheTraitCollection() throws {
        let set = try #require(HelpRenderer.topic("set")).joined(separator: "\n")
        #expect(set.contains("UITraitCollection"))
        #expect(set.contains("userInterfaceIdiom"))
        let hover = try #require(HelpRenderer.hover("userInterfaceIdiom")).joined(separator: "\n")
        #expect(hover.contains("userInterfaceIdiom — UITraitCollection"))
        #expect(hover.contains("one of phone, mac; default phone"))
    }
}
