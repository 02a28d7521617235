import Testing
@testable import CollectionScript

/// (line, column) of each diagnostic.
private func locations(_ text: String) -> [String] {
    let file = SourceFile(name: "t", text: text)
    return Parser.parse(file).diagnostics.map {
        let location = file.location(of: $0.range.lowerBound)
        return "\(location.line):\(location.column)"
    }
}

@Test func threeBadLinesGiveExactlyThreeDiagnostics() {
    let text = """
    sections A B
    scrolTo [1,11] centeredVertically
    items A x y z
    insert G
    show
    move [0,1] [1,0]
    tap [0,0]
    """
    let result = parse(text)
    #expect(result.diagnostics.map(\.id) == ["syntax.unknownCommand", "syntax.expectedIndexPath", "syntax.expectedArrow"])
    #expect(locations(text) == ["2:1", "4:8", "6:12"])
    // The good lines around them still parse.
    #expect(result.script.commands.count == 4)
    #expect(!result.isIncomplete)
}

@Test func oneDiagnosticPerBadCommandEvenWithSeveralProblems() {
    // Three problems on one line: only the first is reported (panic mode).
    #expect(diagnosticIDs("insert G @ \"x\\q\"") == ["syntax.expectedIndexPath"])
}

@Test func errorsInsideABlockAreReportedAndTheBlockStillCloses() {
    let text = """
    batch {
      delete
      insert [0,0] X
      mvoe [0,1] -> [0,2]
    }
    show
    """
    let result = parse(text)
    #expect(result.diagnostics.map(\.id) == ["syntax.expectedItem", "syntax.unknownCommand"])
    #expect(locations(text) == ["2:9", "4:3"])
    #expect(result.script.commands.count == 2)
    guard case .batch(let body) = result.script.commands.first?.kind else {
        Issue.record("not a batch")
        return
    }
    #expect(body.count == 1)
}

@Test func aBadCommandWithABlockSkipsTheWholeBlock() {
    let text = """
    repat 3 {
      insert [0,0] count 1
    }
    show
    """
    let result = parse(text)
    #expect(result.diagnostics.map(\.id) == ["syntax.unknownCommand"])
    #expect(result.diagnostics.first?.fixIts.first?.replacement == "repeat")
    #expect(result.script.commands.count == 1)
}

@Test func semicolonSynchronises() {
    #expect(locations("insert; delete; show") == ["1:7", "1:15"])
}

@Test func strayClosingBrace() {
    #expect(diagnosticIDs("show\n}\nshow") == ["syntax.strayClosingBrace"])
}

@Test func trailingTokensAreReported() {
    #expect(diagnosticIDs("tap [0,0] [0,1]") == ["syntax.expectedEndOfCommand"])
    #expect(diagnosticIDs("batch { insert [0,0] X } show") == ["syntax.expectedEndOfCommand"])
    #expect(parse("endMove now").diagnostics.first?.message
        == "unexpected 'now' after the 'endMove' command; expected the end of the line or ';'")
}

@Test func lexicalErrorsAreReportedAtTheirPlace() {
    let text = "echo \"a\\qb\"\nscroll to (1, 2, 3)\nitems A 12abc"
    #expect(diagnosticIDs(text) == ["syntax.invalidEscape", "syntax.invalidTuple", "syntax.invalidNumber"])
    #expect(locations(text) == ["1:6", "2:11", "3:9"])
}

@Test func messagesSayWhatWasExpected() {
    #expect(parse("insert G").diagnostics.first?.message == "expected an index path like [0,2] after 'insert'")
    #expect(parse("move [0,1] [1,0]").diagnostics.first?.message == "expected '->' after the item to move")
    #expect(parse("scroll (0, 1)").diagnostics.first?.message == "expected 'to' or 'by' after 'scroll'")
    #expect(parse("echo hello").diagnostics.first?.message == "expected a string like \"text\" after 'echo'")
    #expect(parse("batch\n").diagnostics.first?.message == "expected '{' to start the block after 'batch'")
    #expect(parse("expect count 12").diagnostics.first?.message
        == "expected a comparison (==, !=, <, <=, >, >=) after 'expect count'")
    #expect(parse("ios 5").diagnostics.first?.id == "syntax.unsupportedVersion")
    #expect(parse("view").diagnostics.first?.id == "syntax.expectedViewArgument")
    #expect(parse("data select [0,0]").diagnostics.first?.id == "syntax.expectedUpdate")
    #expect(parse("data reload").diagnostics.first?.id == "syntax.reloadDataWithSide")
    #expect(parse("layout grid").diagnostics.first?.message == "unsupported layout 'grid'; supported: flow, compositional, list")
    #expect(parse("expect items Favorites == [A B").diagnostics.first?.id == "syntax.expectedClosingBracket")
    #expect(parse("snapshot { shuffle Inbox }").diagnostics.first?.id == "syntax.expectedSeed")
    #expect(parse("snapshot { insertItems a b }").diagnostics.first?.id == "syntax.expectedPosition")
    #expect(parse("appendItems Inbox a").diagnostics.first?.id == "syntax.snapshotCommandOutsideSnapshot")
    #expect(parse("[0,1]").diagnostics.first?.message == "expected a command, found '[0,1]'")
    #expect(parse("items A count").diagnostics.first?.message == "expected a number of items like 12 after 'count'")
    #expect(parse("insert [0,0] count x").diagnostics.first?.id == "syntax.expectedInteger")
}

@Test func errorAtEndOfLinePointsJustAfterTheLastToken() {
    let result = parse("insert\nshow")
    #expect(result.diagnostics.first?.range == SourceRange(6, 6))
}

// MARK: - Did you mean

private func suggestion(_ text: String) -> String? {
    parse(text).diagnostics.first?.fixIts.first?.message
}

@Test func didYouMeanForCommands() {
    let result = parse("scrolTo [1,11] centeredVertically")
    #expect(result.diagnostics.first?.message == "unknown command 'scrolTo'")
    #expect(result.diagnostics.first?.fixIts == [
        Diagnostic.FixIt(message: "did you mean 'scrollTo'?", range: SourceRange(0, 7), replacement: "scrollTo"),
    ])
    #expect(suggestion("ScrollTo [0,0]") == "did you mean 'scrollTo'?")
    #expect(suggestion("SHOW") == "did you mean 'show'?")
    #expect(suggestion("slect [0,0]") == "did you mean 'select'?")
    #expect(suggestion("isnert [0,0] G") == "did you mean 'insert'?")
    #expect(suggestion("frobnicate") == nil)
    #expect(suggestion("go") == nil)
}

@Test func didYouMeanForProperties() {
    let result = parse("layout flow itemSze=10x10")
    #expect(result.diagnostics.first?.message == "unknown flow layout property 'itemSze'")
    #expect(result.diagnostics.first?.fixIts.first?.replacement == "itemSize")
    #expect(suggestion("set allowsMultipleSelecton = true") == "did you mean 'allowsMultipleSelection'?")
    #expect(suggestion("set contentinset = 0,0,0,0") == "did you mean 'contentInset'?")
    #expect(suggestion("layout flow contentInset=0,0,0,0") == nil)
    #expect(parse("set itemSize = 50x50").diagnostics.isEmpty)
}

@Test func aPropertyValueWrittenAloneSuggestsItsProperty() {
    let result = parse("layout list insetGrouped")
    #expect(result.diagnostics.first?.message == "unknown list configuration property 'insetGrouped'")
    #expect(result.diagnostics.first?.fixIts == [
        Diagnostic.FixIt(message: "did you mean 'appearance=insetGrouped'?", range: SourceRange(12, 24), replacement: "appearance=insetGrouped"),
    ])
    #expect(suggestion("layout list sidebar headerMode=supplementary") == "did you mean 'appearance=sidebar'?")
    #expect(suggestion("layout flow horizontal") == "did you mean 'scrollDirection=horizontal'?")
    #expect(suggestion("set forceRightToLeft") == "did you mean 'semanticContentAttribute=forceRightToLeft'?")
    // `none` is a value of headerMode and of footerMode: no one property to name.
    #expect(suggestion("layout list none") == nil)
    #expect(suggestion("layout list apperance=grouped") == "did you mean 'appearance'?")
}

@Test func aSwipeTowardsAnEdgeNamesTheDirection() {
    let result = parse("swipe [0,1] trailing")
    #expect(result.diagnostics.first?.message == "unknown swipe direction 'trailing'; expected one of: left, right")
    #expect(result.diagnostics.first?.fixIts.first?.replacement == "left")
    #expect(suggestion("swipe [0,1] trailing") == "a swipe left uncovers the trailing actions (right in right to left): did you mean 'left'?")
    #expect(suggestion("swipe Wifi leading full") == "a swipe right uncovers the leading actions (left in right to left): did you mean 'right'?")
    #expect(parse("swipe [0,1] left full").diagnostics.isEmpty)
}

@Test func twoNumbersWithoutParenthesesGetThem() {
    let result = parse("fling 0, -3")
    #expect(result.diagnostics.map(\.id) == ["syntax.pairWithoutParentheses"])
    #expect(result.diagnostics.first?.fixIts == [
        Diagnostic.FixIt(message: "write '(0, -3)'", range: SourceRange(6, 11), replacement: "(0, -3)"),
    ])
    #expect(suggestion("hit 10,20") == "write '(10, 20)'")
    #expect(suggestion("set contentInset = 0,0,34") == nil)
    #expect(parse("fling (0, -3)").diagnostics.isEmpty)
}

@Test func aVelocityIsAskedForAsOne() {
    #expect(parse("fling").diagnostics.first?.message == "expected a velocity like (0, -2) after 'fling': points per millisecond, x then y")
    #expect(parse("release velocity up").diagnostics.map(\.id) == ["syntax.expectedVelocity"])
    #expect(parse("scroll by").diagnostics.map(\.id) == ["syntax.expectedPoint"])
    let result = parse("fling velocity (0, -3)")
    #expect(result.diagnostics.map(\.id) == ["syntax.expectedVelocity"])
    #expect(result.diagnostics.first?.fixIts == [
        Diagnostic.FixIt(message: "remove 'velocity'", range: SourceRange(6, 22), replacement: "(0, -3)"),
    ])
    #expect(parse("fling section velocity (0, -3)").diagnostics.isEmpty)
}

@Test func applyWithUIKitsArgumentNamesTheMode() {
    let result = parse("apply animatingDifferences: false")
    #expect(result.diagnostics.first?.id == "syntax.unknownApplyMode")
    #expect(result.diagnostics.first?.fixIts == [
        Diagnostic.FixIt(message: "UIKit's animatingDifferences: false is 'apply nonAnimated'", range: SourceRange(6, 33), replacement: "nonAnimated"),
    ])
    #expect(suggestion("apply animatingDifferences true") == "UIKit's animatingDifferences: true is 'apply animated'")
    #expect(suggestion("apply animatingDifferences") == "write 'apply animated' or 'apply nonAnimated' (UIKit's animatingDifferences: true or false)")
    #expect(suggestion("apply animted") == "did you mean 'animated'?")
}

@Test func swiftCallArgumentsGetTheScriptsSpelling() {
    let text = "insertItems(at: [IndexPath(item: 3, section: 0), IndexPath(row: 1, section: 2)])"
    let result = parse(text)
    #expect(result.diagnostics.map(\.id) == ["syntax.swiftArguments"])
    #expect(result.diagnostics.first?.fixIts == [
        Diagnostic.FixIt(message: "write '[0,3] [2,1]'", range: SourceRange(11, text.utf8.count), replacement: " [0,3] [2,1]"),
    ])
    #expect(suggestion("moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 1))") == "write '[0,0] -> [1,2]'")
    #expect(suggestion("insertSections(IndexSet(integer: 1))") == "write '1'")
    #expect(suggestion("deleteItems(at: selectedPaths)") == nil)
    #expect(parse("deleteItems(at: selectedPaths)").diagnostics.map(\.id) == ["syntax.swiftArguments"])
    #expect(suggestion("reloadItems(at: [IndexPath(item: 99999999999999999999, section: 0)])") == nil)
    #expect(parse("insertItems [0,3] [2,1]").diagnostics.isEmpty)
    // A diffable snapshot's Swift: string identifiers, the section first.
    #expect(suggestion("snapshot { appendSections([\"Main\"]) }") == "write 'Main'")
    #expect(suggestion("snapshot { appendItems([\"a\", \"b\"], toSection: \"Main\") }") == "write 'Main a b'")
    #expect(suggestion("snapshot { deleteItems([\"a\"]) }") == "write 'a'")
    #expect(suggestion("snapshot { appendItems([\"two words\"]) }") == nil)
    #expect(suggestion("snapshot { insertItems([\"a\"], beforeItem: \"b\") }") == nil)
    #expect(parse("snapshot { appendItems([\"a\"]) }").diagnostics.map(\.id) == ["syntax.swiftArguments"])
    #expect(parse("snapshot { appendItems Main a b }").diagnostics.isEmpty)
}

@Test func aUIKitMethodACommandModelsNamesTheCommand() {
    #expect(suggestion("preferredLayoutAttributesFitting [0,3] 390x120") == "did you mean 'cellSize'?")
    #expect(suggestion("systemLayoutSizeFitting [0,3] 390x120") == "did you mean 'cellSize'?")
    #expect(suggestion("sizeForItemAt [0,3] 100x100") == "did you mean 'size'?")
    #expect(suggestion("referenceSizeForHeaderInSection 0 390x40") == "did you mean 'headerReferenceSize'?")
    #expect(suggestion("applySnapshotUsingReloadData") == "did you mean 'apply reloadData'?")
    #expect(parse("cellSize [0,3] 390x120").diagnostics.isEmpty)
    #expect(parse("size [0,3] 100x100").diagnostics.isEmpty)
    #expect(parse("headerReferenceSize 0 = 390x40").diagnostics.isEmpty)
}

@Test func aReceiverBeforeAUIKitMethodIsDropped() {
    #expect(suggestion("collectionView.reloadData()") == "a script talks to the collection view itself: write 'reloadData()'")
    #expect(suggestion("self.collectionView.performBatchUpdates { }") == "a script talks to the collection view itself: write 'performBatchUpdates'")
    #expect(parse("cv.insert [0,0] x").diagnostics.first?.fixIts.first?.replacement == "insert")
    #expect(suggestion("collectionView.frobnicate") == nil)
    #expect(parse("reloadData()").diagnostics.isEmpty)
}

@Test func didYouMeanForWordLists() {
    #expect(suggestion("scrollTo [0,0] centredVertically") == "did you mean 'centeredVertically'?")
    #expect(suggestion("apply animted") == "did you mean 'animated'?")
    #expect(suggestion("snapshot { apendItems a }") == "did you mean 'appendItems'?")
    #expect(suggestion("sectionSnapshot S { apend a }") == "did you mean 'append'?")
    #expect(suggestion("layout flw") == "did you mean 'flow'?")
    #expect(suggestion("trace of") == "did you mean 'off'?")
    #expect(suggestion("data insrt [0,0] Z") == "did you mean 'insert'?")
    #expect(suggestion("view delet [0,0]") == "did you mean 'delete'?")
}

// MARK: - Incomplete input

@Test func openBlockIsIncompleteAndStillReported() {
    let result = parse("batch {\n  insert [0,0] X\n")
    #expect(result.isIncomplete)
    #expect(result.diagnostics.map(\.id) == ["syntax.unclosedBlock"])
    #expect(result.diagnostics.first?.range == SourceRange(6, 7))
    #expect(result.diagnostics.first?.message == "'batch {' is never closed; expected '}'")
}

@Test func incompleteCases() {
    #expect(parse("repeat 3 {").isIncomplete)
    #expect(parse("snapshot {\n appendSections A").isIncomplete)
    #expect(parse("sectionSnapshot S {").isIncomplete)
    #expect(parse("expect error \"x\" {").isIncomplete)
    #expect(parse("batch {\n repeat 2 {\n }").isIncomplete)
    #expect(parse("echo \"abc").isIncomplete)
    #expect(parse("echo \"abc\ndef").isIncomplete)
    #expect(parse("frob {").isIncomplete)          // a bad command's block is still open
    #expect(parse("batch { delete }").isIncomplete == false)
}

@Test func completeCases() {
    #expect(!parse("batch {\n}").isIncomplete)
    #expect(!parse("echo \"a\"").isIncomplete)
    #expect(!parse("insert").isIncomplete)
    #expect(!parse("# batch {").isIncomplete)
    #expect(!parse("echo \"{\"").isIncomplete)
    #expect(!parse("}").isIncomplete)
}

@Test func deepNestingIsReportedNotRecursed() {
    let lists = "expect count == " + String(repeating: "[", count: 5000)
    #expect(diagnosticIDs(lists).contains("syntax.nestingTooDeep"))
    let blocks = String(repeating: "batch { ", count: 500) + String(repeating: "}", count: 500)
    #expect(diagnosticIDs(blocks).contains("syntax.nestingTooDeep"))
}

@Test func editDistance() {
    #expect(EditDistance.distance("scrolTo", "scrollTo") == 1)
    #expect(EditDistance.distance("isnert", "insert") == 1)      // a transposition counts once
    #expect(EditDistance.distance("", "abc") == 3)
    #expect(EditDistance.distance("kitten", "sitting") == 3)
    #expect(EditDistance.distance("same", "same") == 0)
    #expect(EditDistance.suggestion(for: "of", in: ["on", "off"]) == "off")
    #expect(EditDistance.suggestion(for: "on", in: ["on", "off"]) == nil)
}
