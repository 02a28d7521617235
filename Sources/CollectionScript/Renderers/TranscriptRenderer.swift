import CollectionEngine

/// The human transcript of one step: the command as written (`> …`), the UIKit calls it made,
/// what it printed, the callbacks when tracing, then the state if it changed.
extension Session {
    func transcript(_ step: StepOutcome, in source: SourceFile, echoCommand: Bool) -> String {
        let quiet = options.quiet
        var out = ""
        if echoCommand && !quiet {
            for line in source.text(of: step.command.range).split(separator: "\n", omittingEmptySubsequences: false) {
                out += "> " + line.trimmingTrailingCarriageReturn() + "\n"
            }
        }
        if let error = step.error {
            out += DiagnosticRenderer(colored: options.color).render(error.diagnostic, in: source)
            if !quiet && echoCommand { out += "\n" }
            return out
        }
        var body: [String] = []
        if !quiet {
            body += step.report.calls.map(\.spelled)
            body += step.report.printedLines.map(\.spelled)
        } else if step.report.isUserOutput {
            body += step.report.printedLines.map(\.spelled)
        }
        if !quiet {
            if interpreter.isTracing {
                body += step.events.map { "· " + $0.description }
            } else {
                // What UIKit NSLogs reaches the console whether or not anyone traces callbacks.
                body += step.events.filter { if case .log = $0 { true } else { false } }.map(\.description)
            }
        }
        if !quiet && step.report.changedState {
            body += StateRenderer(view: interpreter.view).lines()
        }
        let indent = echoCommand ? "  " : ""
        for entry in body {
            for line in entry.split(separator: "\n", omittingEmptySubsequences: false) {
                out += (line.isEmpty ? "" : indent) + line + "\n"
            }
        }
        if echoCommand && !quiet { out += "\n" }
        return out
    }

    /// One JSON object per command (language.md "Output").
    func json(_ step: StepOutcome, in source: SourceFile) -> String {
        let view = interpreter.view
        let location = source.location(of: step.command.range.lowerBound)
        let includeItems = view.dataSource.totalItems <= 10_000
        let sections: [JSONValue] = view.dataSource.sections.map { section in
            .object([
                ("id", .string(view.sectionNames.name(section.value))),
                ("count", .number(Double(section.items.count))),
                ("items", includeItems ? .array(section.items.map { .string(view.itemNames.name($0)) }) : .null),
            ])
        }
        let size = view.collectionViewContentSize
        return JSONValue.object([
            ("line", .number(Double(location.line))),
            ("command", .string(source.text(of: step.command.range))),
            ("ok", .bool(step.error == nil)),
            ("error", step.error.map { .string($0.message) } ?? .null),
            ("sections", .array(sections)),
            ("selected", .array(view.indexPathsForSelectedItems.map(JSONValue.path))),
            ("contentOffset", .array([.number(view.contentOffset.x), .number(view.contentOffset.y)])),
            ("contentSize", .array([.number(size.width), .number(size.height)])),
            ("visible", .array(view.indexPathsForVisibleItems.map(JSONValue.path))),
            ("events", .array(step.events.map { .string($0.description) })),
            ("calls", .array(step.report.calls.map(\.json))),
            ("output", .array(step.report.printedLines.map(\.json))),
        ]).text
    }
}

extension Substring {
    func trimmingTrailingCarriageReturn() -> String {
        hasSuffix("\r") ? String(dropLast()) : String(self)
    }
}
