import CollectionEngine
import CollectionScript
import Foundation
import Testing
@testable import colscript
import TestSupport

/// `colscript lsp` (in process) under seeded hostile streams (issue 36): well-formed requests
/// about documents made of every command's example, mutated, mixed with bodies that are not JSON
/// or not requests, bad params, bad and missing headers, requests before `initialize`, positions
/// out of range, frames with a changed byte; the stream read in chunks cut anywhere. The server returns, writes only
/// well-framed JSON-RPC objects, answers every request it framed at most once, and is quick.
///
/// Part of the project's fuzz campaign (README.md, "Fuzzing"): `COLSCRIPT_FUZZ_RUNS` and
/// `COLSCRIPT_FUZZ_SEED` widen and reseed it (one stream per 100 runs).
struct LspFuzzTests {
    static let environment = ProcessInfo.processInfo.environment

    static func frame(_ body: String) -> String { "Content-Length: \(body.utf8.count)\r\n\r\n" + body }

    static func json(_ object: Any) -> String {
        (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// A document: a few commands' examples, with a byte or two changed.
    static func document(_ r: inout SplitMix64) -> String {
        var bytes = Array((0..<(1 + r.below(6))).map { _ in r.pick(Keyword.allCases).info.example }.joined(separator: "\n").utf8)
        for _ in 0..<r.below(3) where !bytes.isEmpty { bytes[r.below(bytes.count)] = UInt8(truncatingIfNeeded: r.next() % 128) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Where the ids of requests with a changed byte start.
    static let corruptedIDs = 1_000_000

    /// One seeded piece of a stream, and the id it asks an answer for (if it is a framed request).
    static func piece(_ r: inout SplitMix64, id: Int) -> (String, requestID: Int?) {
        let uri = r.pick(["file:///a.colscript", "file:///b.colscript", ""])
        let position: [String: Any] = ["line": r.pick([0, 1, 3, -1, Int(Int32.max)]), "character": r.pick([0, 2, 7, -5, 100_000])]
        switch r.below(14) {
        case 0: return (frame(json(["jsonrpc": "2.0", "id": id, "method": "initialize", "params": [String: Any]()])), id)
        case 1, 2:
            return (frame(json(["jsonrpc": "2.0", "method": "textDocument/didOpen",
                                "params": ["textDocument": ["uri": uri, "text": document(&r)]]])), nil)
        case 3:
            return (frame(json(["jsonrpc": "2.0", "method": "textDocument/didChange",
                                "params": ["textDocument": ["uri": uri], "contentChanges": [["text": document(&r)]]]])), nil)
        case 4, 5:
            let method = r.pick(["textDocument/completion", "textDocument/hover"])
            return (frame(json(["jsonrpc": "2.0", "id": id, "method": method,
                                "params": ["textDocument": ["uri": uri], "position": position]])), id)
        case 6: return (frame(r.pick(["not json", "[1,2]", "7", "null", "{", "\"s\"", "{}", "{\"id\":{}}"])), nil)
        case 7: return (frame(json(["jsonrpc": "2.0", "id": id, "method": r.pick(["textDocument/hover", "no/such", "shutdown"]), "params": 7])), id)
        case 8: return (r.pick(["Content-Length: lots\r\n\r\n", "Content-Length: -4\r\n\r\n", "Content-Length: 99999999999999999999\r\n\r\n",
                                "Content-Type: x\r\n\r\n", "\r\n\r\n", "garbage", "Content-Length: 3\n\n{}}"]), nil)
        case 9: return (frame(json(["jsonrpc": "2.0", "method": "textDocument/didClose", "params": ["textDocument": ["uri": uri]]])), nil)
        case 10: return (frame(json(["jsonrpc": "2.0", "id": "s\(id)", "method": "shutdown"])), nil)
        default:
            // A framed request with a changed byte: any answer (or none) is fine. Its id is at
            // least `corruptedIDs`, so that a changed digit cannot make it another request's id.
            var bytes = Array(frame(json(["jsonrpc": "2.0", "id": Self.corruptedIDs + id, "method": "textDocument/hover",
                                          "params": ["textDocument": ["uri": uri], "position": position]])).utf8)
            bytes[r.below(bytes.count)] = UInt8(truncatingIfNeeded: r.next())
            return (String(decoding: bytes, as: UTF8.self), nil)
        }
    }

    /// The JSON objects of the framed messages in `output`; nil if one is not framed or not an object.
    static func messages(_ output: Data) -> [[String: Any]]? {
        var rest = output[...]
        var messages: [[String: Any]] = []
        while !rest.isEmpty {
            guard let end = rest.firstRange(of: Data("\r\n\r\n".utf8)),
                  let header = String(data: rest[..<end.lowerBound], encoding: .utf8), header.hasPrefix("Content-Length: "),
                  let length = Int(header.dropFirst(16)), length <= rest.distance(from: end.upperBound, to: rest.endIndex) else { return nil }
            let body = rest[end.upperBound..<rest.index(end.upperBound, offsetBy: length)]
            guard let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any], object["jsonrpc"] as? String == "2.0" else { return nil }
            messages.append(object)
            rest = rest[body.endIndex...]
        }
        return messages
    }

    @Test func hostileStreamsAreAnsweredAndSurvived() {
        let seed = Self.environment["COLSCRIPT_FUZZ_SEED"].flatMap(UInt64.init) ?? 0x0036_0157
        let streams = Self.environment["COLSCRIPT_FUZZ_RUNS"].flatMap(Int.init).map { max(1, $0 / 100) } ?? 60
        var r = SplitMix64(state: seed)
        var answered = 0
        for index in 0..<streams {
            var text = r.chance(80) ? Self.frame(Self.json(["jsonrpc": "2.0", "id": 0, "method": "initialize", "params": [String: Any]()])) : ""
            var requests: Set<Int> = r.chance(80) ? [0] : []
            if text.isEmpty { requests = [] }
            for id in 1...(1 + r.below(30)) {
                let (piece, requestID) = Self.piece(&r, id: id)
                text += piece
                if let requestID { requests.insert(requestID) }
            }
            if r.chance(70) { text += Self.frame(#"{"jsonrpc":"2.0","method":"exit"}"#) }
            // COLSCRIPT_FUZZ_DUMP=562 runs stream 562 alone, writing it to lsp-562.in and what the
            // server wrote to lsp-562.out.
            var output = Data()
            let dump = Self.environment["COLSCRIPT_FUZZ_DUMP"]
            if let dump {
                guard dump == String(index) else { continue }
                try? Data(text.utf8).write(to: URL(fileURLWithPath: "lsp-\(index).in"))
            }
            defer { if dump != nil { try? output.write(to: URL(fileURLWithPath: "lsp-\(index).out")) } }
            // Read in chunks cut anywhere, as a pipe delivers them.
            var input = Data(text.utf8)[...]
            var chunkSizes = r
            var server = LanguageServer()
            var status: Int32 = -1
            let time = ContinuousClock().measure {
                status = server.serve(read: {
                    guard !input.isEmpty else { return nil }
                    let chunk = input.prefix(1 + chunkSizes.below(4096))
                    input = input.dropFirst(chunk.count)
                    return Data(chunk)
                }, write: { output.append($0) })
            }
            let place = "stream \(index) of seed \(seed)"
            #expect(status == 0 || status == 1, "\(place)")
            if time > .seconds(3) { Issue.record("\(place) took \(time)") }
            guard let messages = Self.messages(output) else {
                Issue.record("\(place): the server wrote a message that is not a framed JSON-RPC object")
                continue
            }
            var seen: [Int: Int] = [:]
            for case let id as Int in messages.compactMap({ $0["id"] }) { seen[id, default: 0] += 1 }
            for (id, count) in seen where count > 1 && id < Self.corruptedIDs { Issue.record("\(place): request \(id) answered \(count) times") }
            answered += requests.filter { seen[$0] != nil }.count
        }
        if Self.environment["COLSCRIPT_FUZZ_DUMP"] != nil { return }
        #expect(answered > streams, "the streams should reach the server's answers")
    }
}
