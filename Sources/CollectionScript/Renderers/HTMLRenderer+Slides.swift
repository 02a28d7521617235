import CollectionEngine

extension HTMLRenderer {
    /// What Present mode shows beside a step's picture when the page comes from a script (a lesson):
    /// the `#` prose written above the step, and at a `pause "predict: …"` step the question, the
    /// code about to run (the next step's command) and the answer (the next step's changes and
    /// index spaces), hidden until a key (Space or Enter) reveals it.
    struct Slides {
        struct Slide {
            var prose: [String] = []
            var question: String?
            var code: String?
            var answer: String?

            var html: String {
                var out = ""
                if !prose.isEmpty {
                    out += "<div class=\"prose\">" + prose.map { "<p>\(escape($0))</p>" }.joined() + "</div>\n"
                }
                if let question {
                    out += "<div class=\"predict\"><p class=\"question\">\(escape(question))</p>"
                    if let code { out += "<pre class=\"command next\">\(escape(code))</pre>" }
                    out += "<p class=\"hint\">Space or Enter shows the answer.</p>"
                    out += "<div class=\"answer\">\(answer ?? "")</div></div>\n"
                }
                return out
            }
        }

        private var slides: [Slide?]

        init(steps: [StepSnapshot], source: SourceFile) {
            var slides: [Slide?] = []
            var proseStart = source.firstLine
            for (index, step) in steps.enumerated() {
                var slide = Slide()
                if step.line >= proseStart {
                    for line in proseStart..<step.line {
                        let text = source.lineText(line).trimmedBlanks()
                        guard text.hasPrefix("#") else { continue }
                        slide.prose.append(String(text.dropFirst()).trimmedBlanks())
                    }
                }
                proseStart = step.line + step.command.count { $0 == "\n" } + 1
                if let question = Self.prediction(step.command) {
                    slide.question = question
                    if index + 1 < steps.count {
                        let next = steps[index + 1]
                        slide.code = next.command
                        let changes = next.changes.summary(labels: next.labels)
                        slide.answer = (changes.isEmpty ? "" : "<ul class=\"changes\">" + changes.map { "<li>\(escape($0))</li>" }.joined() + "</ul>")
                            + indexSpaces(before: step, after: next)
                    }
                }
                slides.append(slide.prose.isEmpty && slide.question == nil ? nil : slide)
            }
            self.slides = slides
        }

        func slide(at index: Int) -> Slide? {
            index < slides.count ? slides[index] : nil
        }

        /// The question of a `pause "predict: …"` command, nil for any other command.
        static func prediction(_ command: String) -> String? {
            let text = command.trimmedBlanks()
            guard text.hasPrefix("pause"), let open = text.firstIndex(of: "\""), let close = text.lastIndex(of: "\""),
                  open < close else { return nil }
            let question = String(text[text.index(after: open)..<close])
            return question.lowercased().hasPrefix("predict") ? question : nil
        }
    }
}

private extension String {
    func trimmedBlanks() -> String {
        let set: Set<Character> = [" ", "\t"]
        var scalars = Substring(self)
        while let first = scalars.first, set.contains(first) { scalars.removeFirst() }
        while let last = scalars.last, set.contains(last) { scalars.removeLast() }
        return String(scalars)
    }
}
