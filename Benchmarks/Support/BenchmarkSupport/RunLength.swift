// How long each benchmark runs: fully (the figures in Benchmarks/README.md) or, with
// COLSCRIPT_BENCH_SHORT=1 (what .ci/run sets), once or twice — CI checks that every benchmark
// still builds and runs, not how fast it is.
import Benchmark
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public enum RunLength {
    /// Whether COLSCRIPT_BENCH_SHORT is set to 1 in the environment (the plugin passes its
    /// environment on to each benchmark process).
    public static let isShort: Bool = {
        guard let value = getenv("COLSCRIPT_BENCH_SHORT") else { return false }
        return String(cString: value) == "1"
    }()
}

extension Benchmark.Configuration {
    /// This configuration, cut to a smoke run (no warm-up, at most two samples, at most 50 ms of
    /// measuring) when `RunLength.isShort`; unchanged otherwise.
    public var respectingRunLength: Benchmark.Configuration {
        guard RunLength.isShort else { return self }
        var short = self
        short.warmupIterations = 0
        short.maxIterations = Swift.min(maxIterations, 2)
        short.maxDuration = Swift.min(maxDuration, .milliseconds(50))
        return short
    }
}
