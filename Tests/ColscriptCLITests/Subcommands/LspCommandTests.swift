import Foundation
import Testing
import TestSupport

/// `colscript lsp`: a session of an editor's LSP client, through the built binary's pipes.
struct LspCommandTests {
    static func frame(_ json: String) -> String { "Content-Length: \(json.utf8.count)\r\n\r\n" + json }

    /// The JSON bodies of the framed messages in `output`.
    static func messages(_ output: String) throws -> [[String: Any]] {
        output.components(separatedBy: "Content-Length: ").dropFirst().compactMap { chunk in
            guard let start = chunk.range(of: "\r\n\r\n") else { return nil }
            return try? JSONSerialization.jsonObject(with: Data(chunk[start.upperBound...].utf8)) as? [String: Any]
        }
    }

    @Test func diagnosticsCompletionHoverAndShutdown() throws {
        let text = #"sections A\nscrolTo [0,0] top\n"#
        let input = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#,
            #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#,
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///x.colscript","languageId":"colscript","version":1,"text":"\#(text)"}}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"textDocument/completion","params":{"textDocument":{"uri":"file:///x.colscript"},"position":{"line":1,"character":3}}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///x.colscript"},"position":{"line":0,"character":2}}}"#,
            #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///x.colscript","version":2},"contentChanges":[{"text":"sections A\n"}]}}"#,
            #"{"jsonrpc":"2.0","id":4,"method":"shutdown"}"#,
            #"{"jsonrpc":"2.0","method":"exit"}"#,
        ].map(Self.frame).joined()
        let run = try BuiltBinary.run(["lsp"], input: input)
        #expect(run.status == 0)
        let messages = try Self.messages(run.output)
        #expect(messages.count == 6)
        let capabilities = (messages.first?["result"] as? [String: Any])?["capabilities"] as? [String: Any]
        #expect(capabilities?["hoverProvider"] as? Bool == true)
        let published = messages.filter { $0["method"] as? String == "textDocument/publishDiagnostics" }
        #expect(published.count == 2)
        let first = (published[0]["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]
        #expect(first?.count == 1)
        #expect(first?.first?["code"] as? String == "syntax.unknownCommand")
        let start = (first?.first?["range"] as? [String: Any])?["start"] as? [String: Any]
        #expect(start?["line"] as? Int == 1)
        #expect(start?["character"] as? Int == 0)
        #expect(((published[1]["params"] as? [String: Any])?["diagnostics"] as? [Any])?.isEmpty == true)
        let completion = messages.first { $0["id"] as? Int == 2 }?["result"] as? [[String: Any]]
        #expect(completion?.contains { $0["label"] as? String == "scrollTo" } == true)
        let hover = ((messages.first { $0["id"] as? Int == 3 }?["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String
        #expect(hover?.contains("reloadData()") == true)
    }

    /// LSP completion is the REPL's completer: after `show ` the show topics, after `set ` the
    /// properties — the catalogue's lists, not the keywords alone.
    @Test func completionOffersTheWordsACommandTakes() throws {
        let text = #"show fr\nset allowsM"#
        let input = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#,
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///y.colscript","languageId":"colscript","version":1,"text":"\#(text)"}}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"textDocument/completion","params":{"textDocument":{"uri":"file:///y.colscript"},"position":{"line":0,"character":7}}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"textDocument/completion","params":{"textDocument":{"uri":"file:///y.colscript"},"position":{"line":1,"character":11}}}"#,
            #"{"jsonrpc":"2.0","id":4,"method":"shutdown"}"#,
            #"{"jsonrpc":"2.0","method":"exit"}"#,
        ].map(Self.frame).joined()
        let run = try BuiltBinary.run(["lsp"], input: input)
        #expect(run.status == 0)
        let messages = try Self.messages(run.output)
        let show = (messages.first { $0["id"] as? Int == 2 }?["result"] as? [[String: Any]])?.compactMap { $0["label"] as? String }
        #expect(show == ["frames"])
        let set = (messages.first { $0["id"] as? Int == 3 }?["result"] as? [[String: Any]])?.compactMap { $0["label"] as? String }
        #expect(set == ["allowsMultipleSelection", "allowsMultipleSelectionDuringEditing"])
    }

    @Test func endOfInputWithoutShutdownIsStatus1() throws {
        let run = try BuiltBinary.run(["lsp"], input: "Content-Length: 5\r\n\r\n{bad}")
        #expect(run.status == 1)
    }
}
