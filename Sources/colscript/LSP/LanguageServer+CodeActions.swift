import CollectionScript

/// `textDocument/codeAction`: every fix-it of the diagnostics on the requested lines — the same
/// fix-its `colscript check --json` prints — each a quick fix whose `WorkspaceEdit` replaces the
/// fix-it's range with its replacement.
extension LanguageServer {
    func codeActions(_ params: [String: Any]) -> [[String: Any]] {
        guard let (uri, document) = document(params) else { return [] }
        let requested = document.positions.sourceRange(params["range"])
        let lines = requested.map { range in
            document.source.location(of: range.lowerBound).line...document.source.location(of: range.upperBound).line
        }
        return document.check.diagnostics.flatMap { diagnostic -> [[String: Any]] in
            if let lines {
                let first = document.source.location(of: diagnostic.range.lowerBound).line
                let last = document.source.location(of: diagnostic.range.upperBound).line
                guard first <= lines.upperBound, last >= lines.lowerBound else { return [] }
            }
            return diagnostic.fixIts.map { fix in
                ["title": fix.message, "kind": "quickfix", "isPreferred": diagnostic.fixIts.count == 1,
                 "diagnostics": [lspDiagnostic(diagnostic, uri, document)],
                 "edit": ["changes": [uri: [["range": document.positions.range(fix.range), "newText": fix.replacement]]]]]
            }
        }
    }
}
