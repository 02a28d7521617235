import CollectionEngine

/// Conveniences the fuzz tests share on the engine's seeded generator.
extension SplitMix64 {
    init(state: UInt64) { self.init(seed: state) }
    /// Uniform enough in 0..<bound for a fuzz test.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(1, bound))) }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
