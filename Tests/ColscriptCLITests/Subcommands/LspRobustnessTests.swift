import Foundation
import Testing
import TestSupport

/// `colscript lsp` speaks JSON-RPC correctly under abuse (issue 36 point 6): framing errors are
/// logged and survived, and every bad message gets the error code the protocol names.
struct LspRobustnessTests {
    static func frame(_ json: String) -> String { LspCommandTests.frame(json) }

    static func errorCode(_ messages: [[String: Any]], id: Int?) -> Int? {
        let match = messages.first { message in
            guard message["error"] != nil else { return false }
            if let id { return message["id"] as? Int == id }
            return message["id"] is NSNull
        }
        return (match?["error"] as? [String: Any])?["code"] as? Int
    }

    @Test func aRequestBeforeInitializeIsNotInitialized() throws {
        let input = [
            #"{"jsonrpc":"2.0","id":1,"method":"textDocument/hover","params":{}}"#,
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///a","text":"x"}}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"initialize","params":{}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#,
            #"{"jsonrpc":"2.0","method":"exit"}"#,
        ].map(Self.frame).joined()
        let run = try BuiltBinary.run(["lsp"], input: input)
        let messages = try LspCommandTests.messages(run.output)
        #expect(Self.errorCode(messages, id: 1) == -32002)
        #expect(!messages.contains { $0["method"] as? String == "textDocument/publishDiagnostics" }, "a notification before initialize is dropped")
        #expect(messages.contains { $0["id"] as? Int == 2 && $0["result"] != nil })
        #expect(run.status == 0)
    }

    @Test func badBodiesGetTheirErrorCodesAndTheServerGoesOn() throws {
        let input = Self.frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#)
            + Self.frame("this is not json")
            + Self.frame("[1, 2, 3]")
            + Self.frame("7")
            + Self.frame(#"{"jsonrpc":"2.0","id":5,"method":"textDocument/hover","params":7}"#)
            + Self.frame(#"{"jsonrpc":"2.0","id":6}"#)
            + Self.frame(#"{"jsonrpc":"2.0","id":7,"method":"no/such"}"#)
            + Self.frame(#"{"jsonrpc":"2.0","id":8,"method":"shutdown"}"#)
            + Self.frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
        let run = try BuiltBinary.run(["lsp"], input: input)
        let messages = try LspCommandTests.messages(run.output)
        let anonymous = messages.filter { $0["id"] is NSNull }.compactMap { ($0["error"] as? [String: Any])?["code"] as? Int }
        #expect(anonymous == [-32700, -32600, -32600])
        #expect(Self.errorCode(messages, id: 5) == -32602)
        #expect(Self.errorCode(messages, id: 6) == -32600)
        #expect(Self.errorCode(messages, id: 7) == -32601)
        #expect(messages.contains { $0["id"] as? Int == 8 }, "the server survived to answer shutdown")
        #expect(run.status == 0)
    }

    @Test func malformedHeadersAreLoggedSkippedAndSurvived() throws {
        func bare(_ json: String) -> String { "Content-Length: \(json.utf8.count)\n\n" + json }
        let input = Self.frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#)
            + "Content-Length: lots\r\n\r\n{\"garbage\":true}"
            + "Content-Type: text/plain\r\n\r\n"
            + "Content-Length: 99999999999999999999\r\n\r\n"
            + "}" + bare(#"{"jsonrpc":"2.0","id":2,"method":"x/y"}"#)   // a stray byte, then bare line feeds: read
            + Self.frame(#"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#)
            + Self.frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
        let run = try BuiltBinary.run(["lsp"], input: input)
        let messages = try LspCommandTests.messages(run.output)
        #expect(Self.errorCode(messages, id: 2) == -32601)
        #expect(messages.contains { $0["id"] as? Int == 3 })
        #expect(run.error.contains("without a usable Content-Length"))
        #expect(run.status == 0)
    }

    @Test func aDocumentOfManyBadLinesPublishesABoundedList() throws {
        let text = String(repeating: "zzz\\n", count: 5_000)
        let input = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#,
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///bad","text":"\#(text)"}}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#,
            #"{"jsonrpc":"2.0","method":"exit"}"#,
        ].map(Self.frame).joined()
        let run = try BuiltBinary.run(["lsp"], input: input)
        let messages = try LspCommandTests.messages(run.output)
        let diagnostics = messages.first { $0["method"] as? String == "textDocument/publishDiagnostics" }
            .flatMap { ($0["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] }
        #expect(diagnostics?.count == 1_001)
        #expect((diagnostics?.last?["message"] as? String)?.contains("4000 more problems") == true)
        #expect(run.status == 0)
    }
}
