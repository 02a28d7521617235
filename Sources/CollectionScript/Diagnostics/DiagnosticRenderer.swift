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
    /// ANSI colour: bold header, red `error:`, magenta `warning:`, green caret row.
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
        let firstLine = messageLines.first?.escapingControlCharacters ?? ""

        var out = ""
        let location = "\(source.name.escapingControlCharacters):\(start.line):\(start.column): "
        out += style(location, Style.bold)
        out += style("\(diagnostic.severity.rawValue):", severityStyle(diagnostic.severity))
        out += style(" \(firstLine)", Style.bold)
        out += "\n"
        for line in messageLines.dropFirst() {
            out += line.escapingControlCharacters + "\n"
        }

        let lineText = source.lineText(start.line)
        out += lineText.escapingControlCharacters + "\n"
        out += style(caretRow(lineText: lineText, start: start, range: diagnostic.range, in: source), Style.green) + "\n"

        for note in diagnostic.notes {
            out += style("note:", Style.boldBlack) + " \(note.escapingControlCharacters)\n"
        }
        for fixIt in diagnostic.fixIts {
            out += style("note:", Style.boldBlack) + " \(fixIt.message.escapingControlCharacters)\n"
        }
        return out
    }

    /// Spaces (tabs kept) up to the start column, `^`, then `~` to the end of the range on this line.
    private func caretRow(lineText: String, start: SourceLocation, range: SourceRange, in source: SourceFile) -> String {
        let characters = Array(lineText)
        let startIndex = start.column - 1
        var row = ""
        for index in 0..<max(0, startIndex) {
            // Under an escaped control character (printed `^[`), as many spaces as it is wide.
            let printed = index < characters.count ? String(characters[index]).escapingControlCharacters : " "
            row.append(printed == "\t" ? "\t" : String(repeating: " ", count: max(1, printed.count)))
        }
        row.append("^")
        let end = source.location(of: range.upperBound)
        let endColumn = end.line == start.line ? end.column : characters.count + 1
        let tildes = max(0, min(endColumn, characters.count + 1) - start.column - 1)
        row.append(String(repeating: "~", count: tildes))
        return row
    }

    // MARK: - Colour

    private enum Style {
        static let bold = "\u{1B}[1m"
        static let red = "\u{1B}[1;31m"
        static let magenta = "\u{1B}[1;35m"
        static let boldBlack = "\u{1B}[1;30m"
        static let green = "\u{1B}[32m"
        static let reset = "\u{1B}[0m"
    }

    private func severityStyle(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: return Style.red
        case .warning: return Style.magenta
        case .note: return Style.boldBlack
        }
    }

    private func style(_ text: String, _ code: String) -> String {
        colored ? code + text + Style.reset : text
    }
}
