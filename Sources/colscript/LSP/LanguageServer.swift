import CollectionScript
import Foundation

/// `colscript lsp`: a Language Server Protocol server on standard input and output
/// (docs/tooling.md §5). Full document sync; on open and on every change it checks the script and
/// — when it has no syntax errors — runs it within `Session.editorWorkBudget`, publishing UIKit's
/// runtime error at its command with `explain` as related information
/// (`LanguageServer+Diagnostics`); completion of what the parser expects at the cursor
/// (`CursorCompletion`, shared with the REPL); hover from `help`'s texts; code actions from the
/// diagnostics' fix-its; formatting by `colscript fmt`'s formatter. Positions count in the
/// negotiated encoding (`PositionEncoding`: UTF-8 when the client offers it, else UTF-16).
struct LanguageServer {
    /// An open document: its text, the parser's view of it, and its last check (whose
    /// identifiers completion offers and whose fix-its code actions apply).
    struct Document {
        var text: String
        var source: SourceFile
        var positions: DocumentPositions
        var check: ScriptCheck
    }

    var documents: [String: Document] = [:]
    var input = Data()
    var encoding = PositionEncoding.utf16
    /// The work one run of a document may spend (tests of the budget lower it).
    var workBudget = Session.editorWorkBudget
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
                encoding = PositionEncoding.negotiated(params)
                respond(id, ["capabilities": [
                    "positionEncoding": encoding.rawValue,
                    "textDocumentSync": 1,
                    "completionProvider": ["triggerCharacters": [" ", "="]],
                    "hoverProvider": true,
                    "codeActionProvider": ["codeActionKinds": ["quickfix"]],
                    "documentFormattingProvider": true,
                ], "serverInfo": ["name": "colscript", "version": Colscript.version]], write)
            case "shutdown":
                shutdownRequested = true
                respond(id, NSNull(), write)
            case "exit":
                return shutdownRequested ? 0 : 1
            case "textDocument/didOpen":
                if let document = params["textDocument"] as? [String: Any], let uri = document["uri"] as? String,
                   let text = document["text"] as? String {
                    open(uri, text: text, write)
                }
            case "textDocument/didChange":
                if let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String,
                   let text = (params["contentChanges"] as? [[String: Any]])?.last?["text"] as? String {
                    open(uri, text: text, write)
                }
            case "textDocument/didClose":
                if let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String {
                    documents[uri] = nil
                    notify("textDocument/publishDiagnostics", ["uri": uri, "diagnostics": [Any]()], write)
                }
            case "textDocument/completion":
                respond(id, completion(params), write)
            case "textDocument/hover":
                respond(id, hover(params), write)
            case "textDocument/codeAction":
                respond(id, codeActions(params), write)
            case "textDocument/formatting":
                switch formatting(params) {
                case .success(let edits): respond(id, edits, write)
                case .failure(let failure): respondError(id, code: -32803, message: failure.message, write)
                }
            default:
                if id != nil { respondError(id, code: -32601, message: "method not found: \(method)", write) }
            }
        }
    }

    /// The open document a request names.
    func document(_ params: [String: Any]) -> (uri: String, document: Document)? {
        guard let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String, let document = documents[uri] else { return nil }
        return (uri, document)
    }
}
