import Testing
import CollectionScript
@testable import colscript

struct CompleterTests {
    private let completer = Completer(identifiers: CompletionIdentifiers(
        sections: { ["Favorites", "Recents"] },
        items: { ["Apple", "Avocado", "Banana"] }
    ))

    private func words(_ before: String, _ word: String) -> [String] {
        if case .words(let words, _) = completer.completion(before: before, word: word) { return words }
        return []
    }

    @Test func commandKeywordsAtTheStartOfACommand() {
        #expect(words("", "scr") == ["scrollTo", "scroll"])
        #expect(words("  ", "ins") == ["insert", "insertSection"])
        #expect(words("batch { ", "del") == ["delete", "deleteSection", "delegate", "deletePlaceholder"])
        #expect(words("sections A; ", "ite") == ["items"])
    }

    @Test func typedWordsAfterShowExpectAndDelegate() {
        #expect(words("show ", "la") == ["layout"])
        #expect(words("expect ", "fr") == ["frame"])
        #expect(words("delegate ", "shouldS") == ["shouldSelect", "shouldScrollToTop", "shouldSpringLoad"])
    }

    @Test func updateKeywordsAfterDataAndView() {
        #expect(words("data ", "ins") == ["insert", "insertSection"])
        #expect(words("view ", "mo") == ["move", "moveSection"])
    }

    @Test func propertiesAfterSetAndLayoutFlow() {
        #expect(words("set ", "allowsM") == ["allowsMultipleSelection", "allowsMultipleSelectionDuringEditing"])
        #expect(completer.completion(before: "layout flow ", word: "itemS") == .words(["itemSize="], appendSpace: false))
        #expect(words("layout flow itemSize=10x10 ", "minimumL") == ["minimumLineSpacing="])
        #expect(words("layout ", "") == ["flow", "compositional", "list", "custom"])
    }

    /// Completion offers exactly the property tables' names and the typed word sets.
    @Test func completionListsExactlyTheTables() {
        #expect(words("set ", "") == PropertyTable.set.map(\.name))
        #expect(words("layout flow ", "") == PropertyTable.flowLayout.map { $0.name + "=" })
        // `focus ITEM | focus DIRECTION`: the directions, then the items.
        #expect(words("focus ", "") == FocusDirection.allCases.map(\.rawValue) + ["Apple", "Avocado", "Banana"])
        #expect(words("apply ", "") == ApplyModeName.allCases.map(\.rawValue))
        #expect(words("show ", "") == ShowTopic.allCases.map(\.rawValue))
        #expect(words("delegate ", "") == DelegateMethod.allCases.map(\.rawValue))
        #expect(words("scrollTo [0,0] ", "") == ScrollPositionName.allCases.map(\.rawValue))
        // An expect subject's argument: a section, an item, or nothing (ExpectSubject.argument).
        #expect(words("expect numberOfItems ", "R") == ["Recents"])
        #expect(words("expect cell ", "B") == ["Banana"])
        #expect(completer.completion(before: "expect selected ", word: "") == .nothing)
    }

    @Test func identifiersWhereAnIdentifierIsExpected() {
        #expect(words("delete ", "A") == ["Apple", "Avocado"])
        #expect(words("tap ", "") == ["action", "Apple", "Avocado", "Banana"])
        #expect(words("items ", "F") == ["Favorites"])
        #expect(words("expect items ", "R") == ["Recents"])
        #expect(words("deselect ", "a") == ["all"])
    }

    /// Each command's arguments come from its syntax line in the catalogue (`ITEM`, `SECTION`,
    /// literal words, placeholders for the parser's word sets): no list of the completer's own.
    @Test func argumentsComeFromTheSyntaxLines() {
        #expect(words("swipe Apple ", "") == ["left", "right"])
        #expect(words("separatorVisibility [0,0] ", "") == ["automatic", "visible", "hidden"])
        #expect(words("scroll ", "") == ["to", "by", "section"])
        #expect(words("diffable ", "") == ["on", "off"])
        #expect(words("swipeActions ", "") == ["leading", "trailing"])
        #expect(Set(words("register ", "")) == Set(RegistrationForm.allCases.map(\.rawValue)))
        #expect(words("expect ", "er") == ["error"])
        #expect(words("help ", "scrollT") == ["scrollTo"])
        #expect(words("sectionInset ", "") == ["Favorites", "Recents"])
        #expect(words("snapshot {\n  moveSection ", "") == ["Favorites", "Recents"])
        #expect(words("snapshot {\n  moveItem Apple ", "") == ["before", "after"])
        #expect(words("sectionSnapshot Inbox {\n  delete ", "B") == ["Banana"])
        // Every word a syntax line offers after a keyword is one the parser accepts there.
        for entry in CommandCatalog.entries where entry.context == .topLevel {
            // (`section S`, `error "TEXT" { … }` need what follows them.)
            for word in entry.argument(at: 0).words where word != "section" && word != ExpectSubject.errorWord {
                let result = Parser.parse(SourceFile(name: "t", text: "\(entry.keyword) \(word)"))
                #expect(!result.diagnostics.contains { $0.message.contains("'\(word)'") && $0.message.contains("unknown") },
                        "\(entry.keyword) \(word): \(result.diagnostics.map(\.message))")
            }
        }
    }

    @Test func scrollPositionsAfterTheItem() {
        #expect(words("scrollTo [1,11] ", "cen") == ["centeredVertically", "centeredHorizontally"])
        #expect(words("scrollTo ", "B") == ["Banana"])
        #expect(words("select Apple ", "to") == ["top"])
    }

    @Test func metaCommandsAndFileNames() {
        #expect(words("", ":re") == [":record", ":reset"])
        #expect(completer.completion(before: ":load ", word: "Scr") == .fileNames)
        #expect(completer.completion(before: ":record ", word: "") == .fileNames)
        #expect(words(":help ", "scrollT") == ["scrollTo"])
    }

    @Test func nothingInsideAnIndexPathOrPoint() {
        #expect(completer.completion(before: "delete [0,", word: "") == .nothing)
        #expect(completer.completion(before: "scroll to (0, ", word: "") == .nothing)
        #expect(words("delete [0,1] ", "A") == ["Apple", "Avocado"])
    }

    @Test func nothingWhereNothingFits() {
        #expect(completer.completion(before: "echo ", word: "x") == .nothing)
        #expect(completer.completion(before: "", word: "zzz") == .nothing)
    }

    @Test func snapshotBlocksOfferSnapshotCommands() {
        #expect(words("snapshot { ", "append") == ["appendSections", "appendItems"])
        #expect(words("snapshot {\n  appendSections Inbox\n  ", "del") == ["deleteItems", "deleteAllItems", "deleteSections"])
        #expect(words("sectionSnapshot Inbox { ", "exp") == ["expand"])
        #expect(words("snapshot { appendSections Inbox }; ", "ite") == ["items"])
        #expect(words("snapshot {\n  deleteItems ", "B") == ["Banana"])
        #expect(CursorCompletion.enclosingBlock("batch { insert [0,0] X; repeat 2 { ") == "repeat")
        #expect(CursorCompletion.enclosingBlock("echo \"{\" ") == nil)
    }
}
