import CollectionEngine

/// `cellSize FIRST [... LAST] WxH [lineHeight = L charactersPerLine = C]`: what the cells of one
/// item, or of a run of items of one section, measure (preferredLayoutAttributesFitting).
public struct CellSizeCommand: Hashable, Sendable {
    public var first: Located<ItemRef>
    /// The other end of a range (`[0,0] ... [0,39]`), inclusive; nil for one item.
    public var last: Located<ItemRef>?
    /// The size, or with a text rule the size of a cell with no lines.
    public var size: Located<Size>
    /// The text rule: each item's text (its identifier) wraps every `charactersPerLine`
    /// characters and each line adds `lineHeight` to the height (at least one line).
    public var rule: TextRule?

    public struct TextRule: Hashable, Sendable {
        public var lineHeight: Located<Double>
        public var charactersPerLine: Located<Int>

        public init(lineHeight: Located<Double>, charactersPerLine: Located<Int>) {
            self.lineHeight = lineHeight
            self.charactersPerLine = charactersPerLine
        }

        /// The height of a cell of base height `base` showing `text`:
        /// base + lineHeight × max(1, ⌈characters ÷ charactersPerLine⌉).
        public func height(base: Double, text: String) -> Double {
            let perLine = max(1, charactersPerLine.value)
            let count = text.count
            let lines = max(1, count / perLine + (count % perLine == 0 ? 0 : 1))
            return base + lineHeight.value * Double(lines)
        }
    }

    public init(first: Located<ItemRef>, last: Located<ItemRef>? = nil, size: Located<Size>, rule: TextRule? = nil) {
        self.first = first
        self.last = last
        self.size = size
        self.rule = rule
    }
}
