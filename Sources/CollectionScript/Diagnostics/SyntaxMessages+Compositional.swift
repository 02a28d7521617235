/// Syntax errors of `layout compositional { … }`.
extension SyntaxMessage {
    static func unknownCompositionalElement(_ name: String, block: String, expected: String) -> Self {
        .init("unknown \(block) element '\(name)'; expected \(expected)")
    }
    static func expectedGroupAxis(found: String) -> Self {
        .init("expected 'horizontal', 'vertical' or 'custom' after 'group', found \(found)")
    }
    static func duplicateSectionGroup() -> Self {
        .init("a section has exactly one group; this is the second")
    }
    static func missingSectionGroup() -> Self {
        .init("a section needs a group: `group horizontal width=fractionalWidth(1) height=absolute(44) { item … }`")
    }
    static func missingDimension(_ which: String, of element: String) -> Self {
        .init("\(element) needs a \(which): e.g. \(which)=fractionalWidth(1)")
    }
    static func missingCustomFrame() -> Self {
        .init("a custom group's item needs a frame: `item frame=(0, 0, 100, 50)` (x, y, width, height in the group)")
    }
    static func expectedDecorationKind(found: String) -> Self {
        .init("expected a decoration kind after 'decoration', found \(found)")
    }
}
