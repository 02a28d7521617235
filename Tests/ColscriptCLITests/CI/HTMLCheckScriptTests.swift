import Foundation
import Testing
import TestSupport

/// `Tests/html-check.sh` under CI=true fails when no browser is found (a fresh CI machine must prove
/// the browser path, which `.ci/run` installs), and skips with status 0 elsewhere.
struct HTMLCheckScriptTests {
    /// Runs the script with a PATH that holds only `dirname`, so no browser can be found.
    private func runWithoutBrowser(ci: Bool) throws -> (status: Int32, error: String, output: String) {
        let scratch = try Scratch()
        let bin = scratch.url.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: bin.appendingPathComponent("dirname").path,
                                                   withDestinationPath: "/usr/bin/dirname")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [PackageRoot.appending("Tests/html-check.sh").path]
        var environment = ["PATH": bin.path]
        if ci { environment["CI"] = "true" }
        process.environment = environment
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus,
                String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
                String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }

    @Test func failsUnderCIWithoutABrowser() throws {
        let run = try runWithoutBrowser(ci: true)
        #expect(run.status == 1)
        #expect(run.error.contains("html-check: FAIL: no chromium found"))
    }

    @Test func skipsOutsideCI() throws {
        let run = try runWithoutBrowser(ci: false)
        #expect(run.status == 0)
        #expect(run.output.contains("skipped"))
    }

    @Test func ciRunInstallsTheBrowserAndRunsTheCheckAsCI() throws {
        let script = try String(contentsOf: PackageRoot.appending(".ci/run"), encoding: .utf8)
        #expect(script.contains("need_apt+=(chromium)"))
        #expect(script.contains("CI=true bash Tests/html-check.sh"))
    }
}
