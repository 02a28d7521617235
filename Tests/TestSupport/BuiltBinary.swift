import Foundation

/// The `colscript` executable that `swift build` / `swift test` built, found without assuming a
/// build directory layout: `$COLSCRIPT_BINARY`, then next to the test bundle (`Bundle.main`,
/// `/proc/self/exe`), then `.build/<configuration>/colscript` above this source file.
public enum BuiltBinary {
    public static let path: String? = locate()

    private static func locate() -> String? {
        let fileManager = FileManager.default
        var candidates: [String] = []
        if let override = ProcessInfo.processInfo.environment["COLSCRIPT_BINARY"] { candidates.append(override) }
        var directories: [URL] = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        if let executable = try? fileManager.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            directories.append(URL(fileURLWithPath: executable).deletingLastPathComponent())
        }
        for bundle in Bundle.allBundles {
            directories.append(bundle.bundleURL.deletingLastPathComponent())
        }
        candidates += directories.map { $0.appendingPathComponent("colscript").path }
        // Fallback: walk up from this file to the package root and look in .build.
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        for _ in 0..<6 {
            for configuration in ["debug", "release"] {
                candidates.append(directory.appendingPathComponent(".build/\(configuration)/colscript").path)
            }
            directory.deleteLastPathComponent()
        }
        return candidates.first { path in
            var isDirectory: ObjCBool = false
            return fileManager.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
                && fileManager.isExecutableFile(atPath: path)
        }
    }
}

/// What one run of the binary printed and how it exited.
public struct BinaryRun {
    public var status: Int32
    public var output: String
    public var error: String
}

extension BuiltBinary {
    /// Runs the binary with `arguments`, `input` on standard input (a pipe, so never a
    /// terminal), in `directory`, and waits for it.
    /// `executable` runs another program instead (a shell that redirects the binary's output).
    public static func run(_ arguments: [String], input: String = "", environment extra: [String: String] = [:],
                    directory: URL? = nil, executable: String? = nil) throws -> BinaryRun {
        guard let path = executable ?? path else { throw Missing() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["COLUMNS"] = "80"
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        if let directory { process.currentDirectoryURL = directory }
        let scratch = try Scratch()
        let outputURL = scratch.url.appendingPathComponent("stdout")
        let errorURL = scratch.url.appendingPathComponent("stderr")
        let inputURL = scratch.url.appendingPathComponent("stdin")
        try Data(input.utf8).write(to: inputURL)
        fileManagerCreate(outputURL)
        fileManagerCreate(errorURL)
        let outputHandle = try FileHandle(forWritingTo: outputURL)
        let errorHandle = try FileHandle(forWritingTo: errorURL)
        let inputHandle = try FileHandle(forReadingFrom: inputURL)
        process.standardOutput = outputHandle
        process.standardError = errorHandle
        process.standardInput = inputHandle
        try process.run()
        process.waitUntilExit()
        try outputHandle.close()
        try errorHandle.close()
        try inputHandle.close()
        return BinaryRun(
            status: process.terminationStatus,
            output: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            error: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self)
        )
    }

    private static func fileManagerCreate(_ url: URL) {
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
    }

    public struct Missing: Error, CustomStringConvertible {
        public var description: String { "the colscript binary was not found; run `swift build` first" }
    }
}

/// A temporary directory, removed when the value is released.
public final class Scratch {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("colscript-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `text` to `name` inside the directory and returns its path.
    @discardableResult
    public func write(_ name: String, _ text: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file.path
    }

    public func read(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: url.appendingPathComponent(name)), as: UTF8.self)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
