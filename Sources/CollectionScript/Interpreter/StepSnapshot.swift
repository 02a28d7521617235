import CollectionEngine

/// What one step of a script looked like, for renderers that draw steps (SVG, the step-through
/// HTML page): the command, its transcript, and the geometry and state after it.
public struct StepSnapshot: Sendable {
    /// 1-based line of the command.
    public var line: Int
    /// The command as written.
    public var command: String
    /// This step's transcript text (as `colscript run` prints it).
    public var transcript: String
    /// The error's message when the command failed.
    public var error: String?
    /// Callbacks the step made, as printed by `trace`.
    public var events: [String]
    public var contentSize: Size
    public var visibleRect: Rect
    /// Every element of the content, in layout order — at most `elementLimit` of them, those
    /// nearest the visible rect (large collections are drawn around the viewport only).
    public var elements: [LayoutAttributes]
    /// Item labels (identifiers) by index path, for the elements above.
    public var labels: [IndexPath: String]
    /// Section identifiers by index.
    public var sectionLabels: [Int: String]
    public var selected: Set<IndexPath>
    /// The interactively moving item's current index path.
    public var moving: IndexPath?
    /// Whether the geometry (frames, content size, visible rect or selection) differs from the
    /// previous step's.
    public var layoutChanged: Bool
    /// What the step's updates did to the cells (inserted, deleted, moved, reloaded, reconfigured).
    public var changes = StepChanges()
    /// When the data source and the view disagree (an update told only one of them), one line per
    /// section that differs: what the data source has beside what the view still shows.
    public var disagreement: [String] = []
    /// Set when only a window around the viewport was snapshotted (a large collection): how many
    /// items the collection has in all, for the picture's summary line.
    public var windowOf: Int?
    /// The bottom separators of the list rows in the visible rect (ListSeparators.swift).
    public var separators: [Rect] = []
    /// The view's item counts per section after the step (what the next update's mapping starts from).
    public var counts: [Int] = []

    public static let elementLimit = 2000
}

extension Session {
    /// Runs a whole script like `runScript`, and also returns a snapshot after every command.
    public mutating func runScriptCollectingSteps(_ source: SourceFile) -> (RunResult, [StepSnapshot]) {
        var output = ""
        var (result, steps) = runScriptCollectingSteps(source) { output += $0 }
        result.output = output
        return (result, steps)
    }

    /// Like `runScriptCollectingSteps(_:)`, handing each step's text to `sink` as it runs.
    public mutating func runScriptCollectingSteps(_ source: SourceFile, to sink: (String) -> Void) -> (RunResult, [StepSnapshot]) {
        run(source, echoCommands: true, collectingSteps: true, sink: sink)
    }

    /// Runs one REPL entry like `runEntry(_:echoCommands:to:)`, and also returns a snapshot after
    /// each of its commands, the first one's changes measured against `previous` (the live page).
    public mutating func runEntryCollectingSteps(_ source: SourceFile, echoCommands: Bool = false, previous: StepSnapshot?,
                                                 to sink: (String) -> Void) -> (RunResult, [StepSnapshot]) {
        run(source, echoCommands: echoCommands, collectingSteps: true, previous: previous, sink: sink)
    }

    /// The collection as it is now, as a step that ran `command` (the live page's first picture,
    /// and the state `:undo` went back to).
    public func currentSnapshot(command: String, transcript: String = "") -> StepSnapshot {
        snapshot(line: 0, command: command, transcript: transcript, error: nil, events: [])
    }

    /// The snapshot after `outcome`, its `layoutChanged` set against `previous`.
    func snapshot(after outcome: Step, in source: SourceFile, transcript: String, previous: StepSnapshot?) -> StepSnapshot {
        var step = snapshot(line: source.location(of: outcome.command.range.lowerBound).line,
                            command: source.text(of: outcome.command.range), transcript: transcript,
                            error: outcome.error?.message, events: outcome.events.expanded().map(\.description))
        if let previous, outcome.error == nil {
            step.changes = StepChanges.of(outcome.viewUpdates,
                                          before: (Self.cellFrames(previous.elements), previous.labels),
                                          after: (Self.cellFrames(step.elements), step.labels),
                                          counts: (previous.counts, step.counts),
                                          byIdentifier: !outcome.appliedChanges.isEmpty)
        }
        if let previous {
            // Anything a picture shows: geometry, which item is where, selection, what changed.
            step.layoutChanged = previous.contentSize != step.contentSize || previous.visibleRect != step.visibleRect
                || previous.elements != step.elements || previous.selected != step.selected || previous.moving != step.moving
                || previous.labels != step.labels
                || (previous.sectionLabels != step.sectionLabels && step.elements.contains { $0.category != .cell })
                || previous.disagreement != step.disagreement || !step.changes.isEmpty || !previous.changes.isEmpty
                || previous.separators != step.separators
        }
        return step
    }

    static func cellFrames(_ elements: [LayoutAttributes]) -> [IndexPath: Rect] {
        var frames: [IndexPath: Rect] = [:]
        for element in elements where element.category == .cell { frames[element.indexPath] = element.frame }
        return frames
    }

    /// One line per section whose item count differs between the data source and the view.
    private func disagreement() -> [String] {
        let view = interpreter.view
        guard view.interactiveMovement == nil else { return [] }
        let data = view.dataSource
        var lines: [String] = []
        for index in 0..<max(data.numberOfSections, view.numberOfSections) {
            let dataCount = index < data.sections.count ? data.sections[index].items.count : nil
            let viewCount = view.numberOfItems(inSection: index)
            guard dataCount != viewCount else { continue }
            let name = index < data.sections.count ? view.sectionNames.name(data.sections[index].value) : "(gone)"
            lines.append("section \(index) \(name): data source \(dataCount.map { "\($0) items" } ?? "no section")"
                + ", view \(viewCount.map { "\($0) items" } ?? "no section")")
            if lines.count >= 20 { break }
        }
        return lines
    }

    private func snapshot(line: Int, command: String, transcript: String, error: String?, events: [String]) -> StepSnapshot {
        let view = interpreter.view
        let content = Rect(origin: .zero, size: view.collectionViewContentSize)
        // A large collection is never laid out whole: only the window around the viewport.
        let large = view.dataSource.totalItems > StepSnapshot.elementLimit
        var elements = large ? [] : view.layout.layoutAttributesForElements(in: content.isEmpty ? view.visibleRect : content)
        let cut = large || elements.count > StepSnapshot.elementLimit
        if cut {
            // Keep the elements nearest the viewport.
            let visible = view.visibleRect
            let margin = max(visible.height, visible.width) * 2
            let around = Rect(x: visible.minX - margin, y: visible.minY - margin,
                              width: visible.width + 2 * margin, height: visible.height + 2 * margin)
            elements = Array(view.layout.layoutAttributesForElements(in: around).prefix(StepSnapshot.elementLimit))
        }
        elements = elements.map(view.layout.onScreen)   // orthogonal rows scrolled
        var labels: [IndexPath: String] = [:]
        for element in elements where element.kind == nil {
            labels[element.indexPath] = view.itemName(at: element.indexPath) ?? element.indexPath.description
        }
        var sectionLabels: [Int: String] = [:]
        let drawnSections = Set(elements.map(\.indexPath.section))
        for (index, section) in view.dataSource.sections.enumerated() where !large || drawnSections.contains(index) {
            sectionLabels[index] = view.sectionNames.name(section.value)
        }
        return StepSnapshot(
            line: line,
            command: command,
            transcript: transcript,
            error: error,
            events: events,
            contentSize: view.collectionViewContentSize,
            visibleRect: view.visibleRect,
            elements: elements,
            labels: labels,
            sectionLabels: sectionLabels,
            selected: view.selection,
            moving: view.interactiveMovement?.target,
            layoutChanged: true,
            disagreement: disagreement(),
            windowOf: large || cut ? view.dataSource.totalItems : nil,
            separators: view.listSeparators(in: view.visibleRect).map(\.frame),
            counts: view.presentedCounts)
    }
}
