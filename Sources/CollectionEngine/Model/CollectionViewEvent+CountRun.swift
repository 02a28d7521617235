/// Count reads recorded as runs and expanded where events are shown.
///
/// A reloadData of S sections makes S + 1 data-source calls (numberOfSections, then
/// numberOfItemsInSection(0) … (S-1)); the engine records the S calls as ONE value,
/// `.numberOfItemsInSections(0..<S)`, so setting up 10 000 sections one `items` command at a time
/// does not build and destroy 10 000 events per command. Nothing about the calls changes: every
/// place that prints or inspects events (the trace, `--json`, `--html`, `expect events`, tests of
/// callback order) reads `expanded()`, which lists them one by one, as UIKit makes them. Expanding
/// is O(S) and happens only there: `run --quiet` never expands.
extension CollectionViewEvent {
    /// The callbacks this value stands for, one by one: the run's `numberOfItemsInSection(k)` for
    /// each k ascending, or the event itself.
    public var expanded: [CollectionViewEvent] {
        if case .numberOfItemsInSections(let sections) = self {
            return sections.map { .numberOfItemsInSection($0) }
        }
        return [self]
    }
}

extension Sequence where Element == CollectionViewEvent {
    /// The events with every count run listed call by call: what the trace prints.
    public func expanded() -> [CollectionViewEvent] {
        var calls: [CollectionViewEvent] = []
        for event in self {
            if case .numberOfItemsInSections(let sections) = event {
                calls.reserveCapacity(calls.count + sections.count)
                for section in sections { calls.append(.numberOfItemsInSection(section)) }
            } else {
                calls.append(event)
            }
        }
        return calls
    }
}
