import CollectionEngine

/// The checks that hold every command to `Limits`: each throws a located error before the command
/// changes anything.
extension Interpreter {
    /// Spends `units` of the current top-level command's work budget, and what the engine's
    /// operations did since the last charge (`CollectionView.work`): the one place work is charged.
    mutating func spend(_ units: Int, at range: SourceRange) throws(RuntimeError) {
        let meter = view.work.units
        let engineWork = meter >= engineWorkCharged ? meter - engineWorkCharged : 0
        engineWorkCharged = meter
        stepsTaken += min(max(0, units), stepBudget + 1) + min(engineWork, stepBudget + 1)   // clamped: never overflows
        if stepsTaken > stepBudget {
            stepsTaken = stepBudget + 1
            throw .script(.workBudget(limit: stepBudget, commandCost: Limits.commandCost), at: range)
        }
    }

    /// Refuses, before it starts, an operation that would spend more than what is left of the
    /// budget (`units`, which the engine then charges as it does the work).
    func checkAffordable(_ units: Int, at range: SourceRange) throws(RuntimeError) {
        let meter = view.work.units
        let pending = meter >= engineWorkCharged ? meter - engineWorkCharged : 0
        if units > stepBudget - stepsTaken - min(pending, stepBudget) {
            throw .script(.workBudget(limit: stepBudget, commandCost: Limits.commandCost), at: range)
        }
    }

    /// Charges `count` items inserted by an update (`Limits.insertedItemCost` each), before any is made.
    mutating func spendInsertedItems(_ count: Located<Int>) throws(RuntimeError) {
        guard count.value <= Limits.insertedItems else {
            throw .script(.insertLimit(limit: Limits.insertedItems), at: count.range)
        }
        let (units, overflow) = max(0, count.value).multipliedReportingOverflow(by: Limits.insertedItemCost)
        try spend(overflow ? .max : units, at: count.range)
    }

    /// What `command` costs beyond itself: commands that change the data or re-lay-out the items
    /// touch the whole collection in the engine, so they cost its size, and the fixed part of a
    /// change (`Limits.collectionCommandCost`).
    func collectionWork(_ command: Command) -> Int {
        guard command.traits.touchesCollection else { return 0 }
        return Limits.collectionCommandCost + view.dataSource.totalItems + Limits.sectionCost * view.dataSource.numberOfSections
    }

    func checkRepeatCount(_ count: Located<Int>) throws(RuntimeError) {
        guard count.value >= 0, count.value <= Limits.repeatCount else {
            throw .script(.repeatCount(limit: Limits.repeatCount), at: count.range)
        }
    }

    /// `count` new items fit beside the `existing` ones within `Limits.items`.
    func checkItemCount(_ count: Located<Int>, existing: Int) throws(RuntimeError) {
        let room = max(0, Limits.items - existing)
        guard count.value >= 0, count.value <= room else {
            throw .script(.itemLimit(room: room, limit: Limits.items), at: count.range)
        }
    }

    /// `count` new sections fit beside the `existing` ones within `Limits.sections`.
    func checkSectionCount(_ count: Int, existing: Int, at range: SourceRange) throws(RuntimeError) {
        guard count <= max(0, Limits.sections - existing) else {
            throw .script(.sectionLimit(limit: Limits.sections), at: range)
        }
    }

    func checkViewSize(_ size: Located<Size>) throws(RuntimeError) {
        let side = { (v: Double) in v > 0 && v <= Limits.viewSide }
        guard side(size.value.width), side(size.value.height) else {
            throw .script(.viewSize(limit: Int(Limits.viewSide)), at: size.range)
        }
    }
}
