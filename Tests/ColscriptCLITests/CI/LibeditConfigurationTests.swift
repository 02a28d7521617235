import Foundation
import Testing
import TestSupport

/// The REPL's line editing on macOS is libedit, picked by `Sources/CReadline/shim.h`; Linux builds
/// GNU readline. This compiles the macOS configuration here too, against Debian's libedit-dev
/// (`.ci/run` installs it), with `COLSCRIPT_USE_LIBEDIT` choosing the shim's libedit branch:
/// the shim links against libedit (every readline call it and the REPL make exists there), and
/// the REPL's Swift sources type-check against that configuration. A GNU-only call outside the
/// shim's guarded block fails here, not first on a Mac.
struct LibeditConfigurationTests {
    static let libeditHeader = "/usr/include/editline/readline.h"
    static let shimFolder = PackageRoot.appending("Sources/CReadline").path
    /// Run where libedit's headers are (CI installs them, and there a missing header fails the
    /// test); skipped, with this reason, on a developer's machine without them, so the README's
    /// `swift test` holds there.
    static let runsHere = FileManager.default.fileExists(atPath: libeditHeader)
        || ProcessInfo.processInfo.environment["CI"] == "true"

    /// Runs `executable` with `arguments`; its status and what it printed (both streams).
    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let run = try BuiltBinary.run(arguments, executable: executable)
        return (run.status, run.output + run.error)
    }

    /// The first of `names` found on PATH (or an absolute path that exists).
    static func tool(_ names: [String]) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        for name in names {
            if name.hasPrefix("/") { if FileManager.default.isExecutableFile(atPath: name) { return name } else { continue } }
            for folder in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        return nil
    }

    /// A C program that calls every function of the shim and every readline function the REPL
    /// calls from Swift; the calls sit behind an argument it is never given, so linking proves
    /// each symbol exists in libedit, and running it proves the program loads.
    static let driver = """
        #include "shim.h"
        static char **complete(const char *text, int start, int end) { (void)text; (void)start; (void)end; return 0; }
        static void line(char *text) { free(text); }
        int main(int argc, char **argv) {
            (void)argv;
            if (argc > 5) {
                colscript_rl_configure(complete, " \\t\\n");
                colscript_rl_set_completion_over(1);
                colscript_rl_set_append_character(' ');
                (void)colscript_rl_line_buffer();
                colscript_rl_discard_line();
                colscript_rl_before_suspend();
                colscript_rl_after_resume();
                stifle_history(10);
                add_history("entry");
                rl_callback_handler_install("> ", line);
                rl_callback_read_char();
                rl_callback_handler_remove();
                (void)rl_completion_matches("e", rl_filename_completion_function);
            }
            return 0;
        }
        """

    @Test(.enabled(if: runsHere, "libedit's headers are missing: apt-get install libedit-dev (.ci/run does)"))
    func theShimsLibeditBranchLinksAgainstLibedit() throws {
        try #require(FileManager.default.fileExists(atPath: Self.libeditHeader),
                     "libedit's headers are missing: apt-get install libedit-dev (.ci/run does)")
        let compiler = try #require(Self.tool(["cc", "clang", "gcc"]), "no C compiler on PATH")
        let scratch = try Scratch()
        let source = try scratch.write("libedit-driver.c", Self.driver)
        let program = scratch.url.appendingPathComponent("libedit-driver").path
        let build = try Self.run(compiler, ["-std=gnu11", "-Wall", "-Werror", "-DCOLSCRIPT_USE_LIBEDIT", "-I", Self.shimFolder,
                                            source, "-o", program, "-ledit"])
        #expect(build.status == 0, "the shim's libedit branch does not build:\n\(build.output)")
        guard build.status == 0 else { return }
        let ran = try Self.run(program, [])
        #expect(ran.status == 0, "\(ran.output)")
        // The same driver with GNU readline: the other branch (what Linux ships) still builds.
        let gnu = try Self.run(compiler, ["-std=gnu11", "-Wall", "-Werror", "-I", Self.shimFolder, source,
                                          "-o", program + "-gnu", "-lreadline"])
        #expect(gnu.status == 0, "the shim's GNU readline branch does not build:\n\(gnu.output)")
    }

    /// The `colscript` module's sources (the REPL's `ReadlineLineReader` among them) type-check
    /// with the shim's libedit branch, against the modules `swift build` made.
    @Test(.enabled(if: runsHere, "libedit's headers are missing: apt-get install libedit-dev (.ci/run does)"))
    func theREPLTypeChecksAgainstLibedit() throws {
        try #require(FileManager.default.fileExists(atPath: Self.libeditHeader),
                     "libedit's headers are missing: apt-get install libedit-dev (.ci/run does)")
        let binary = try #require(BuiltBinary.path, "the colscript binary was not built")
        let modules = URL(fileURLWithPath: binary).deletingLastPathComponent().appendingPathComponent("Modules").path
        try #require(FileManager.default.fileExists(atPath: modules + "/CollectionScript.swiftmodule"), "no built modules at \(modules)")
        let swiftc = try #require(Self.tool(["swiftc"]), "swiftc is not on PATH")
        let root = PackageRoot.appending("Sources/colscript")
        var sources: [String] = []
        let walker = try #require(FileManager.default.enumerator(atPath: root.path))
        while let relative = walker.nextObject() as? String {
            if relative.hasSuffix(".swift") { sources.append(root.appendingPathComponent(relative).path) }
        }
        #expect(sources.contains { $0.hasSuffix("REPL/ReadlineLineReader.swift") })
        let scratch = try Scratch()
        let check = try Self.run(swiftc, [
            "-typecheck", "-swift-version", "6", "-module-name", "colscript", "-package-name", Self.packageName(),
            "-I", modules, "-module-cache-path", scratch.url.appendingPathComponent("module-cache").path,
            "-Xcc", "-DCOLSCRIPT_USE_LIBEDIT", "-Xcc", "-fmodule-map-file=\(Self.shimFolder)/module.modulemap",
        ] + Self.dependencyModuleMaps(binary: binary).flatMap { ["-Xcc", "-fmodule-map-file=\($0)"] } + sources.sorted())
        #expect(check.status == 0, "the REPL does not type-check with libedit:\n\(check.output.prefix(4_000))")
    }

    /// The C modules of the package's dependencies (FlyingFox's `CSystemLinux`, …), which the
    /// built Swift modules import: their module maps in the checkouts beside the build folder.
    static func dependencyModuleMaps(binary: String) -> [String] {
        let build = URL(fileURLWithPath: binary).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let checkouts = build.appendingPathComponent("checkouts")
        guard let walker = FileManager.default.enumerator(atPath: checkouts.path) else { return [] }
        var maps: [String] = []
        while let relative = walker.nextObject() as? String {
            if relative.hasSuffix("/include/module.modulemap") && !relative.contains("/.") {
                maps.append(checkouts.appendingPathComponent(relative).path)
            }
        }
        return maps.sorted()
    }

    /// The package name SwiftPM compiles the modules with: the package folder's name, lowercased,
    /// other characters than letters and digits as `_` (`package` declarations need it to match).
    static func packageName() -> String {
        String(PackageRoot.url.lastPathComponent.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
    }
}
