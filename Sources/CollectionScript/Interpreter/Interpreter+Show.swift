import CollectionEngine

/// `show …`, `help …` and `explain`.
extension Interpreter {
    func show(_ what: Located<ShowTopic>?) throws(RuntimeError) -> StepReport {
        var report = StepReport()
        report.isUserOutput = true
        switch what?.value ?? .state {
        case .state:
            report.lines = [.show("state", StateRenderer(view: view).lines())]
        case .frames:
            report.lines = [.show("frames", frameLines())]
        case .cells:
            report.lines = [.show("cells", cellLines())]
        case .layout:
            report.lines = [.show("layout", pictureLines())]
        case .snapshot:
            guard let source = view.diffableDataSource else {
                throw .script(.notDiffable(showing: true), at: what?.range ?? SourceRange(0, 0))
            }
            report.lines = [.show("snapshot", pendingSnapshot.map { snapshotLines($0, title: "pending snapshot (not applied yet):") }
                ?? snapshotLines(source.snapshot, title: "snapshot:"))]
        case .diff:
            report.lines = [.show("diff", diffLines())]
        }
        return report
    }

    /// Every visible element's frame, in layout order.
    func frameLines() -> [String] {
        let elements = view.visibleElements
        if elements.isEmpty { return ["no visible elements"] }
        return elements.map { attributes in
            let label: String
            switch attributes.kind {
            case .sectionHeader?: label = "header \(attributes.indexPath.section)"
            case .sectionFooter?: label = "footer \(attributes.indexPath.section)"
            case nil: label = "\(attributes.indexPath) \(view.itemName(at: attributes.indexPath) ?? "")"
            case let kind?: label = "\(kind.rawValue) \(attributes.indexPath)"
            }
            return "\(label): \(format(attributes.frame))"
        }
    }

    func explainLastError() -> [String] {
        guard let error = lastError else { return ["nothing to explain: no command has failed yet"] }
        var lines = Explainer(error: error).lines()
        if case .uikit = error, let since = outOfStepSince {
            lines.append("The data source and the view have been out of step since \(since).")
        }
        return lines
    }
}
