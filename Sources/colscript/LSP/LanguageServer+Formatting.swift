import CollectionScript

/// `textDocument/formatting`: `colscript fmt`'s formatter (`ScriptFormatter`), as one edit that
/// replaces the whole text — none when it is already canonical. A script with syntax errors is
/// not formatted (as `fmt` refuses it): the request fails with LSP's RequestFailed.
extension LanguageServer {
    struct FormattingFailure: Error {
        var message: String
    }

    func formatting(_ params: [String: Any]) -> Result<[[String: Any]], FormattingFailure> {
        guard let (_, document) = document(params) else { return .success([]) }
        switch ScriptFormatter.format(document.source) {
        case .syntaxErrors(let diagnostics):
            return .failure(FormattingFailure(message: "not formatted: the script has \(diagnostics.count) syntax error\(diagnostics.count == 1 ? "" : "s")"))
        case .formatted(let text):
            return .success(text == document.text ? [] : [["range": document.positions.wholeText, "newText": text]])
        }
    }
}
