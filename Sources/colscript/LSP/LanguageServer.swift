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
    private var initialized = false
    /// The most diagnostics published for one document (a file of 50,000 bad lines would otherwise
    /// take seconds to send and more for the editor to show); the last one says how many more.
    static let diagnosticLimit = 1_000

    /// Serves until `exit` or the end of input; the process status (0 after shutdown, 1 otherwise).
    /// Abuse is answered as JSON-RPC and LSP say, and survived: a malformed header is logged and
    /// skipped, a body that is not JSON is -32700, one that is not a request object -32600, an
    /// unknown method -32601, unusable params -32602, a request before `initialize` -32002.
    mutating func serve(read: () -> Data?, write: (Data) -> Void, log: (String) -> Void = { _ in }) -> Int32 {
        while true {
            let message: Data
            switch nextMessage(read: read) {
            case .end: return shutdownRequested ? 0 : 1
            case .malformed(let reason):
                log("colscript lsp: \(reason); skipped")
                continue
            case .message(let body): message = body
            }
            guard let parsed = try? JSONSerialization.jsonObject(with: message, options: [.fragmentsAllowed]) else {
                respondError(nil, code: -32700, message: "parse error: the body is not JSON", write)
                continue
            }
            guard let object = parsed as? [String: Any] else {
                respondError(nil, code: -32600, message: "invalid request: not a JSON object", write)
                continue
            }
            let id = object["id"]
            let isRequest = id != nil
            if let id, !(id is NSNull), !(id is String), !(id is NSNumber) {
                respondError(nil, code: -32600, message: "invalid request: an id is a number or a string", write)
                continue
            }
            guard let method = object["method"] as? String else {
                // A response from the client (to a request this server never makes) is ignored.
                if object["result"] == nil && object["error"] == nil {
                    respondError(id, code: -32600, message: "invalid request: no method", write)
                }
                continue
            }
            if let given = object["params"], !(given is [String: Any]), !(given is [Any]) {
                if isRequest { respondError(id, code: -32602, message: "invalid params: an object or an array", write) }
                continue
            }
            guard initialized || method == "initialize" || method == "exit" else {
                if isRequest { respondError(id, code: -32002, message: "server not initialized", write) }
                continue
            }
            let params = object["params"] as? [String: Any] ?? [:]
            switch method {
            case "initialize":
                initialized = true
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
        let all = Session().diagnostics(source)
        var diagnostics = all.prefix(Self.diagnosticLimit).map { diagnostic -> [String: Any] in
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
        if all.count > Self.diagnosticLimit, let last = all.last {
            let end = source.location(of: last.range.upperBound)
            let position: [String: Any] = ["line": max(0, end.line - 1), "character": max(0, end.column - 1)]
            diagnostics.append(["range": ["start": position, "end": position], "severity": 3, "source": "colscript",
                                "message": "… \(all.count - Self.diagnosticLimit) more problems not shown (fix the first ones)"])
        }
        notify("textDocument/publishDiagnostics", ["uri": uri, "diagnostics": diagnostics], write)
    }

    // MARK: JSON-RPC framing

    /// What the framing read next.
    enum Frame {
        case message(Data)
        /// A header that could not be used (no or a bad Content-Length, too large, never ending):
        /// skipped up to the next `Content-Length`.
        case malformed(String)
        case end
    }

    /// The largest body, and the longest header, the server reads.
    static let bodyLimit = 64 << 20
    static let headerLimit = 64 << 10

    /// The next framed body. Headers end with a blank line; a client that writes bare line feeds
    /// (`\n\n`) is read too.
    private mutating func nextMessage(read: () -> Data?) -> Frame {
        while true {
            if let (headerEnd, bodyStart) = headerBounds() {
                let header = String(decoding: input[input.startIndex..<headerEnd], as: UTF8.self)
                let fields = header.split(whereSeparator: { $0 == "\r\n" || $0 == "\n" || $0 == "\r" })
                let lengths = fields.compactMap { line -> String? in
                    let parts = line.split(separator: ":", maxSplits: 1)
                    guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "content-length" else { return nil }
                    return parts[1].trimmingCharacters(in: .whitespaces)
                }
                guard let text = lengths.first, let length = Int(text), length >= 0, length <= Self.bodyLimit else {
                    let shown = lengths.first.map { "'\($0.prefix(40))'" } ?? "none"
                    // Resynchronise at the next `Content-Length` after this header's first byte: a
                    // header that only had stray bytes before it is then read after all.
                    skipToNextHeader(after: input.index(after: input.startIndex))
                    return .malformed("a header without a usable Content-Length (\(shown))")
                }
                if input.distance(from: bodyStart, to: input.endIndex) >= length {
                    let bodyEnd = input.index(bodyStart, offsetBy: length)
                    let body = Data(input[bodyStart..<bodyEnd])
                    input = Data(input[bodyEnd...])
                    return .message(body)
                }
            } else if input.count > Self.headerLimit {
                skipToNextHeader(after: input.index(after: input.startIndex))
                return .malformed("no header end in \(Self.headerLimit / 1024) KiB")
            }
            guard let more = read(), !more.isEmpty else {
                if input.contains(where: { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }) {
                    input = Data()
                    return .malformed("the input ended inside a message")
                }
                return .end
            }
            input.append(more)
        }
    }

    /// Where the header ends and the body starts (`\r\n\r\n`, or `\n\n` from a lenient client).
    private func headerBounds() -> (Data.Index, Data.Index)? {
        let crlf = input.range(of: Data("\r\n\r\n".utf8))
        let lf = input.range(of: Data("\n\n".utf8))
        switch (crlf, lf) {
        case let (c?, l?): return c.lowerBound <= l.lowerBound ? (c.lowerBound, c.upperBound) : (l.lowerBound, l.upperBound)
        case let (c?, nil): return (c.lowerBound, c.upperBound)
        case let (nil, l?): return (l.lowerBound, l.upperBound)
        case (nil, nil): return nil
        }
    }

    /// Drops the input up to the next `Content-Length` at or after `index` (all of it when none).
    private mutating func skipToNextHeader(after index: Data.Index) {
        let start = min(index, input.endIndex)
        if let next = input[start...].range(of: Data("Content-Length".utf8)) {
            input = Data(input[next.lowerBound...])
        } else {
            input = Data()
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
