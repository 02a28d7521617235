import Foundation
import Testing
import CollectionEngine
import CollectionScript
import TestSupport

/// The engine records a reloadData's count reads as one run; everything a user sees lists them one
/// by one, as before: the trace, `--json` and `expect events` show numberOfSections and then
/// numberOfItemsInSection(k) for every section k ascending (the reference), for random S.
@Suite struct CountReadTraceTests {
    static func reference(sections: Int) -> [String] {
        ["numberOfSections"] + (0..<sections).map { "numberOfItemsInSection(\($0))" }
    }

    static func run(_ text: String, _ options: SessionOptions = SessionOptions()) -> RunResult {
        var session = Session(options: options)
        return session.runScript(SourceFile(name: "t.colscript", text: text))
    }

    @Test func everyCountReadIsPrintedForRandomSectionCounts() throws {
        var rng = SplitMix64(state: 0x7_2A_CE)
        for round in 0..<12 {
            let sections = 1 + rng.below(round < 6 ? 8 : 300)
            let target = rng.below(sections)
            let names = (0..<sections).map { "S\($0)" }.joined(separator: " ")
            let reads = Self.reference(sections: sections)
            let script = "view 390x100\nsections \(names)\ntrace on\nitems S\(target) a b\n"
            let context = "round \(round): \(sections) sections, items S\(target)"

            let transcript = Self.run(script)
            #expect(transcript.status == .ok, "\(context)")
            let traced = transcript.output.split(separator: "\n").map(String.init)
                .filter { $0.hasPrefix("  · number") }.map { String($0.dropFirst(4)) }
            #expect(traced == reads, "\(context)")

            let json = Self.run(script, SessionOptions(format: .json))
            let last = try #require(json.output.split(separator: "\n").last)
            let object = try #require(JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
            // The JSON events are objects: spelled back as the trace names the count reads.
            let events = try #require(object["events"] as? [[String: Any]]).map { event in
                (event["event"] as? String ?? "") + ((event["section"] as? Int).map { "(\($0))" } ?? "")
            }
            #expect(Array(events.prefix(reads.count)) == reads, "\(context)")

            // `expect events` sees the same calls: the step's whole trace, count reads first.
            let stepCalls = transcript.output.split(separator: "\n").map(String.init)
                .filter { $0.hasPrefix("  · ") }.map { "\"" + $0.dropFirst(4) + "\"" }
            #expect(Array(stepCalls.prefix(reads.count)) == reads.map { "\"\($0)\"" }, "\(context)")
            let expecting = script + "expect events == [\(stepCalls.joined(separator: " "))]\n"
            #expect(Self.run(expecting).status == .ok, "\(context)")
        }
    }
}
