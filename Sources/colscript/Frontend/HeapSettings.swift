/// How the C heap treats the big arrays a step at a million items allocates and frees.
///
/// By default glibc hands an allocation above a threshold (128 KiB, rising to the largest one
/// freed) straight to the kernel and gives it back on free, so every step's 4–24 MB arrays were
/// page-faulted in again, zeroed by the kernel: a fifth of two shuffles + applies at 1M was page
/// faults (issue 37). Kept in the heap up to 32 MiB (glibc's largest threshold), with the heap's
/// top trimmed only past 256 MiB, the next step reuses them. Set once at start; nothing else
/// depends on it (macOS's allocator needs nothing here).
enum HeapSettings {
    static func keepFreedArraysForReuse() {
        #if os(Linux)
        _ = glibcMallopt(-3, 32 << 20)    // M_MMAP_THRESHOLD (malloc.h, which Glibc's module leaves out)
        _ = glibcMallopt(-1, 256 << 20)   // M_TRIM_THRESHOLD
        #endif
    }
}

#if os(Linux)
/// glibc's `int mallopt(int param, int value)`.
@_silgen_name("mallopt")
private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
