/// Room for a long list of new names, made ready in one go. The first write to each fresh page
/// of memory costs a page fault — on this 2-core VM ≈ 2.4 µs per 4 KiB page, about 40 ns for the
/// 84 bytes a new name takes (its record, offset, hash, index slots and id) — and the faults of two
/// threads overlap. So when a list is known to bring many new names, the tables reserve their room
/// by writing once into every page it will fill, on two threads (`TwoThreads`), instead of
/// faulting each page in later, one at a time, as names are appended (`git show
/// ff079bd:Benchmarks/README.md`, "Lookups on two threads").
extension Array where Element: FixedWidthInteger {
    /// `reserveCapacity(minimumCapacity)`; when that allocates and the next `expected` appends
    /// fill a megabyte or more, the pages they will fill are written once now (the elements past
    /// `count` stay unused: nothing reads them before they are appended). Room already there is
    /// left as it is.
    mutating func reserveCapacity(_ minimumCapacity: Int, touchingNext expected: Int) {
        guard minimumCapacity > capacity else { return }
        let touched = Swift.min(Swift.max(0, expected), minimumCapacity - count)
        guard touched * MemoryLayout<Element>.stride >= PageWriter.bytesWorthSplitting else {
            reserveCapacity(minimumCapacity)
            return
        }
        // Invariant: `touched ≤ minimumCapacity - count`, so the touched range fits the new
        // buffer after the copied elements; only those `old.count` are counted as initialised (the
        // touched bytes of a trivial type stay unused until appended).
        let old = self
        self = Array(unsafeUninitializedCapacity: minimumCapacity) { buffer, count in
            old.withUnsafeBufferPointer { old in
                if let source = old.baseAddress, let base = buffer.baseAddress { base.initialize(from: source, count: old.count) }
            }
            PageWriter.touch(UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[old.count ..< old.count + touched])))
            count = old.count
        }
    }
}

extension Array where Element == UInt64 {
    /// `count` zeros, written on two threads when they fill a megabyte or more.
    init(zeros count: Int) {
        self.init(unsafeUninitializedCapacity: Swift.max(0, count)) { buffer, initialized in
            PageWriter.zero(buffer)
            initialized = buffer.count
        }
    }
}

/// Writes into fresh memory, split between two threads when there is a megabyte or more of it.
private enum PageWriter {
    /// Below this many bytes, the writing stays on the calling thread.
    static let bytesWorthSplitting = 1 << 20
    static let pageSize = 4096

    /// Writes a zero byte into every 4 KiB of uninitialised `bytes` (memory of a trivial type, so
    /// it stays uninitialised for its array).
    static func touch(_ bytes: UnsafeMutableRawBufferPointer) {
        let shared = Shared(base: bytes.baseAddress)
        split(bytes.count) { range in
            guard let base = shared.base else { return }
            for k in stride(from: (range.lowerBound + pageSize - 1) / pageSize * pageSize, to: range.upperBound, by: pageSize) {
                base.storeBytes(of: 0, toByteOffset: k, as: UInt8.self)
            }
        }
    }

    /// Initialises every element of `words` to zero.
    static func zero(_ words: UnsafeMutableBufferPointer<UInt64>) {
        let shared = Shared(base: words.baseAddress.map(UnsafeMutableRawPointer.init))
        split(words.count * MemoryLayout<UInt64>.stride) { range in
            guard let base = shared.base?.assumingMemoryBound(to: UInt64.self) else { return }
            let (start, end) = (range.lowerBound / 8, range.upperBound / 8)
            (base + start).initialize(repeating: 0, count: end - start)
        }
    }

    /// Calls `part` with byte ranges that cover `0 ..< bytes` (in two halves on two threads for a
    /// megabyte or more; halves split at a multiple of 8 bytes).
    private static func split(_ bytes: Int, _ part: @Sendable (Range<Int>) -> Void) {
        guard bytes >= bytesWorthSplitting else { return part(0 ..< bytes) }
        let middle = bytes / 16 * 8
        TwoThreads.run { half in part(half == 0 ? 0 ..< middle : middle ..< bytes) }
    }

    /// Fresh memory the halves write: Sendable because each writes only its own range and nothing
    /// else reads the memory meanwhile.
    private struct Shared: @unchecked Sendable {
        var base: UnsafeMutableRawPointer?
    }
}
