/// Numbers as every output prints them — UIKit's descriptions and messages, the transcript, JSON
/// Lines, SVG, HTML: the shortest decimal that round-trips (`16`, `12.5`, `147.66666666666666`),
/// never `16.0`; negative zero prints `0` (docs/language.md "Output").
///
/// Finite by construction: the only branch that spells digits is reached by finite values; a NaN
/// or an infinity prints `nonFinite` (by default `null`, a clear marker that is also valid JSON),
/// never `nan` or `inf`.
public enum NumberText {
    /// What a NaN or an infinity prints as, unless a caller needs another marker (Swift source).
    public static let nonFiniteMarker = "null"

    public static func decimal(_ value: Double, nonFinite: String = nonFiniteMarker) -> String {
        guard value.isFinite else { return nonFinite }
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)   // Swift prints the shortest round-tripping representation.
    }
}
