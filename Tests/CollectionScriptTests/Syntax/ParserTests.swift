import CollectionEngine
import Testing
@testable import CollectionScript

// MARK: - Helpers shared by the parser test files

/// Parses `text` as a file named `t.colscript`.
func parse(_ text: String) -> ParseResult {
    Parser.parse(SourceFile(name: "t.colscript", text: text))
}

/// A located value whose range the comparisons below ignore.
func L<T: Hashable & Sendable>(_ value: T) -> Located<T> { Located(value, SourceRange(0, 0)) }

/// A value's description with every source range blanked, to compare ASTs by shape.
func shape(_ value: Any) -> String {
    String(describing: value).replacing(/SourceRange\(lowerBound: \d+, upperBound: \d+\)/, with: "_")
}

/// Parses `text`, which must give one command and no diagnostics, and compares its kind by shape.
func expectParses(_ text: String, as expected: CommandKind, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let result = parse(text)
    #expect(result.diagnostics.isEmpty, "\(text): \(result.diagnostics.map(\.message))", sourceLocation: sourceLocation)
    #expect(result.script.commands.count == 1, "\(text)", sourceLocation: sourceLocation)
    #expect(!result.isIncomplete, sourceLocation: sourceLocation)
    guard let command = result.script.commands.first else { return }
    #expect(shape(command.kind) == shape(expected), "\(text)", sourceLocation: sourceLocation)
}

/// The ids of the diagnostics parsing `text` gives.
func diagnosticIDs(_ text: String) -> [String] { parse(text).diagnostics.map(\.id) }

private func ip(_ s: Int, _ i: Int) -> IndexPath { IndexPath(s, i) }
private func item(_ s: Int, _ i: Int) -> Located<ItemRef> { L(.indexPath(IndexPath(s, i))) }
private func names(_ n: String...) -> [Located<String>] { n.map { L($0) } }

// MARK: - docs/language.md, line by line

@Test func setUpCommands() {
    expectParses("ios 15", as: .ios(L(UIKitVersion(15))))
    expectParses("ios 16.4", as: .ios(L(UIKitVersion(16, 4))))
    expectParses("view 390x844", as: .viewSize(L(Size(width: 390, height: 844))))
    expectParses("set contentInset = 0,0,34,0", as: .set(Property(
        name: L("contentInset"), value: L(.insets(EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))))))
    expectParses("sections Favorites Recents", as: .sections(names("Favorites", "Recents")))
    expectParses("items Favorites A B C D", as: .items(section: L(.identifier("Favorites")), items: .names(names("A", "B", "C", "D"))))
    expectParses("items Recents count 12", as: .items(section: L(.identifier("Recents")), items: .count(L(12))))
    expectParses("items 0", as: .items(section: L(.index(0)), items: .names([])))
    expectParses("reload", as: .reloadData)
}

@Test func layoutFlowAsWrittenInTheSpecSpansTwoLines() {
    let text = """
    layout flow itemSize=100x100 minimumLineSpacing=10 minimumInteritemSpacing=10 sectionInset=16
                headerReferenceSize=0x44 footerReferenceSize=0x0 scrollDirection=vertical
    """
    expectParses(text, as: .layoutFlow([
        Property(name: L("itemSize"), value: L(.size(Size(width: 100, height: 100)))),
        Property(name: L("minimumLineSpacing"), value: L(.integer(10))),
        Property(name: L("minimumInteritemSpacing"), value: L(.integer(10))),
        Property(name: L("sectionInset"), value: L(.integer(16))),
        Property(name: L("headerReferenceSize"), value: L(.size(Size(width: 0, height: 44)))),
        Property(name: L("footerReferenceSize"), value: L(.size(Size(width: 0, height: 0)))),
        Property(name: L("scrollDirection"), value: L(.identifier("vertical"))),
    ]))
    let result = parse(text)
    #expect(result.script.commands.first?.range == SourceRange(0, (text.utf8.count)))
}

@Test func flowPropertyAliasesBecomeUIKitNames() {
    expectParses("layout flow lineSpacing=4 headerSize=0x30", as: .layoutFlow([
        Property(name: L("minimumLineSpacing"), value: L(.integer(4))),
        Property(name: L("headerReferenceSize"), value: L(.size(Size(width: 0, height: 30)))),
    ]))
    expectParses("set interitemSpacing = 2", as: .set(Property(name: L("minimumInteritemSpacing"), value: L(.integer(2)))))
}

@Test func layoutFlowLineDoesNotSwallowTheNextCommand() {
    let result = parse("layout flow itemSize=10x10\nsectionInset 1 = 8\nshow")
    #expect(result.diagnostics.isEmpty)
    #expect(result.script.commands.count == 3)
}

@Test func updates() {
    expectParses("insert [0,2] G H", as: .update(.insertItems(paths: [L(ip(0, 2))], items: .names(names("G", "H"))), side: .both))
    expectParses("insert [0,0] count 1", as: .update(.insertItems(paths: [L(ip(0, 0))], items: .count(L(1))), side: .both))
    expectParses("insert [0,2]", as: .update(.insertItems(paths: [L(ip(0, 2))], items: nil), side: .both))
    expectParses("delete [0,1] [0,3]", as: .update(.deleteItems([item(0, 1), item(0, 3)]), side: .both))
    expectParses("delete G", as: .update(.deleteItems([L(.identifier("G"))]), side: .both))
    expectParses("move [0,1] -> [1,0]", as: .update(.moveItem(from: item(0, 1), to: L(ip(1, 0))), side: .both))
    expectParses("move G->[1,0]", as: .update(.moveItem(from: L(.identifier("G")), to: L(ip(1, 0))), side: .both))
    expectParses("reload [0,1]", as: .update(.reloadItems([item(0, 1)]), side: .both))
    expectParses("reconfigure [0,1]", as: .update(.reconfigureItems([item(0, 1)]), side: .both))
    expectParses("insertSection 1 Archive", as: .update(.insertSections(index: L(1), names: names("Archive")), side: .both))
    expectParses("deleteSection 1", as: .update(.deleteSections([L(.index(1))]), side: .both))
    expectParses("deleteSection Favorites 2", as: .update(.deleteSections([L(.identifier("Favorites")), L(.index(2))]), side: .both))
    expectParses("moveSection 0->2", as: .update(.moveSection(from: L(.index(0)), to: L(2)), side: .both))
    expectParses("move [0,1]->[1,0]", as: .update(.moveItem(from: item(0, 1), to: L(ip(1, 0))), side: .both))
    expectParses("moveSection 0 -> 2", as: .update(.moveSection(from: L(.index(0)), to: L(2)), side: .both))
    expectParses("reloadSection 1", as: .update(.reloadSections([L(.index(1))]), side: .both))
}

@Test func sidePrefixes() {
    expectParses("data insert [0,9] Z", as: .update(.insertItems(paths: [L(ip(0, 9))], items: .names(names("Z"))), side: .data))
    expectParses("view insert [0,9]", as: .update(.insertItems(paths: [L(ip(0, 9))], items: nil), side: .view))
    expectParses("view insert [0,9] [0,10]", as: .update(.insertItems(paths: [L(ip(0, 9)), L(ip(0, 10))], items: nil), side: .view))
    expectParses("view insertSection 1", as: .update(.insertSections(index: L(1), names: []), side: .view))
    expectParses("data delete [0,0]", as: .update(.deleteItems([item(0, 0)]), side: .data))
    expectParses("view reload [0,0]", as: .update(.reloadItems([item(0, 0)]), side: .view))
}

@Test func sidePrefixKeywordRangeIsTheUpdateKeyword() {
    let command = parse("data insert [0,9] Z").script.commands.first
    #expect(command?.keywordRange == SourceRange(5, 11))
    #expect(command?.range == SourceRange(0, 19))
}

@Test func batchBlockAcrossLines() {
    let text = """
    batch {                           # performBatchUpdates(_:completion:)
      delete [0,0]                    #   deletes and reloads use index paths from BEFORE the batch,
      insert [0,0] X                  #   inserts use index paths AFTER it, moves go from before to after
      move [0,2] -> [0,4]
    }
    """
    let result = parse(text)
    #expect(result.diagnostics.isEmpty)
    guard let command = result.script.commands.first, case .batch(let body) = command.kind else {
        Issue.record("not a batch")
        return
    }
    #expect(body.count == 3)
    #expect(command.range == SourceRange(0, text.utf8.count))
    #expect(command.keywordRange == SourceRange(0, 5))
    let file = SourceFile(name: "t", text: text)
    #expect(body.map { file.text(of: $0.range) } == ["delete [0,0]", "insert [0,0] X", "move [0,2] -> [0,4]"])
}

@Test func semicolonsEndCommands() {
    let result = parse("sections A; items A x y ;show")
    #expect(result.diagnostics.isEmpty)
    #expect(result.script.commands.count == 3)
    expectParses("batch { delete [0,0]; insert [0,0] X }", as: .batch([
        Command(.updates(.delete), kind: .update(.deleteItems([item(0, 0)]), side: .both), range: SourceRange(0, 0), keywordRange: SourceRange(0, 0)),
        Command(.updates(.insert), kind: .update(.insertItems(paths: [L(ip(0, 0))], items: .names(names("X"))), side: .both),
                range: SourceRange(0, 0), keywordRange: SourceRange(0, 0)),
    ]))
}

@Test func interaction() {
    expectParses("select [1,2]", as: .select([item(1, 2)], position: []))
    expectParses("select [1,2] centeredVertically", as: .select([item(1, 2)], position: [L(.centeredVertically)]))
    expectParses("select [1,2] [1,3] top left", as: .select([item(1, 2), item(1, 3)], position: [L(.top), L(.left)]))
    expectParses("select top", as: .select([L(.identifier("top"))], position: []))
    expectParses("deselect [1,2]", as: .deselect([item(1, 2)], all: false))
    expectParses("deselect all", as: .deselect([], all: true))
    expectParses("tap [1,3]", as: .tap(item(1, 3)))
    expectParses("scrollTo [1,11] centeredVertically", as: .scrollTo(item(1, 11), position: [L(.centeredVertically)]))
    expectParses("scroll to (0, 500)", as: .scrollToPoint(L(Point(x: 0, y: 500))))
    expectParses("scroll by (0, 200)", as: .scrollBy(L(Point(x: 0, y: 200))))
    expectParses("beginMove [0,2]", as: .beginMove(item(0, 2)))
    expectParses("updateMove (120, 340)", as: .updateMove(L(Point(x: 120, y: 340))))
    expectParses("endMove", as: .endMove)
    expectParses("cancelMove", as: .cancelMove)
    expectParses("hit (150, 1120)", as: .hit(L(Point(x: 150, y: 1120))))
    expectParses("delegate shouldSelect [0,3] = false", as: .delegate(method: L(.shouldSelect), target: item(0, 3), value: L(.identifier("false"))))
    expectParses("delegate shouldHighlight = false", as: .delegate(method: L(.shouldHighlight), target: nil, value: L(.identifier("false"))))
    expectParses("register Cell", as: .register(L("Cell")))
    expectParses("focus [0,1]", as: .focus(item(0, 1), direction: nil))
    expectParses("focus right", as: .focus(nil, direction: L(.right)))
    expectParses("focus A", as: .focus(L(.identifier("A")), direction: nil))
    expectParses("focus m1", as: .focus(L(.identifier("m1")), direction: nil))
    expectParses("drag [0,1] -> [0,4] operation=copy intent=unspecified",
                 as: .drag(from: item(0, 1), to: L(ip(0, 4)), options: DropOptions(operation: L(.copy), intent: L(.unspecified))))
    expectParses("drag [0,1] -> [0,4]", as: .drag(from: item(0, 1), to: L(ip(0, 4)), options: DropOptions()))
}

@Test func layoutOverrides() {
    expectParses("size [0,3] 200x100", as: .itemSize(item(0, 3), L(Size(width: 200, height: 100))))
    expectParses("sectionInset 1 = 8", as: .sectionMetric(name: L("sectionInset"), section: L(.index(1)), value: L(.integer(8))))
    expectParses("minimumLineSpacing 1 = 4", as: .sectionMetric(name: L("minimumLineSpacing"), section: L(.index(1)), value: L(.integer(4))))
    expectParses("minimumInteritemSpacing Favorites = 2.5", as: .sectionMetric(name: L("minimumInteritemSpacing"), section: L(.identifier("Favorites")), value: L(.decimal(2.5))))
    expectParses("headerReferenceSize 1 = 0x30", as: .sectionMetric(name: L("headerReferenceSize"), section: L(.index(1)), value: L(.size(Size(width: 0, height: 30)))))
    expectParses("footerReferenceSize 0 = 0x20", as: .sectionMetric(name: L("footerReferenceSize"), section: L(.index(0)), value: L(.size(Size(width: 0, height: 20)))))
}

@Test func diffable() {
    expectParses("diffable on", as: .diffable(true))
    expectParses("diffable off", as: .diffable(false))
    let text = """
    snapshot {                        # edit a copy of the current snapshot
      appendSections Inbox Archive    # appendSections(_:)
      appendItems Inbox m1 m2 m3      # appendItems(_:toSection:)
      insertItems m0 before m1        # insertItems(_:beforeItem:) — or `after`
      deleteItems m2                  # deleteItems(_:)
      moveItem m3 before m1           # moveItem(_:beforeItem:) — or `after`
      reconfigureItems m1             # reconfigureItems(_:); reloadItems likewise
      deleteSections Archive          # deleteSections(_:)
      shuffle Inbox seed=7            # not UIKit
    }
    """
    expectParses(text, as: .snapshot(empty: false, [
        L(.appendSections(names("Inbox", "Archive"))),
        L(.appendItems(names: names("Inbox", "m1", "m2", "m3"), count: nil)),
        L(.insertItems(names("m0"), before: true, anchor: L("m1"))),
        L(.deleteItems(names("m2"))),
        L(.moveItem(L("m3"), before: true, anchor: L("m1"))),
        L(.reconfigureItems(names("m1"))),
        L(.deleteSections(names("Archive"))),
        L(.shuffle(section: L("Inbox"), seed: L(7))),
    ]))
    expectParses("snapshot empty { appendItems Inbox count 1000 }", as: .snapshot(empty: true, [
        L(.appendItems(names: names("Inbox"), count: L(1000))),
    ]))
    expectParses("snapshot { moveItem m3 after m1; insertSections D after I; moveSection D before I; reloadItems a; reloadSections I; deleteAllItems }",
                 as: .snapshot(empty: false, [
                    L(.moveItem(L("m3"), before: false, anchor: L("m1"))),
                    L(.insertSections(names("D"), before: false, anchor: L("I"))),
                    L(.moveSection(L("D"), before: true, anchor: L("I"))),
                    L(.reloadItems(names("a"))),
                    L(.reloadSections(names("I"))),
                    L(.deleteAllItems),
                 ]))
    expectParses("sectionSnapshot Inbox { append a b; append c d to a; insert x before a; delete b; expand a; collapse a; deleteAll }",
                 as: .sectionSnapshot(section: L("Inbox"), [
                    L(.append(names("a", "b"), parent: nil)),
                    L(.append(names("c", "d"), parent: L("a"))),
                    L(.insert(names("x"), before: true, anchor: L("a"))),
                    L(.delete(names("b"))),
                    L(.expand(names("a"))),
                    L(.collapse(names("a"))),
                    L(.deleteAll),
                 ]))
    expectParses("apply", as: .apply(mode: nil))
    expectParses("apply reloadData", as: .apply(mode: L(.reloadData)))
    expectParses("show snapshot", as: .show(L(.snapshot)))
    expectParses("show diff", as: .show(L(.diff)))
    expectParses("expect moves == 3", as: .expect(subject: L(.moves), argument: nil, op: L(.equal), expected: L(.integer(3))))
    expectParses("expand Folder", as: .expand(names("Folder")))
    expectParses("collapse Folder Other", as: .collapse(names("Folder", "Other")))
}

@Test func lookingAndChecking() {
    expectParses("show", as: .show(nil))
    expectParses("show layout", as: .show(L(.layout)))
    expectParses("show frames", as: .show(L(.frames)))
    expectParses("trace on", as: .trace(true))
    expectParses("trace off", as: .trace(false))
    expectParses("expect count == 12", as: .expect(subject: L(.count), argument: nil, op: L(.equal), expected: L(.integer(12))))
    expectParses("expect count Favorites != 4", as: .expect(subject: L(.count), argument: L(.identifier("Favorites")), op: L(.notEqual), expected: L(.integer(4))))
    expectParses("expect items Favorites == [A B G C]", as: .expect(
        subject: L(.items), argument: L(.identifier("Favorites")), op: L(.equal),
        expected: L(.list([L(.identifier("A")), L(.identifier("B")), L(.identifier("G")), L(.identifier("C"))]))))
    expectParses("expect selected == [[1,3]]", as: .expect(subject: L(.selected), argument: nil, op: L(.equal), expected: L(.list([L(.indexPath(ip(1, 3)))]))))
    expectParses("expect visible == [[0,0] [0,1] [0,2]]", as: .expect(
        subject: L(.visible), argument: nil, op: L(.equal),
        expected: L(.list([L(.indexPath(ip(0, 0))), L(.indexPath(ip(0, 1))), L(.indexPath(ip(0, 2)))]))))
    expectParses("expect offset == (0, 120)", as: .expect(subject: L(.offset), argument: nil, op: L(.equal), expected: L(.tuple([0, 120]))))
    expectParses("expect contentSize == 390x1200", as: .expect(subject: L(.contentSize), argument: nil, op: L(.equal), expected: L(.size(Size(width: 390, height: 1200)))))
    expectParses("expect frame [0,0] == (16, 0, 100, 100)", as: .expect(
        subject: L(.frame), argument: L(.indexPath(ip(0, 0))), op: L(.equal), expected: L(.tuple([16, 0, 100, 100]))))
    expectParses("expect count >= 1", as: .expect(subject: L(.count), argument: nil, op: L(.greaterOrEqual), expected: L(.integer(1))))
    expectParses("expect count < 1", as: .expect(subject: L(.count), argument: nil, op: L(.less), expected: L(.integer(1))))
    expectParses("expect selected == []", as: .expect(subject: L(.selected), argument: nil, op: L(.equal), expected: L(.list([]))))
    expectParses("expect error \"invalid number of items\" { data insert [0,4] Z; reload [0,0] }", as: .expectError(
        pattern: L("invalid number of items"), body: [
            Command(.setUp(.data), kind: .update(.insertItems(paths: [L(ip(0, 4))], items: .names(names("Z"))), side: .data), range: SourceRange(0, 0), keywordRange: SourceRange(0, 0)),
            Command(.updates(.reload), kind: .update(.reloadItems([item(0, 0)]), side: .both), range: SourceRange(0, 0), keywordRange: SourceRange(0, 0)),
        ]))
    expectParses("echo \"any text\"", as: .echo("any text"))
    expectParses("repeat 3 { insert [0,0] count 1 }", as: .repeat(L(3), [
        Command(.updates(.insert), kind: .update(.insertItems(paths: [L(ip(0, 0))], items: .count(L(1))), side: .both), range: SourceRange(0, 0), keywordRange: SourceRange(0, 0)),
    ]))
    expectParses("help", as: .help(nil))
    expectParses("help insert", as: .help(L("insert")))
    expectParses("pause", as: .pause(nil))
    expectParses("pause \"look\"", as: .pause("look"))
    expectParses("explain", as: .explain(nil))
}

@Test func designSketchParses() {
    let text = """
    # photos.colscript — lines are commands; '#' starts a comment
    view 390x844
    layout flow itemSize=100x100 lineSpacing=10 interitemSpacing=10 sectionInset=16 headerSize=0x44
    sections Favorites Recents
    items Favorites A B C D E F
    items Recents count 12                  # generated identifiers
    insert [0,2] G                          # data + insertItems(at:)
    move [0,1] -> [1,0]
    batch {                                 # performBatchUpdates
      delete [0,0] [0,3]
      insert [0,0] H
    }
    view insert [0,9]                       # the view call alone
    select [1,2]
    tap [1,3]                               # a user's tap: delegate callbacks fire
    scrollTo [1,11] centeredVertically
    beginMove [0,2]
    updateMove (120, 340)
    endMove
    show layout                             # ASCII picture of the viewport
    expect selected == [1,3]
    expect error "invalid number of items" { view insert [0,9] }
    """
    let result = parse(text)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    #expect(result.script.commands.count == 18)
    #expect(!result.isIncomplete)
}

@Test func commandRangesCoverTheCommand() {
    let text = "  insert [0,2] G H   # comment\nshow"
    let file = SourceFile(name: "t", text: text)
    let commands = Parser.parse(file).script.commands
    #expect(commands.map { file.text(of: $0.range) } == ["insert [0,2] G H", "show"])
    #expect(commands.map { file.text(of: $0.keywordRange) } == ["insert", "show"])
}

@Test func locatedArgumentsPointAtTheirText() {
    let text = "expect frame [0,0] == (16, 0, 100, 100)"
    let file = SourceFile(name: "t", text: text)
    guard case .expect(let subject, let argument, let op, let expected) = Parser.parse(file).script.commands.first?.kind else {
        Issue.record("not an expect")
        return
    }
    #expect(file.text(of: subject.range) == "frame")
    #expect(argument.map { file.text(of: $0.range) } == "[0,0]")
    #expect(file.text(of: op.range) == "==")
    #expect(file.text(of: expected.range) == "(16, 0, 100, 100)")
}

@Test func blankLinesAndCommentsAreIgnored() {
    let result = parse("\n\n# only a comment\n   \n;;\n")
    #expect(result.diagnostics.isEmpty)
    #expect(result.script.commands.isEmpty)
    #expect(!result.isIncomplete)
}

@Test func nestedBlocks() {
    let result = parse("repeat 2 {\n  batch {\n    insert [0,0] count 1\n  }\n  expect error \"x\" { view insert [0,0] }\n}")
    #expect(result.diagnostics.isEmpty)
    guard case .repeat(_, let body) = result.script.commands.first?.kind else {
        Issue.record("not a repeat")
        return
    }
    #expect(body.count == 2)
}
