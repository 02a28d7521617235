import CollectionEngine

/// A minimal JSON builder for the `--json` output (JSON Lines): keys keep the order they are
/// added in, so output is byte-identical from run to run.
indirect enum JSONValue {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    var text: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return format(n)
        case .string(let s): return Self.quote(s)
        case .array(let items): return "[" + items.map(\.text).joined(separator: ",") + "]"
        case .object(let pairs): return "{" + pairs.map { Self.quote($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
        }
    }

    static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    static func int(_ n: Int) -> JSONValue { .number(Double(n)) }
    static func path(_ p: IndexPath) -> JSONValue { .array([.number(Double(p.section)), .number(Double(p.item))]) }
    static func point(_ p: Point) -> JSONValue { .array([.number(p.x), .number(p.y)]) }
    static func size(_ s: Size) -> JSONValue { .array([.number(s.width), .number(s.height)]) }
    static func insets(_ i: EdgeInsets) -> JSONValue { .array([.number(i.top), .number(i.left), .number(i.bottom), .number(i.right)]) }
}
