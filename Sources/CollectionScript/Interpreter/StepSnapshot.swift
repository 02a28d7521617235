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

    /// The snapshot after `outcome`, its `layoutChanged` set against `previous`.
    func snapshot(after outcome: Step, in source: SourceFile, transcript: String, previous: StepSnapshot?) -> StepSnapshot {
        var step = snapshot(of: outcome, in: source, transcript: transcript)
        if let previous {
            step.layoutChanged = previous.contentSize != step.contentSize || previous.visibleRect != step.visibleRect
                || previous.elements != step.elements || previous.selected != step.selected || previous.moving != step.moving
        }
        return step
    }

    private func snapshot(of outcome: Step, in source: SourceFile, transcript: String) -> StepSnapshot {
        let view = interpreter.view
        let content = Rect(origin: .zero, size: view.collectionViewContentSize)
        var elements = view.layout.layoutAttributesForElements(in: content.isEmpty ? view.visibleRect : content)
        if elements.count > StepSnapshot.elementLimit {
            // Keep the elements nearest the viewport.
            let visible = view.visibleRect
            let margin = max(visible.height, visible.width) * 2
            let around = Rect(x: visible.minX - margin, y: visible.minY - margin,
                              width: visible.width + 2 * margin, height: visible.height + 2 * margin)
            elements = Array(view.layout.layoutAttributesForElements(in: around).prefix(StepSnapshot.elementLimit))
        }
        if let layout = view.compositionalLayout { elements = elements.map(layout.onScreen) }  // orthogonal rows scrolled
        var labels: [IndexPath: String] = [:]
        for element in elements where element.kind == nil {
            labels[element.indexPath] = view.itemName(at: element.indexPath) ?? element.indexPath.description
        }
        var sectionLabels: [Int: String] = [:]
        for (index, section) in view.dataSource.sections.enumerated() {
            sectionLabels[index] = view.sectionNames.name(section.value)
        }
        return StepSnapshot(
            line: source.location(of: outcome.command.range.lowerBound).line,
            command: source.text(of: outcome.command.range),
            transcript: transcript,
            error: outcome.error?.message,
            events: outcome.events.map(\.description),
            contentSize: view.collectionViewContentSize,
            visibleRect: view.visibleRect,
            elements: elements,
            labels: labels,
            sectionLabels: sectionLabels,
            selected: view.selection,
            moving: view.interactiveMovement?.target,
            layoutChanged: true)
    }
}
