import Testing
@testable import ColscriptTools

/// `why`'s byte-for-byte search (`ByteSearch`, issue 36 point 5) answers what the `Character`
/// searches it replaced answered.
struct ByteSearchTests {
    static let texts = [
        "", " ", "a", "  Invalid\tupdate:\n\ninvalid  number\r\nof items ", "x\u{0B}y\u{0C}z",
        "no-space", "tab\tend\t", "caf\u{E9} d\u{E9}j\u{E0}\u{A0}vu", "line\u{2028}sep", "emoji 👍🏽 here",
        "-[UITableView _endCellAnimations]", "reason: 'Invalid update: x'\n*** First throw call stack",
    ]

    @Test(arguments: texts) func wordsAreTheSplitWordsJoined(_ text: String) {
        #expect(ByteSearch.words(text) == text.split(whereSeparator: \.isWhitespace).joined(separator: " "))
    }

    @Test func randomASCIIWordsMatchTheSplit() {
        var rng = SystemRandomNumberGenerator()
        let alphabet = Array("ab \t\n\r\u{0B}\u{0C}x:'(")
        for _ in 0..<500 {
            let text = String((0..<Int.random(in: 0..<40, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! })
            #expect(ByteSearch.words(text) == text.split(whereSeparator: \.isWhitespace).joined(separator: " "), "\(text.debugDescription)")
        }
    }

    @Test func rangesAreTheCharacterSearchsForASCIINeedles() {
        let needles = ["reason: '", "'\n(", "\n\n", "libc++abi", "Thread 0", "x", "missing"]
        for text in Self.texts + ["reason: 'a' libc++abi", "é reason: 'b'\n(\n\nThread 0"] {
            for needle in needles {
                let bytes = ByteSearch.firstRange(of: needle, in: text[...])
                #expect(bytes == text.firstRange(of: needle), "\(needle.debugDescription) in \(text.debugDescription)")
                #expect(ByteSearch.contains(needle, in: text) == (bytes != nil))
            }
        }
        let text = "ab reason: 'cd"
        let rest = text[text.index(text.startIndex, offsetBy: 3)...]
        #expect(ByteSearch.firstRange(of: "'", in: rest) == rest.firstRange(of: "'"))
    }
}
