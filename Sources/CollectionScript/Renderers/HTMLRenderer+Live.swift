import CollectionEngine

/// The live transport of the step-through page (`repl --serve`, `serve FILE`): the same page,
/// style and script as `run --html`, started with no step; each step arrives over a WebSocket as
/// the same HTML the exported page embeds.
extension HTMLRenderer {
    /// What a live message asks of the page.
    public enum LiveKind: String, Sendable {
        /// A step that ran: shown and animated.
        case step
        /// The state `:undo` went back to: the step before runs backwards, then this shows still.
        case undo
        /// A state shown still (the session's start).
        case state
    }

    /// The live page: the exported page's head, no steps, and the WebSocket path it connects to.
    public static func livePage(title: String, socket: String) -> String {
        head(title: title, live: socket)
            + "<main>\n<div id=\"pictures\">\n</div>\n<div id=\"steps\">\n</div>\n</main>\n<script>\(script)</script>\n</body>\n</html>\n"
    }

    /// The message that adds `step` as the page's `index`th step (from 0), its changes and index
    /// spaces measured against `previous`: `{"type":…,"picture":HTML,"step":HTML}`.
    public static func liveMessage(_ kind: LiveKind, step: StepSnapshot, index: Int, previous: StepSnapshot?) -> String {
        message(kind, step: step, index: index, previous: previous, slide: nil)
    }

    /// The messages for every step of a script run (`serve FILE`), each with its lesson slide.
    public static func liveMessages(steps: [StepSnapshot], source: SourceFile) -> [String] {
        let slides = Slides(steps: steps, source: source)
        return steps.indices.map { index in
            message(.step, step: steps[index], index: index, previous: index > 0 ? steps[index - 1] : nil,
                    slide: slides.slide(at: index))
        }
    }

    private static func message(_ kind: LiveKind, step: StepSnapshot, index: Int, previous: StepSnapshot?,
                                slide: Slides.Slide?) -> String {
        let picture = pictureHTML(index: index, number: index + 1, step: step)
        let section = stepHTML(index: index, step: step, previous: previous, picture: index, unchangedSince: nil, slide: slide)
        return JSONValue.object([("type", .string(kind.rawValue)), ("picture", .string(picture)),
                                 ("step", .string(section))]).text
    }
}
