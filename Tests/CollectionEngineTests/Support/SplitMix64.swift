@testable import CollectionEngine

/// Conveniences the property tests share on the engine's seeded generator.
extension SplitMix64 {
    init(state: UInt64) { self.init(seed: state) }

    /// Uniform in `0..<n` (0 when n ≤ 0).
    mutating func below(_ n: Int) -> Int { n <= 0 ? 0 : Int(next() % UInt64(n)) }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    mutating func shuffled<T>(_ array: [T]) -> [T] {
        var a = array
        for i in stride(from: a.count - 1, to: 0, by: -1) { a.swapAt(i, below(i + 1)) }
        return a
    }
    /// A uniform integer in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
}

/// The flow-layout property tests' name for it.
typealias LayoutSplitMix64 = SplitMix64
