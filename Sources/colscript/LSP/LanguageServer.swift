import CollectionScript
import Foundation

/// `colscript lsp`: a minimal Language Server Protocol server on standard input and output
/// (docs/tooling.md §5) — diagnostics on open and change (full document sync), completion (the
/// REPL's `Completer`: keywords, and the words a command's syntax line allows), hover with a
/// command's help (`HelpRenderer`, what `help` prints).
///
/// Positions: LSP's 0-based lines; characters are the diagnostics' UTF-8 columns minus one (exact
/// for ASCII lines, which scripts nearly always are).
struct LanguageServer {
    private var documents: [String: String] = [:]
    private var input = Data()
    private var shutdownRequested = false

    /// Serves until `exit` or the end of input; the process status (0 after shutdown, 1 otherwise).
    mutating func serve(read: () -> Data?, write: (Data) -> Void) -> Int32 {
        while true {
            guard let message = nextMessage(read: read) else { return shutdownRequested ? 0 : 1 }
            guard let object = try? JSONSerialization.jsonObject(with: message) as? [String: Any],
                  let method = object["method"] as? String else { continue }
            let id = object["id"]
            let params = object["params"] as? [String: Any] ?? [:]
            switch method {
            case "initialize":
                respond(id, ["capabilities": [
                    "textDocumentSync": 1,
                    "completionProvider": ["triggerCharacters": [String]()],
                    "hoverProvider": true,
                ], "serverInfo": ["name": "colscript", "version": Colscript.version]], write)
            case "shutdown":
                shutdownRequested = true
                respond(id, NSNull(), write)
            case "exit":
                return shutdownRequested ? 0 : 1
            case "textDocument/didOpen":
                if let document = params["textDocument"] as? [String: Any], let uri = document["uri"] as? String,
                   let text = document["text"] as? String {
                    documents[uri] = text
                    publish(uri, write)
                }
            case "textDocument/didChange":
                if let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String,
                   let text = (params["contentChanges"] as? [[String: Any]])?.last?["text"] as? String {
                    documents[uri] = text
                    publish(uri, write)
                }
            case "textDocument/didClose":
                if let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String {
                    documents[uri] = nil
                    notify("textDocument/publishDiagnostics", ["uri": uri, "diagnostics": [Any]()], write)
                }
            case "textDocument/completion":
                // The REPL's completer: the same catalogue, the same rules (no session: no identifiers).
                let prefix = word(at: params)?.prefix ?? ""
                let completer = Completer(identifiers: CompletionIdentifiers(sections: { [] }, items: { [] }))
                var words: [String] = []
                if case .words(let found, _) = completer.completion(before: textBeforeWord(at: params, prefix: prefix), word: prefix) {
                    words = found
                }
                let items = words.map { word -> [String: Any] in
                    var item: [String: Any] = ["label": word, "kind": 14]
                    if let help = HelpRenderer.topic(word) { item["documentation"] = help.joined(separator: "\n") + "\n" }
                    return item
                }
                respond(id, items, write)
            case "textDocument/hover":
                if let word = word(at: params)?.whole, let help = HelpRenderer.topic(word) {
                    respond(id, ["contents": ["kind": "plaintext", "value": help.joined(separator: "\n") + "\n"]], write)
                } else {
                    respond(id, NSNull(), write)
                }
            default:
                if id != nil { respondError(id, code: -32601, message: "method not found: \(method)", write) }
            }
        }
    }

    /// The identifier around the position of a completion or hover request: the part before the
    /// cursor and the whole word.
    private func word(at params: [String: Any]) -> (prefix: String, whole: String)? {
        guard let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String, let text = documents[uri],
              let position = params["position"] as? [String: Any],
              let line = position["line"] as? Int, let character = position["character"] as? Int else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 0, line < lines.count else { return nil }
        let characters = Array(lines[line])
        let cursor = max(0, min(character, characters.count))
        func isWord(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
        var start = cursor
        while start > 0, isWord(characters[start - 1]) { start -= 1 }
        var end = cursor
        while end < characters.count, isWord(characters[end]) { end += 1 }
        return (String(characters[start..<cursor]), String(characters[start..<end]))
    }

    /// The document's text before the word being completed (earlier lines included, so a
    /// `snapshot {` opened above is known).
    private func textBeforeWord(at params: [String: Any], prefix: String) -> String {
        guard let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String, let text = documents[uri],
              let position = params["position"] as? [String: Any],
              let line = position["line"] as? Int, let character = position["character"] as? Int else { return "" }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 0, line < lines.count else { return "" }
        let current = Array(lines[line])
        let end = max(0, min(character, current.count) - prefix.count)
        return (lines[..<line].map { $0 + "\n" }.joined()) + String(current[..<end])
    }

    private func publish(_ uri: String, _ write: (Data) -> Void) {
        let source = SourceFile(name: uri, text: documents[uri] ?? "")
        let diagnostics = Session().diagnostics(source).map { diagnostic -> [String: Any] in
            func position(_ offset: Int) -> [String: Any] {
                let location = source.location(of: offset)
                return ["line": max(0, location.line - 1), "character": max(0, location.column - 1)]
            }
            let severity: Int = switch diagnostic.severity { case .error: 1; case .warning: 2; case .note: 3 }
            return ["range": ["start": position(diagnostic.range.lowerBound),
                              "end": position(max(diagnostic.range.lowerBound, diagnostic.range.upperBound))],
                    "severity": severity, "code": diagnostic.id, "source": "colscript",
                    "message": ([diagnostic.message] + diagnostic.notes + diagnostic.fixIts.map(\.message)).joined(separator: "\n")]
        }
        notify("textDocument/publishDiagnostics", ["uri": uri, "diagnostics": diagnostics], write)
    }

    // MARK: JSON-RPC framing

    private mutating func nextMessage(read: () -> Data?) -> Data? {
        let separator = Data("\r\n\r\n".utf8)
        while true {
            if let headerEnd = input.range(of: separator) {
                let header = String(decoding: input[input.startIndex..<headerEnd.lowerBound], as: UTF8.self)
                let length = header.split(separator: "\r\n").compactMap { line -> Int? in
                    let parts = line.split(separator: ":", maxSplits: 1)
                    guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
                    return Int(parts[1].trimmingCharacters(in: .whitespaces))
                }.first
                guard let length, length >= 0, length <= 64 << 20 else { return nil }
                let bodyStart = headerEnd.upperBound
                if input.distance(from: bodyStart, to: input.endIndex) >= length {
                    let bodyEnd = input.index(bodyStart, offsetBy: length)
                    let body = input[bodyStart..<bodyEnd]
                    input = Data(input[bodyEnd...])
                    return Data(body)
                }
            }
            guard let more = read(), !more.isEmpty else { return nil }
            input.append(more)
        }
    }

    private func send(_ object: [String: Any], _ write: (Data) -> Void) {
        guard let body = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return }
        write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    private func respond(_ id: Any?, _ result: Any, _ write: (Data) -> Void) {
        send(["jsonrpc": "2.0", "id": id ?? NSNull(), "result": result], write)
    }

    private func respondError(_ id: Any?, code: Int, message: String, _ write: (Data) -> Void) {
        send(["jsonrpc": "2.0", "id": id ?? NSNull(), "error": ["code": code, "message": message]], write)
    }

    private func notify(_ method: String, _ params: [String: Any], _ write: (Data) -> Void) {
        send(["jsonrpc": "2.0", "method": method, "params": params], write)
    }
}
