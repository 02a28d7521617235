import Testing
@testable import CollectionScript
import CollectionEngine

/// Content configurations, accessories and sectionSnapshotHandlers from scripts (docs/lists.md).
struct ListCellCommandTests {
    static let outline = """
        view 390x400
        layout list appearance=plain
        diffable on
        sectionSnapshot Files {
          append Documents Photos
          append cv.pdf letter.txt to Documents
        }
        accessories all outlineDisclosure
        """

    static func session(_ text: String) -> (Session, RunResult) {
        var session = Session()
        let run = session.runEntry(SourceFile(name: "setup", text: text))
        return (session, run)
    }

    @Test func anOutlineDisclosureTapAsksTheHandlersThenExpands() {
        var (session, setUp) = Self.session(Self.outline + "\nsectionSnapshotHandlers on\ntrace on")
        #expect(setUp.status == .ok)
        let run = session.runEntry(SourceFile(name: "t", text: "tapAccessory Documents outlineDisclosure"))
        #expect(run.status == .ok)
        let should = run.output.range(of: "sectionSnapshotHandlers.shouldExpandItem(Documents) → true")
        let will = run.output.range(of: "sectionSnapshotHandlers.willExpandItem(Documents)")
        #expect(should != nil && will != nil && should!.lowerBound < will!.lowerBound)
        #expect(session.interpreter.view.dataSource.numberOfItems(inSection: 0) == 4)
        let collapse = session.runEntry(SourceFile(name: "t", text: "tapAccessory Documents outlineDisclosure"))
        #expect(collapse.output.contains("willCollapseItem(Documents)"))
        #expect(session.interpreter.view.dataSource.numberOfItems(inSection: 0) == 2)
    }

    @Test func aFalseShouldExpandKeepsTheRowCollapsed() {
        var (session, _) = Self.session(Self.outline + "\nsectionSnapshotHandlers shouldExpand Documents = false")
        let run = session.runEntry(SourceFile(name: "t", text: "tapAccessory Documents outlineDisclosure"))
        #expect(run.status == .ok)
        #expect(!run.output.contains("willExpandItem"))
        #expect(session.interpreter.view.dataSource.numberOfItems(inSection: 0) == 2)
    }

    @Test func deleteAndReorderShowOnlyInEditing() {
        var (session, _) = Self.session("view 390x400\nlayout list appearance=plain\nsections S\nitems S a b c\naccessories all delete reorder")
        let refused = session.runEntry(SourceFile(name: "t", text: "reorder [0,0] -> [0,2]"))
        #expect(refused.status == .failure)
        #expect(refused.output.contains("shows no reorder accessory out of editing"))
        let moved = session.runEntry(SourceFile(name: "t", text: "set isEditing = on\nreorder [0,0] -> [0,2]\nexpect items S == [b c a]"))
        #expect(moved.status == .ok, "\(moved.output)")
    }

    @Test func aContentConfigurationSizesTheRowAndShowsInThePicture() {
        var (session, _) = Self.session("view 390x300\nset scale = 2\nlayout list appearance=plain\nsections S\nitems S a b")
        let run = session.runEntry(SourceFile(name: "t", text: "contentConfiguration [0,0] subtitleCell text=\"Inbox\" secondaryText=\"3 new\"\nexpect frame [0,1] == (0, 60.5, 390, 44)\naccessories [0,1] disclosureIndicator checkmark\nshow layout"))
        #expect(run.status == .ok, "\(run.output)")
        #expect(run.output.contains("Inbox / 3 new"))
        #expect(run.output.contains("b > (v)"))
    }

    @Test func aHandlerThatTapsItsOwnAccessoryIsRefusedNotRecursed() {
        var (session, _) = Self.session("view 390x300\nlayout list appearance=plain\nsections S\nitems S a b\nset isEditing = on\naccessories all delete { tapAccessory [0,0] delete }")
        let run = session.runEntry(SourceFile(name: "t", text: "tapAccessory [0,0] delete"))
        #expect(run.status == .failure)
        #expect(run.output.contains("a handler cannot tap or drag an accessory"))
    }

    @Test func twoCheckmarksAreRefusedAndChangeNothing() {
        var (session, _) = Self.session("view 390x300\nlayout list appearance=plain\nsections S\nitems S a b")
        let before = session.interpreter.view
        let run = session.runEntry(SourceFile(name: "t", text: "accessories all checkmark checkmark"))
        #expect(run.status == .failure)
        #expect(run.output.contains("Accessories array contains more than one system accessory of the same type."))
        #expect(session.interpreter.view == before)
    }
}
