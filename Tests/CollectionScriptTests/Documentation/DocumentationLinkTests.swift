import Foundation
import Testing
import TestSupport

/// The repository is self-contained: the README and `docs/` name only files that exist in it, no file
/// points outside the repository, and every `updates.md §4.3`-style citation in `Sources/` names a page
/// of `docs/` and a section heading that page has.
struct DocumentationLinkTests {
    /// The package root: this file is `Tests/CollectionScriptTests/DocumentationLinkTests.swift`.
    static let root = PackageRoot.url

    /// The folders a documented path may start with.
    static let topFolders = ["Scripts", "docs", "Grammar", "Sources", "Tests", "Benchmarks"]

    static func text(_ relativePath: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
    }

    static func exists(_ relativePath: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(relativePath).path)
    }

    /// `docs/*.md`, relative to the root, sorted.
    static func docPages() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    /// Every regular file under `folder` (relative paths), skipping hidden folders such as `.build`.
    static func files(under folder: String) -> [String] {
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey],
                                                          options: [.skipsHiddenFiles]) else { return [] }
        var result: [String] = []
        for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
            result.append(folder + "/" + url.path.dropFirst(base.path.count + 1))
        }
        return result.sorted()
    }

    /// Whether a documented path exists. A path with a glob (`Scripts/**/*.colscript`) or an
    /// ellipsis (`Scripts/lessons/01-…`) names a family of files: some file must start with the part
    /// before the first `*` or `…`.
    static func resolves(_ path: String) -> Bool {
        guard let wild = path.firstIndex(where: { $0 == "*" || $0 == "…" }) else { return exists(path) }
        let prefix = String(path[..<wild])
        let folder = prefix.contains("/") ? String(prefix[..<prefix.lastIndex(of: "/")!]) : "."
        let start = String(prefix.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
        else { return false }
        return names.contains { $0.hasPrefix(start) }
    }

    /// Paths starting with one of `topFolders` anywhere in `text` (backticks, links, code blocks).
    static func repositoryPaths(in text: String) -> [String] {
        let folders = topFolders.joined(separator: "|")
        let pattern = "(?<![A-Za-z0-9_./~$-])(?:" + folders + ")/[^\\s`)\\]\"'<>|,;]*"
        let regex = try! NSRegularExpression(pattern: pattern)
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).compactMap { match in
            guard let r = Range(match.range, in: text) else { return nil }
            var path = String(text[r])
            while let last = path.last, ".:".contains(last) { path.removeLast() }   // prose punctuation
            if let hash = path.firstIndex(of: "#") { path = String(path[..<hash]) }
            return path
        }
    }

    /// Targets of markdown links `[text](target)` that are relative (no scheme, not only an anchor),
    /// without their `#fragment`.
    static func relativeLinks(in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: "\\]\\(([^)\\s]+)\\)")
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).compactMap { match in
            guard let r = Range(match.range(at: 1), in: text) else { return nil }
            let target = String(text[r])
            if target.hasPrefix("#") || target.contains("://") || target.hasPrefix("mailto:") { return nil }
            return String(target.split(separator: "#", maxSplits: 1).first ?? "")
        }
    }

    /// Section numbers of a page's headings: `## 1. Title` → "1", `### 2.9 Title` → "2.9".
    static func headingNumbers(of page: String) throws -> Set<String> {
        let regex = try! NSRegularExpression(pattern: "^#{1,6}\\s+(\\d+(?:\\.\\d+)*)\\.?\\s", options: [.anchorsMatchLines])
        let text = try text(page)
        let range = NSRange(text.startIndex..., in: text)
        return Set(regex.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        })
    }

    struct Citation: CustomStringConvertible {
        var file: String
        var page: String
        var section: String
        var description: String { "\(file): \(page) §\(section)" }
    }

    /// `updates.md §4.3` and `docs/updates.md §4.3`; both name `docs/updates.md`.
    static func citations(in text: String, file: String) -> [Citation] {
        let regex = try! NSRegularExpression(pattern: "(?:docs/)?([A-Za-z0-9_-]+)\\.md\\s*§\\s*(\\d+(?:\\.\\d+)*)")
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).compactMap { match in
            guard let page = Range(match.range(at: 1), in: text), let section = Range(match.range(at: 2), in: text) else { return nil }
            return Citation(file: file, page: "docs/" + text[page] + ".md", section: String(text[section]))
        }
    }

    @Test func theDocumentationPagesExist() throws {
        for page in ["README", "updates", "layout", "interaction", "language", "eras", "evidence"] {
            #expect(Self.exists("docs/\(page).md"), "docs/\(page).md is missing")
        }
    }

    @Test func everyPathTheReadmeAndDocsMentionExists() throws {
        let pages = try ["README.md"] + Self.docPages()
        var checked = 0
        for page in pages {
            let text = try Self.text(page)
            for path in Self.repositoryPaths(in: text) {
                checked += 1
                #expect(Self.resolves(path), "\(page) mentions \(path), which is not in the repository")
            }
            let folder = page.contains("/") ? String(page[..<page.lastIndex(of: "/")!]) + "/" : ""
            for link in Self.relativeLinks(in: text) where !link.isEmpty {
                checked += 1
                let target = URL(fileURLWithPath: folder + link, relativeTo: Self.root).standardized.path
                #expect(FileManager.default.fileExists(atPath: target), "\(page) links to \(link), which does not exist")
            }
        }
        #expect(checked > 20, "the path scan found almost nothing: the pattern is broken")
    }

    @Test func nothingPointsOutsideTheRepository() throws {
        // Spelled in two halves so this file does not match itself.
        let forbidden = ["../" + "shared", "shared" + "/spec"]
        let files = try ["README.md"] + Self.docPages() + Self.files(under: "Sources") + Self.files(under: "Tests")
        for file in files where file.hasSuffix(".md") || file.hasSuffix(".swift") || file.hasSuffix(".colscript")
            || file.hasSuffix(".sh") || file.hasSuffix(".out") {
            let text = try Self.text(file)
            for word in forbidden {
                #expect(!text.contains(word), "\(file) mentions \(word): cite docs/ instead")
            }
        }
    }

    @Test func everySectionCitationInSourcesResolves() throws {
        var headings: [String: Set<String>] = [:]
        var citations: [Citation] = []
        for file in Self.files(under: "Sources") where file.hasSuffix(".swift") {
            citations += try Self.citations(in: Self.text(file), file: file)
        }
        #expect(citations.count > 50, "the citation scan found almost nothing: the pattern is broken")
        for citation in citations {
            guard Self.exists(citation.page) else {
                Issue.record("\(citation) names \(citation.page), which does not exist")
                continue
            }
            if headings[citation.page] == nil { headings[citation.page] = try Self.headingNumbers(of: citation.page) }
            #expect(headings[citation.page]!.contains(citation.section),
                    "\(citation): \(citation.page) has no heading numbered \(citation.section)")
        }
    }

    @Test func bothCitationSpellingsResolveAgainstDocs() throws {
        for spelling in ["see updates.md §4.3.", "see docs/updates.md §4.3."] {
            let citations = Self.citations(in: spelling, file: "x")
            #expect(citations.map(\.page) == ["docs/updates.md"] && citations.map(\.section) == ["4.3"], "\(spelling)")
        }
        #expect(try Self.headingNumbers(of: "docs/updates.md").contains("4.3"))
    }
}
