import Foundation
import Testing
import TestSupport
@testable import colscript
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writers write the file the user named (issue 36): a link's target, a device or FIFO in place,
/// an existing file's mode kept, a failed write said. Every case works in a private scratch folder
/// with its own links, FIFO and device nodes — never a real `/dev` path.
struct FileWriterTests {
    static func kind(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    @Test func aSymlinkIsFollowedAndStaysALink() throws {
        let scratch = try Scratch()
        let target = try scratch.write("target.colscript", "old\n")
        let link = scratch.url.appendingPathComponent("link.colscript").path
        #expect(symlink(target, link) == 0)
        #expect(FileWriter.write("new\n", to: link) == nil)
        #expect(Self.kind(link) == S_IFLNK)
        #expect(try scratch.read("target.colscript") == "new\n")
    }

    @Test func aRelativeAndADanglingLinkWriteTheFileTheyName() throws {
        let scratch = try Scratch()
        let link = scratch.url.appendingPathComponent("page.html").path
        #expect(symlink("out/real.html", link) == 0)
        #expect(mkdir(scratch.url.appendingPathComponent("out").path, 0o755) == 0)
        #expect(FileWriter.write("<p>", to: link) == nil)
        #expect(Self.kind(link) == S_IFLNK)
        #expect(try scratch.read("out/real.html") == "<p>")
    }

    @Test func anExistingFileKeepsItsMode() throws {
        let scratch = try Scratch()
        let script = try scratch.write("tool.colscript", "sections A\n")
        #expect(chmod(script, 0o755) == 0)
        #expect(FileWriter.write("sections B\n", to: script) == nil)
        var info = stat()
        #expect(stat(script, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o755)
        #expect(try scratch.read("tool.colscript") == "sections B\n")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path)
        #expect(leftovers == ["tool.colscript"], "no temporary file is left behind")
    }

    @Test func aNewFileGetsTheUsualMode() throws {
        let scratch = try Scratch()
        let path = scratch.url.appendingPathComponent("new.swift").path
        let mask = umask(0o022)
        defer { umask(mask) }
        #expect(FileWriter.write("x", to: path) == nil)
        var info = stat()
        #expect(stat(path, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o644)
    }

    @Test func aFIFOIsWrittenInPlace() throws {
        let scratch = try Scratch()
        let fifo = scratch.url.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // The reader opens the FIFO first (read-write, so the open does not wait for a writer).
        let reader = open(fifo, O_RDWR | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        #expect(FileWriter.write("through the pipe", to: fifo) == nil)
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(reader, &buffer, buffer.count)
        #expect(count > 0)
        #expect(String(decoding: buffer[..<max(0, count)], as: UTF8.self) == "through the pipe")
        #expect(Self.kind(fifo) == S_IFIFO, "the FIFO is still a FIFO")
    }

    @Test func aDirectoryIsRefusedWithTheReason() throws {
        let scratch = try Scratch()
        #expect(FileWriter.write("x", to: scratch.url.path) == "it is a directory")
        #expect(FileWriter.write("x", to: scratch.url.appendingPathComponent("missing/file").path) != nil)
    }

    #if os(Linux)
    /// Linux's dev_t for a character device `major:minor` (glibc's makedev).
    static func device(_ major: UInt64, _ minor: UInt64) -> dev_t {
        dev_t(((major & 0xFFFF_F000) << 32) | ((major & 0xFFF) << 8) | ((minor & 0xFFFF_FF00) << 12) | (minor & 0xFF))
    }

    /// Private copies of /dev/null (1:3) and /dev/full (1:7) in the scratch folder: the writer
    /// writes into them and they stay character devices; the full one's failure is said.
    @Test func aDeviceNodeIsWrittenInPlaceNeverReplaced() throws {
        let scratch = try Scratch()
        let null = scratch.url.appendingPathComponent("null").path
        let full = scratch.url.appendingPathComponent("full").path
        guard mknod(null, S_IFCHR | 0o666, Self.device(1, 3)) == 0, mknod(full, S_IFCHR | 0o666, Self.device(1, 7)) == 0 else {
            return   // not allowed to make device nodes here (not root): nothing to check
        }
        #expect(FileWriter.write("gone", to: null) == nil)
        #expect(Self.kind(null) == S_IFCHR)
        let failure = FileWriter.write("gone", to: full)
        #expect(failure == String(cString: strerror(ENOSPC)))
        #expect(Self.kind(full) == S_IFCHR)
        // Through a link too: the device behind it is written, the link kept.
        let link = scratch.url.appendingPathComponent("link").path
        #expect(symlink(null, link) == 0)
        #expect(FileWriter.write("gone", to: link) == nil)
        #expect(Self.kind(link) == S_IFLNK)
        #expect(Self.kind(null) == S_IFCHR)
    }

    /// The command line says why and exits 73 (a private copy of /dev/full, never the real one).
    @Test func exportToAFullDeviceIsStatus73WithTheReason() throws {
        let scratch = try Scratch()
        let script = try scratch.write("s.colscript", "sections A\nitems A a b\n")
        let full = scratch.url.appendingPathComponent("full").path
        guard mknod(full, S_IFCHR | 0o666, Self.device(1, 7)) == 0 else { return }   // not root: nothing to check
        let run = try BuiltBinary.run(["export", "--swift", script, "-o", full])
        #expect(run.status == 73)
        #expect(run.error.contains("cannot write '\(full)': No space left on device"))
        #expect(Self.kind(full) == S_IFCHR, "the device node is still one")
    }
    #endif

    @Test func exportToDashIsStandardOutput() throws {
        let scratch = try Scratch()
        let script = try scratch.write("s.colscript", "sections A\nitems A a b\n")
        let run = try BuiltBinary.run(["export", "--swift", script, "-o", "-"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("XCTest") || run.output.contains("import UIKit"))
        #expect(!FileManager.default.fileExists(atPath: FileManager.default.currentDirectoryPath + "/-"))
    }
}
