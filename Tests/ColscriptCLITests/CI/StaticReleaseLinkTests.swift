import Foundation
import Testing
import TestSupport

/// The REPL's start-up (issue 37 point 4): 80 % of it was the dynamic linker relocating the Swift
/// runtime, Foundation and ICU, so the release `colscript` on Linux links them statically — only
/// the executable, from its own target, so that no test bundle (which loads the dynamic
/// libTesting) is ever linked that way. Read from Package.swift, and from a release binary when
/// one was built after it.
struct StaticReleaseLinkTests {
    static func manifest() throws -> String {
        try String(contentsOf: PackageRoot.appending("Package.swift"), encoding: .utf8)
    }

    /// The text of the manifest from `start` to the first line after it that is `end`.
    static func section(_ text: String, from start: String, to end: String) throws -> String {
        let from = try #require(text.range(of: start), "no '\(start)' in Package.swift")
        let rest = text[from.lowerBound...]
        let to = try #require(rest.range(of: end), "no end of '\(start)' in Package.swift")
        return String(rest[..<to.upperBound])
    }

    @Test func theReleaseExecutableAloneLinksTheRuntimeStatically() throws {
        let text = try Self.manifest()
        #expect(text.contains(#".executable(name: "colscript", targets: ["colscript-main"])"#))
        #expect(text.contains(#".executableTarget(name: "colscript-main", dependencies: ["colscript"], linkerSettings: staticRuntimeInRelease)"#))
        let settings = try Self.section(text, from: "let staticRuntimeInRelease", to: "\n]\n")
        #expect(settings.contains(#""-static-stdlib""#))
        #expect(settings.contains(".when(platforms: [.linux], configuration: .release)"))
        #expect(text.components(separatedBy: "linkerSettings: staticRuntimeInRelease").count == 2, "used by one target only")
        let tests = text.split(separator: "\n").filter { $0.contains(".testTarget(") }
        #expect(tests.count >= 5)
        for line in tests {
            #expect(!line.contains("colscript-main"), "a test bundle linked statically would hold a second Swift runtime: \(line)")
        }
    }

    /// A release binary (an ELF one: Linux) built since the manifest changed needs neither
    /// libswiftCore nor libFoundation (the dynamic linker lists what it would load, and runs
    /// nothing, under LD_TRACE_LOADED_OBJECTS).
    @Test func aReleaseBinaryLoadsNoSwiftLibrary() throws {
        let binary = PackageRoot.appending(".build/release/colscript").path
        let manifest = PackageRoot.appending("Package.swift").path
        guard let built = try? FileManager.default.attributesOfItem(atPath: binary)[.modificationDate] as? Date,
              let changed = try FileManager.default.attributesOfItem(atPath: manifest)[.modificationDate] as? Date,
              built > changed,
              FileHandle(forReadingAtPath: binary)?.readData(ofLength: 4) == Data([0x7F, 0x45, 0x4C, 0x46]) else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.environment = ["LD_TRACE_LOADED_OBJECTS": "1"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let listed = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(listed.contains("libc.so"), "\(listed)")
        #expect(!listed.contains("libswiftCore"), "\(listed)")
        #expect(!listed.contains("libFoundation"), "\(listed)")
    }
}
