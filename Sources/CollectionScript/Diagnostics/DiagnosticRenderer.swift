// TEMPORARY — the parser branch brings the real renderer; this keeps main building until then.
public enum DiagnosticRenderer {
    public static func render(_ diagnostic: Diagnostic, in source: SourceFile, colored: Bool = false) -> String {
        let location = source.location(of: diagnostic.range.lowerBound)
        var messageLines = diagnostic.message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let first = messageLines.isEmpty ? "" : messageLines.removeFirst()
        var out = "\(source.name):\(location.line):\(location.column): \(diagnostic.severity.rawValue): \(first)\n"
        for line in messageLines { out += line + "\n" }
        let lineText = source.lineText(location.line)
        out += lineText + "\n"
        let end = source.location(of: diagnostic.range.upperBound)
        let width = end.line == location.line ? max(1, end.column - location.column) : max(1, lineText.count - location.column + 1)
        out += String(repeating: " ", count: location.column - 1) + "^" + String(repeating: "~", count: width - 1) + "\n"
        for note in diagnostic.notes { out += "note: \(note)\n" }
        return out
    }
}
