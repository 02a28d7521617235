import Testing
@testable import CollectionScript

/// Terminal text breaks at word boundaries (never `mo` / `ved`), keeps short lines byte for byte,
/// indents continuations, and counts colour escapes as no columns.
struct WordWrapTests {
    @Test func longLinesBreakBetweenWords() {
        let line = "  note: 3 items moved to another section with the same number: a delete plus an insert"
        let lines = WordWrap.wrapLine(line, width: 40)
        #expect(lines == ["  note: 3 items moved to another section",
                          "    with the same number: a delete plus",
                          "    an insert"])
        #expect(lines.allSatisfy { $0.count <= 40 })
        // No word is split: the words are the words of the line.
        #expect(lines.flatMap { $0.split(separator: " ") } == line.split(separator: " "))
    }

    @Test func shortLinesAndPicturesAreKept() {
        let text = "+----+----+\n| a  | b  |\n+----+----+\n"
        #expect(WordWrap.wrap(text, width: 11) == text)
        #expect(WordWrap.wrap("", width: 10) == "")
    }

    /// Printable ASCII is counted by its bytes; anything else by its characters (a combining
    /// accent, a CR LF pair, an emoji with a modifier each take one column).
    @Test func columnsCountCharacters() {
        #expect(WordWrap.columns("show layout [0,1]") == 17)
        #expect(WordWrap.columns("") == 0)
        #expect(WordWrap.columns("cafe\u{301} ok") == 7)
        #expect(WordWrap.columns("a\r\nb") == 3)
        #expect(WordWrap.columns("👍🏽 x") == 3)
        #expect(WordWrap.columns("tab\there"[...]) == 8)
    }

    @Test func colourTakesNoColumns() {
        let red = "\u{1B}[31merror:\u{1B}[0m"
        #expect(WordWrap.columns(red) == 6)
        #expect(WordWrap.wrapLine(red + " 12345", width: 12) == [red + " 12345"])
    }

    @Test func aWordWiderThanTheLineIsCutAndAlignedColumnsStay() {
        let lines = WordWrap.wrapLine(String(repeating: "x", count: 25), width: 10)
        #expect(lines == ["xxxxxxxxxx", "  xxxxxxxx", "  xxxxxxx"])
        let aligned = WordWrap.wrapLine("  insert    insertItems(at:) and more words here", width: 30, continuationIndent: 12)
        #expect(aligned == ["  insert    insertItems(at:)", "            and more words", "            here"])
    }

    @Test func aMillionCharacterWordWrapsInLinearTime() {
        let lines = WordWrap.wrapLine(String(repeating: "z", count: 1_000_000), width: 80)
        #expect(lines.count == 1 + (1_000_000 - 80 + 77) / 78)
        #expect(lines.allSatisfy { $0.count <= 80 })
    }
}
