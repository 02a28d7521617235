import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import TestSupport

/// The live page's server as its own executable (issue 37 point 4): `colscript` does not link the
/// web server, starts `colscript-serve` from beside itself for `repl --serve`, and takes it down
/// when it ends.
@Suite(.serialized)
struct LiveServerProcessTests {
    /// Whether `bytes` holds `text`'s UTF-8 anywhere.
    static func contains(_ bytes: Data, _ text: String) -> Bool {
        bytes.range(of: Data(text.utf8)) != nil
    }

    /// The web server's libraries load only in `colscript-serve`: loading them took 85% of the
    /// REPL's start.
    @Test func colscriptDoesNotLinkTheWebServer() throws {
        let binary = try #require(BuiltBinary.path, "run `swift build` first")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: binary), options: .alwaysMapped)
        #expect(Self.contains(bytes, "LiveServing"), "the search sees the binary's symbols")
        #expect(!Self.contains(bytes, "FlyingFox"))
        #expect(!Self.contains(bytes, "FoundationNetworking"))
        let server = URL(fileURLWithPath: binary).deletingLastPathComponent().appendingPathComponent("colscript-serve")
        let serverBytes = try Data(contentsOf: server, options: .alwaysMapped)
        #expect(Self.contains(serverBytes, "FlyingFox"), "the server has it")
    }

    /// Reads `handle` until the text read holds `marker`'s line; the text, or all of it at end of file.
    static func read(_ handle: FileHandle, until marker: String) -> String {
        var text = ""
        while true {
            if let found = text.range(of: marker), text[found.upperBound...].contains("\n") { return text }
            let chunk = handle.availableData
            if chunk.isEmpty { return text }
            text += String(decoding: chunk, as: UTF8.self)
        }
    }

    static func get(_ url: URL) async throws -> (Int, String) {
        let (data, response) = try await URLSession.shared.data(from: url)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }

    @Test(.timeLimit(.minutes(1))) func replServeStartsTheServerAndTakesItDown() async throws {
        let binary = try #require(BuiltBinary.path, "run `swift build` first")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["repl", "--serve"]
        let input = Pipe(), output = Pipe(), error = Pipe()
        (process.standardInput, process.standardOutput, process.standardError) = (input, output, error)
        try process.run()
        // SIGKILL: the child inherits the test thread's blocked signals, SIGTERM among them.
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        input.fileHandleForWriting.write(Data("sections A\nitems A count 3\n".utf8))
        let said = Self.read(error.fileHandleForReading, until: "live page at ")
        let address = try #require(said.components(separatedBy: "live page at ").dropFirst().first?
            .prefix { $0 != " " }, "stderr: \(said)")
        #expect(address.hasPrefix("http://127.0.0.1:") && address.contains("/?token="))
        let page = try #require(URL(string: String(address)))
        let (status, html) = try await Self.get(page)
        #expect(status == 200)
        #expect(html.contains("COLSCRIPT_LIVE"))

        // The steps reach the page over its WebSocket, which URLSession cannot open here (this
        // libcurl has no WebSockets): Tests/Browser/live_page.py (.ci/run) checks them in Chromium.

        // colscript ends: the server's input closes, and it ends too.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        var stopped = false
        for _ in 0..<100 where !stopped {
            stopped = (try? await Self.get(page)) == nil
            if !stopped { try await Task.sleep(nanoseconds: 50_000_000) }
        }
        #expect(stopped, "the server still answers after colscript ended")
    }

    /// A `colscript` with no server beside it says how to build one and exits with status 1.
    @Test func aMissingServerIsExplained() throws {
        let binary = try #require(BuiltBinary.path, "run `swift build` first")
        // A hard link: a folder of its own on the same file system, with no colscript-serve.
        let folder = URL(fileURLWithPath: binary).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("live-server-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let lonely = folder.appendingPathComponent("colscript").path
        try FileManager.default.linkItem(atPath: binary, toPath: lonely)
        let scratch = try Scratch()
        let script = try scratch.write("a.colscript", "sections A\n")
        let run = try BuiltBinary.run(["serve", script], executable: lonely)
        #expect(run.status == 1)
        #expect(run.error.contains("colscript: cannot serve the live page: colscript-serve is not beside colscript"), "\(run.error)")
        #expect(run.error.contains("swift build --product colscript-serve"))
    }
}
