import Foundation
import Testing
import TestSupport

/// Platform-specific APIs (the C library, terminals, signals, the allocator, conditional
/// compilation per OS) live in a few files that guard them for Linux and macOS alike; anywhere
/// else they would build here and break the macOS build unseen. A new use outside these files
/// fails this test: move it behind one of them (or add the file here, guarded for both systems).
struct PlatformAPIPlacementTests {
    /// The files allowed to name platform APIs, each guarding them for both systems — the one
    /// list (package-relative paths).
    static let guardingFiles: Set<String> = [
        // Line editing: readline or libedit, picked by the header.
        "Sources/CReadline/shim.h",
        // The command-line frontend's system calls: files, streams, terminal size, colours, the heap.
        "Sources/colscript/Frontend/ConsoleStyle.swift",
        "Sources/colscript/Frontend/FastRepl.swift",
        "Sources/colscript/Frontend/FastRun.swift",
        "Sources/colscript/Frontend/FileWriter.swift",
        "Sources/colscript/Frontend/HeapSettings.swift",
        "Sources/colscript/Frontend/ScriptReader.swift",
        "Sources/colscript/Frontend/StandardStream.swift",
        "Sources/colscript/Frontend/TerminalSize.swift",
        // The REPL's terminal: history and recording files, signals, readline's loop.
        "Sources/colscript/REPL/HistoryFile.swift",
        "Sources/colscript/REPL/ReadlineLineReader.swift",
        "Sources/colscript/REPL/Recorder.swift",
        "Sources/colscript/REPL/TerminalSignals.swift",
        "Sources/colscript/Subcommands/Repl.swift",
        // The live page's server: ending on SIGTERM/SIGINT after piped input ran out.
        "Sources/colscript/Frontend/LiveServing.swift",
        // Tests that drive a pseudo-terminal or file modes.
        "Tests/TestSupport/PseudoTerminal.swift",
        "Tests/ColscriptCLITests/Frontend/FileSafetyTests.swift",
        "Tests/ColscriptCLITests/Frontend/FileWriterTests.swift",
        "Tests/ColscriptCLITests/REPL/HistoryTests.swift",
        // Exported Swift is type-checked against the Linux-only UIKit interface module.
        "Tests/ColscriptToolsTests/Export/SwiftExportTypeCheckTests.swift",
        // This test names the words it looks for.
        "Tests/ColscriptCLITests/CI/PlatformAPIPlacementTests.swift",
    ]

    /// What marks a platform API: per-OS compilation, the C library modules, and the calls that
    /// differ between Linux and macOS (terminals, signals, the allocator).
    static let platformWords = #"#if os\(|\b(Glibc|Darwin|Musl|WinSDK|mallopt|malloc_trim|ioctl|termios|tcsetattr|tcgetattr|sigaction|isatty|posix_openpt|forkpty|__APPLE__|__linux__)\b|\bsignal\("#

    /// Swift, C and header files under `Sources/` and `Tests/`, package-relative.
    static func sourceFiles() -> [String] {
        var found: [String] = []
        for folder in ["Sources", "Tests"] {
            let root = PackageRoot.appending(folder)
            guard let walker = FileManager.default.enumerator(atPath: root.path) else { continue }
            while let relative = walker.nextObject() as? String {
                guard [".swift", ".c", ".h"].contains(where: { relative.hasSuffix($0) }) else { continue }
                found.append(folder + "/" + relative)
            }
        }
        return found.sorted()
    }

    @Test func platformAPIsAppearOnlyInTheFilesThatGuardThem() throws {
        let pattern = try Regex(Self.platformWords)
        let files = Self.sourceFiles()
        #expect(files.count > 100, "the walk found the sources")
        var offenders: [String] = []
        for file in files where !Self.guardingFiles.contains(file) {
            let text = try String(contentsOf: PackageRoot.appending(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains(pattern) {
                offenders.append("\(file):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(offenders.isEmpty, "platform APIs outside the guarding files:\n\(offenders.joined(separator: "\n"))")
    }

    /// Every listed file exists (a moved file is moved in the list too) and still needs to be
    /// listed: a file that no longer names a platform API leaves the list.
    @Test func everyGuardingFileExistsAndNeedsItsPlace() throws {
        let pattern = try Regex(Self.platformWords)
        for file in Self.guardingFiles.sorted() {
            let text = try #require(try? String(contentsOf: PackageRoot.appending(file), encoding: .utf8), "\(file) is missing")
            #expect(text.contains(pattern), "\(file) names no platform API: take it off the list")
        }
    }

    /// The pattern catches what it must, and not look-alikes.
    @Test func thePatternCatchesPlatformAPIs() throws {
        let pattern = try Regex(Self.platformWords)
        for line in ["#if os(Linux)", "import Glibc", "#elseif canImport(Darwin)", "mallopt(M_MMAP_THRESHOLD, 0)",
                     "ioctl(1, TIOCGWINSZ, &size)", "var raw = termios()", "signal(SIGINT, handler)", "isatty(0)"] {
            #expect(line.contains(pattern), "\(line)")
        }
        for line in ["raiseSignal(x)", "let darwinism = 1", "// the terminal's width", "GlibcVersion"] {
            #expect(!line.contains(pattern), "\(line)")
        }
    }
}
