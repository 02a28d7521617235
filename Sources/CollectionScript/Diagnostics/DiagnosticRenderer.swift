/// Renders diagnostics against their source, compiler style:
///
/// ```
/// photos.colscript:12:1: error: unknown command 'scrolTo'
/// scrolTo [1,11] centeredVertically
/// ^~~~~~~
/// note: did you mean 'scrollTo'?
/// ```
///
/// The header is `name:line:col: severity: ` and the message's first line; the message's further
/// lines (UIKit's modern messages span lines) follow the header, before the source line. The caret
/// sits under the range's first character and `~` runs to the range's end on that line (columns are
/// characters). Choice: the caret row copies the tabs of the source line before the caret, so the
/// caret lines up however wide the terminal draws a tab. Then one `note: …` line per note, then per
/// fix-it. Every line ends with `\n`. Colour (ANSI: bold header, red `error:`) is off by default.
public struct DiagnosticRenderer: Sendable {
    /// ANSI colour: bold header, red `error:`, magenta `warning:`, green caret row, cyan `note:`.
    public var colored: Bool

    public init(colored: Bool = false) {
        self.colored = colored
    }

    /// Every diagnostic, in order.
    public func render(_ diagnostics: [Diagnostic], in source: SourceFile) -> String {
        diagnostics.map { render($0, in: source) }.joined()
    }

    /// One diagnostic.
    public func render(_ diagnostic: Diagnostic, in source: SourceFile) -> String {
        let start = source.location(of: diagnostic.range.lowerBound)
        let messageLines = diagnostic.message.split(separator: "\n", omittingEmptySubsequences: false)
        func shown(_ line: Substring) -> String {
            (diagnostic.quotesInput ? line.clipped(to: Self.messageColumns) : String(line)).escapingControlCharacters
        }
        let firstLine = messageLines.first.map(shown) ?? ""

        var out = ""
        let location = "\(source.name.escapingControlCharacters):\(start.line):\(start.column): "
        out += style(location, Style.bold)
        out += style("\(diagnostic.severity.rawValue):", severityStyle(diagnostic.severity))
        out += style(" \(firstLine)", Style.bold)
        out += "\n"
        for line in messageLines.dropFirst() {
            out += shown(line) + "\n"
        }

        let lineText = source.lineText(start.line)
        let end = source.location(of: diagnostic.range.upperBound)
        let shown = Self.window(lineText, start: start.column,
                                end: end.line == start.line ? end.column : lineText.count + 1)
        out += shown.text.escapingControlCharacters + "\n"
        out += style(caretRow(lineText: shown.text, start: shown.start, end: shown.end), Style.green) + "\n"

        for note in diagnostic.notes {
            out += style("note:", Style.note) + " \(note.escapingControlCharacters)\n"
        }
        for fixIt in diagnostic.fixIts {
            out += style("note:", Style.note) + " \(fixIt.message.escapingControlCharacters)\n"
        }
        return out
    }

    /// A line of the language's own message (which may quote a pasted word) is cut to this many
    /// characters and an ellipsis saying how many more there were; UIKit's text is never cut.
    static var messageColumns: Int { 2 * shownColumns }

    /// Source lines longer than this many characters are shown as a window around the caret.
    static let shownColumns = 200

    /// The part of `lineText` to show and the caret's columns in it: the whole line when it is
    /// short; otherwise `shownColumns` characters from a little before the caret, cut with `…` at
    /// either end, so a pasted 10 MB line never prints in full.
    static func window(_ lineText: String, start: Int, end: Int) -> (text: String, start: Int, end: Int) {
        guard lineText.count > shownColumns else { return (lineText, start, end) }
        let characters = Array(lineText)
        let lead = min(max(0, start - 1 - shownColumns / 4), max(0, characters.count - shownColumns))
        let trail = min(characters.count, lead + shownColumns)
        let prefix = lead > 0 ? "…" : ""
        let text = prefix + String(characters[lead..<trail]) + (trail < characters.count ? "…" : "")
        let shift = prefix.count - lead
        return (text, start + shift, min(end + shift, trail + shift + 1))
    }

    /// Spaces (tabs kept) up to the start column, `^`, then `~` to the end column on this line.
    private func caretRow(lineText: String, start startColumn: Int, end endColumn: Int) -> String {
        let characters = Array(lineText)
        let startIndex = startColumn - 1
        var row = ""
        for index in 0..<max(0, startIndex) {
            // Under an escaped control character (printed `^[`), as many spaces as it is wide.
            let printed = index < characters.count ? String(characters[index]).escapingControlCharacters : " "
            row.append(printed == "\t" ? "\t" : String(repeating: " ", count: max(1, printed.count)))
        }
        row.append("^")
        let tildes = max(0, min(endColumn, characters.count + 1) - startColumn - 1)
        row.append(String(repeating: "~", count: tildes))
        return row
    }

    // MARK: - Colour

    private enum Style {
        static let bold = "\u{1B}[1m"
        static let red = "\u{1B}[1;31m"
        static let magenta = "\u{1B}[1;35m"
        /// `note:`: bold cyan, readable on dark and light themes (clang's bold black vanishes on a
        /// dark background).
        static let note = "\u{1B}[1;36m"
        static let green = "\u{1B}[32m"
        static let reset = "\u{1B}[0m"
    }

    private func severityStyle(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: return Style.red
        case .warning: return Style.magenta
        case .note: return Style.note
        }
    }

    private func style(_ text: String, _ code: String) -> String {
        colored ? code + text + Style.reset : text
    }
}
