import CollectionScript
import Foundation

/// Diagnostics on open and on every change: the script is checked and — when it parses — run,
/// as `colscript check --run` does but within the server's work budget (deterministic, so the
/// same text always shows the same squiggles). A runtime error sits under the command that raises
/// it (UIKit's "Invalid update" under its `batch`, or the update in it that makes it) and carries
/// what `explain` says as `relatedInformation`, one entry per line (blank ones left out), at the
/// same place.
extension LanguageServer {
    /// Stores `text` as the document at `uri`, checks it and publishes its diagnostics.
    mutating func open(_ uri: String, text: String, _ write: (Data) -> Void) {
        let source = SourceFile(name: uri, text: text)
        var session = Session()
        let check = session.checkRun(source, workBudget: workBudget)
        let document = Document(text: text, source: source, positions: DocumentPositions(text: text, encoding: encoding), check: check)
        documents[uri] = document
        notify("textDocument/publishDiagnostics", ["uri": uri, "diagnostics": lspDiagnostics(uri, document)], write)
    }

    /// The document's diagnostics as LSP objects (at most `diagnosticLimit`, then one saying how
    /// many more there are).
    func lspDiagnostics(_ uri: String, _ document: Document) -> [[String: Any]] {
        let all = document.check.diagnostics
        var diagnostics = all.prefix(Self.diagnosticLimit).map { lspDiagnostic($0, uri, document) }
        if all.count > Self.diagnosticLimit, let last = all.last {
            let end = document.positions.position(of: last.range.upperBound)
            diagnostics.append(["range": ["start": end, "end": end], "severity": 3, "source": "colscript",
                                "message": "… \(all.count - Self.diagnosticLimit) more problems not shown (fix the first ones)"])
        }
        return diagnostics
    }

    /// One diagnostic as LSP has it; a runtime error's explanation is its related information.
    func lspDiagnostic(_ diagnostic: Diagnostic, _ uri: String, _ document: Document) -> [String: Any] {
        let severity: Int = switch diagnostic.severity { case .error: 1; case .warning: 2; case .note: 3 }
        let range = document.positions.range(diagnostic.range)
        var object: [String: Any] = [
            "range": range, "severity": severity, "code": diagnostic.id, "source": "colscript",
            "message": ([diagnostic.message] + diagnostic.notes + diagnostic.fixIts.map(\.message)).joined(separator: "\n"),
        ]
        if diagnostic.severity == .error, document.check.status == .failure, !document.check.explanation.isEmpty {
            object["relatedInformation"] = document.check.explanation.filter { !$0.isEmpty }.map { line -> [String: Any] in
                ["location": ["uri": uri, "range": range], "message": line]
            }
        }
        return object
    }
}
