import Foundation
import Testing
import TestSupport

/// `colscript lsp` as an editor's client drives it, through the built binary's stdin and stdout:
/// position encodings, completion of what the parser expects, hover, code actions, formatting
/// and the runtime diagnostics of a script that runs.
struct LspEditorTests {
    /// A JSON string literal of `text`.
    static func quoted(_ text: String) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: text, options: [.fragmentsAllowed]), as: UTF8.self)
    }

    /// Runs a session: `initialize` (offering UTF-8 when asked), `didOpen` of `text` as
    /// file:///t.colscript, the `requests` (`id` 10, 11 … in order, each a method and its params
    /// after the document), shutdown and exit; the messages the server sent.
    static func session(_ text: String, utf8: Bool = false, _ requests: [(String, String)] = []) throws -> [[String: Any]] {
        let capabilities = utf8 ? #"{"general":{"positionEncodings":["utf-8","utf-16"]}}"# : "{}"
        var input = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":\#(capabilities)}}"#,
            #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#,
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///t.colscript","languageId":"colscript","version":1,"text":\#(quoted(text))}}}"#,
        ]
        for (index, (method, params)) in requests.enumerated() {
            input.append(#"{"jsonrpc":"2.0","id":\#(10 + index),"method":"\#(method)","params":{"textDocument":{"uri":"file:///t.colscript"}\#(params.isEmpty ? "" : "," + params)}}"#)
        }
        input += [#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#, #"{"jsonrpc":"2.0","method":"exit"}"#]
        let run = try BuiltBinary.run(["lsp"], input: input.map(LspCommandTests.frame).joined())
        #expect(run.status == 0)
        return try LspCommandTests.messages(run.output)
    }

    static func result(_ messages: [[String: Any]], _ id: Int) -> Any? {
        messages.first { $0["id"] as? Int == id }?["result"]
    }

    static func diagnostics(_ messages: [[String: Any]]) -> [[String: Any]] {
        (messages.first { $0["method"] as? String == "textDocument/publishDiagnostics" }?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
    }

    static func start(_ object: Any?) -> (Int?, Int?) {
        let start = (object as? [String: Any])?["start"] as? [String: Any]
        return (start?["line"] as? Int, start?["character"] as? Int)
    }

    static func labels(_ result: Any?) -> [String] {
        (result as? [[String: Any]])?.compactMap { $0["label"] as? String } ?? []
    }

    static func position(_ line: Int, _ character: Int) -> String {
        #""position":{"line":\#(line),"character":\#(character)}"#
    }

    @Test func initializeAnswersUTF8OnlyWhenOffered() throws {
        let offered = try Self.session("", utf8: true)
        let plain = try Self.session("")
        let encoding = { (messages: [[String: Any]]) in
            ((Self.result(messages, 1) as? [String: Any])?["capabilities"] as? [String: Any])?["positionEncoding"] as? String
        }
        #expect(encoding(offered) == "utf-8")
        #expect(encoding(plain) == "utf-16")
        let capabilities = (Self.result(plain, 1) as? [String: Any])?["capabilities"] as? [String: Any]
        #expect(capabilities?["documentFormattingProvider"] as? Bool == true)
        #expect(capabilities?["codeActionProvider"] != nil)
    }

    /// After three apples (3 characters, 6 UTF-16 units, 12 UTF-8 bytes) every position counts in
    /// the negotiated encoding: the diagnostic, the hover's range, the cursor of a completion.
    @Test func positionsAfterAstralCharactersCountInTheNegotiatedEncoding() throws {
        let text = "echo \"🍎🍎🍎\"; scrolTo [0,0] top\necho \"🍎🍎🍎\"; reload\necho \"🍎🍎🍎\"; layout flow \n"
        for (utf8, prefix) in [(false, 15), (true, 21)] {
            let messages = try Self.session(text, utf8: utf8, [
                ("textDocument/hover", Self.position(1, prefix + 2)),
                ("textDocument/completion", Self.position(2, prefix + 12)),
            ])
            let diagnostic = try #require(Self.diagnostics(messages).first)
            #expect(Self.start(diagnostic["range"]) == (0, prefix))
            #expect(((diagnostic["range"] as? [String: Any])?["end"] as? [String: Any])?["character"] as? Int == prefix + 7)
            let hover = Self.result(messages, 10) as? [String: Any]
            #expect(Self.start(hover?["range"]) == (1, prefix))
            #expect(Self.labels(Self.result(messages, 11)).first == "itemSize=")
        }
    }

    @Test func completionOffersWhatTheParserExpectsAndTheDeclaredNames() throws {
        let text = "sections Favorites Recents\nitems Favorites apple pear\nlayout flow \nexpect \nexpect count \ndelete \nset allowsSelection = \n"
        let messages = try Self.session(text, [
            ("textDocument/completion", Self.position(2, 12)),
            ("textDocument/completion", Self.position(3, 7)),
            ("textDocument/completion", Self.position(4, 13)),
            ("textDocument/completion", Self.position(5, 7)),
            ("textDocument/completion", Self.position(6, 22)),
        ])
        let flow = Self.labels(Self.result(messages, 10))
        #expect(flow.contains("itemSize=") && flow.contains("minimumLineSpacing=") && !flow.contains("insert"))
        let subjects = Self.labels(Self.result(messages, 11))
        #expect(subjects.contains("count") && subjects.contains("numberOfItems") && !subjects.contains("sections Favorites"))
        #expect(Self.labels(Self.result(messages, 12)) == ["Favorites", "Recents"])
        #expect(Self.labels(Self.result(messages, 13)) == ["apple", "pear"])
        #expect(Self.labels(Self.result(messages, 14)).contains("true"))
    }

    @Test func hoverOnCommandsPropertiesAndUIKitNames() throws {
        let text = "layout flow itemSize=100x100\ninsertItems [0,0] x\nset allowsMultipleSelection = true\n"
        let messages = try Self.session(text, [
            ("textDocument/hover", Self.position(0, 14)),
            ("textDocument/hover", Self.position(1, 3)),
            ("textDocument/hover", Self.position(2, 8)),
            ("textDocument/hover", Self.position(0, 2)),
        ])
        let value = { (id: Int) in (((Self.result(messages, id) as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String) ?? "" }
        #expect(value(10).contains("UICollectionViewFlowLayout") && value(10).contains("itemSize"))
        #expect(value(11).contains("insertItems(at:)"))
        #expect(value(12).contains("UICollectionView"))
        #expect(value(13).contains("layout —"))
    }

    /// Each fix-it `check --json` has is a quick fix whose edit makes the replacement.
    @Test func codeActionsApplyTheFixIts() throws {
        let text = "sections A\nscrolTo [0,0] top\n"
        let messages = try Self.session(text, [
            ("textDocument/codeAction", #""range":{"start":{"line":1,"character":0},"end":{"line":1,"character":0}},"context":{"diagnostics":[]}"#),
            ("textDocument/codeAction", #""range":{"start":{"line":0,"character":0},"end":{"line":0,"character":3}},"context":{"diagnostics":[]}"#),
        ])
        let actions = try #require(Self.result(messages, 10) as? [[String: Any]])
        let action = try #require(actions.first)
        #expect(action["kind"] as? String == "quickfix")
        let edits = ((action["edit"] as? [String: Any])?["changes"] as? [String: Any])?["file:///t.colscript"] as? [[String: Any]]
        #expect(edits?.first?["newText"] as? String == "scrollTo")
        #expect(Self.start(edits?.first?["range"]) == (1, 0))
        #expect((Self.result(messages, 11) as? [Any])?.isEmpty == true)
    }

    @Test func formattingIsFmt() throws {
        let text = "sections   A\nbatch {\ninsert [0,0] x\n}\n"
        let messages = try Self.session(text, [("textDocument/formatting", #""options":{"tabSize":2,"insertSpaces":true}"#)])
        let edits = try #require(Self.result(messages, 10) as? [[String: Any]])
        let fmt = try BuiltBinary.run(["fmt", "-"], input: text)
        #expect(edits.count == 1)
        #expect(edits.first?["newText"] as? String == fmt.output)
        #expect(fmt.output != text)
        let unformattable = try Self.session("scrolTo [0,0]\n", [("textDocument/formatting", "")])
        #expect(unformattable.first { $0["id"] as? Int == 10 }?["error"] != nil)
    }

    /// The script runs on open: UIKit's "Invalid update" is published under the batch that would
    /// crash, with `explain`'s lines as related information.
    @Test func runtimeErrorsArePublishedAtTheirCommand() throws {
        let text = "sections A\nitems A a b c\ndata insert [0,3] d\nbatch {\n  insert [0,0] x\n}\n"
        let messages = try Self.session(text)
        let diagnostics = Self.diagnostics(messages)
        let error = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(error["severity"] as? Int == 1)
        #expect(Self.start(error["range"]) == (3, 0))
        #expect((error["message"] as? String)?.contains("Invalid batch updates detected") == true)
        let related = try #require(error["relatedInformation"] as? [[String: Any]])
        let explain = try BuiltBinary.run(["run", "--explain", "-"], input: text)
        #expect(!related.isEmpty)
        for entry in related {
            #expect(explain.output.contains(entry["message"] as? String ?? "?"))
        }
        #expect(Self.diagnostics(try Self.session("sections A\nitems A a\n")).isEmpty)
    }

    /// A script that needs more work than the server's budget runs up to the command that would
    /// pass it: a note there, and nothing after it runs (the failing `expect` is not reported).
    @Test func theWorkBudgetStopsTheRunWithANote() throws {
        let text = "sections A\nitems A count 20000\n" + String(repeating: "insert [0,0] count 1\n", count: 100) + "expect count A == 0\n"
        let diagnostics = Self.diagnostics(try Self.session(text))
        let note = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(note["severity"] as? Int == 3)
        #expect(note["code"] as? String == "check.workBudget")
        let line = Self.start(note["range"]).0 ?? 0
        #expect(line > 2 && line < 102)
    }
}
