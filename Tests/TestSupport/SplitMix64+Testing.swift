import CollectionEngine

/// Conveniences the property and fuzz tests share on the engine's seeded generator.
extension SplitMix64 {
    public init(state: UInt64) { self.init(seed: state) }

    /// Uniform in `0..<n` (0 when n ≤ 0).
    public mutating func below(_ n: Int) -> Int { n <= 0 ? 0 : Int(next() % UInt64(n)) }
    public mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    public mutating func shuffled<T>(_ array: [T]) -> [T] {
        var a = array
        for i in stride(from: a.count - 1, to: 0, by: -1) { a.swapAt(i, below(i + 1)) }
        return a
    }
    /// A uniform integer in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    /// One of `items`, uniformly.
    public mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}

/// The flow-layout property tests' name for it.
public typealias LayoutSplitMix64 = SplitMix64
