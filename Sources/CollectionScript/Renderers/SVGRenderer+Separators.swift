import CollectionEngine

extension SVGRenderer {
    /// List rows' bottom separators (ListSeparators.swift): a grey line each, over the cells.
    static func separatorLines(_ step: StepSnapshot, x: (Double) -> Double, y: (Double) -> Double) -> String {
        var out = ""
        for frame in step.separators where frame.minX.isFinite && frame.maxY.isFinite && frame.width > 0 {
            out += "<line class=\"separator\" x1=\"\(num(x(frame.minX)))\" y1=\"\(num(y(frame.maxY)))\""
                + " x2=\"\(num(x(frame.maxX)))\" y2=\"\(num(y(frame.maxY)))\" stroke=\"#8e8e93\" stroke-width=\"1\"/>\n"
        }
        return out
    }
}
