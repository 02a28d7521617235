import Foundation   // memchr and memcmp, from the C library on both systems

/// Searching a pasted log byte for byte (UTF-8), for `why` (issue 36 point 5: any input up to the
/// 16 MiB cap answered within a second a megabyte). `String.contains` and `firstRange(of:)` on a
/// megabyte went through Foundation's UTF-16 search or a search by `Character` — together most of
/// the time `why` took on a pasted megabyte; `memchr` finds each place the needle's first byte
/// stands and `memcmp` compares the rest there (needles are a few bytes: linear in the text). Every needle searched so
/// is ASCII, so a match found in the bytes starts and ends on a character boundary (but for a
/// combining mark written right after the needle, which no log holds).
enum ByteSearch {
    /// The byte offset of the first `needle` in `haystack` at or after `from` (nil: none).
    static func firstOffset(of needle: String, in haystack: Substring, from: Int = 0) -> Int? {
        let needleBytes = Array(needle.utf8)
        guard !needleBytes.isEmpty else { return from }
        func search(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
            guard let base = bytes.baseAddress, from < bytes.count else { return nil }
            return needleBytes.withUnsafeBufferPointer { n -> Int? in
                guard let needleBase = n.baseAddress else { return nil }
                var at = from
                while bytes.count - at >= n.count {
                    guard let hit = memchr(base + at, Int32(n[0]), bytes.count - at - n.count + 1) else { return nil }
                    let offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + offset, needleBase, n.count) == 0 { return offset }
                    at = offset + 1
                }
                return nil
            }
        }
        if let found = haystack.utf8.withContiguousStorageIfAvailable({ search($0) }) { return found }
        return Array(haystack.utf8).withUnsafeBufferPointer { search($0) }
    }

    /// The range of the first `needle` in `haystack` (nil: none).
    static func firstRange(of needle: String, in haystack: Substring) -> Range<String.Index>? {
        guard let offset = firstOffset(of: needle, in: haystack) else { return nil }
        let utf8 = haystack.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: offset)
        return start..<utf8.index(start, offsetBy: needle.utf8.count)
    }

    /// Whether `needle` occurs in `haystack`.
    static func contains(_ needle: String, in haystack: String) -> Bool {
        firstOffset(of: needle, in: haystack[...]) != nil
    }

    /// `text`'s words joined by one space (what `split(whereSeparator: \.isWhitespace)` then
    /// `joined(separator: " ")` gives): for ASCII text one pass over the bytes, otherwise that.
    static func words(_ text: String) -> String {
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> [UInt8]? in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            var pendingSpace = false
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                if byte == 0x20 || (0x09...0x0D).contains(byte) {
                    pendingSpace = !out.isEmpty
                } else {
                    if pendingSpace { out.append(0x20); pendingSpace = false }
                    out.append(byte)
                }
            }
            return out
        }
        if let bytes = ascii ?? nil { return String(decoding: bytes, as: UTF8.self) }
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
