import Foundation

/// JSON-RPC over standard input and output as LSP frames it: a `Content-Length` header, a blank
/// line, the body. Reading survives abuse (a malformed header is skipped up to the next
/// `Content-Length`; a body or header past its limit is dropped); writing sends sorted keys.
extension LanguageServer {
    /// What the framing read next.
    enum Frame {
        case message(Data)
        /// A header that could not be used (no or a bad Content-Length, too large, never ending):
        /// skipped up to the next `Content-Length`.
        case malformed(String)
        case end
    }

    /// The largest body, and the longest header, the server reads.
    static let bodyLimit = 64 << 20
    static let headerLimit = 64 << 10

    /// The next framed body. Headers end with a blank line; a client that writes bare line feeds
    /// (`\n\n`) is read too.
    mutating func nextMessage(read: () -> Data?) -> Frame {
        while true {
            if let (headerEnd, bodyStart) = headerBounds() {
                let header = String(decoding: input[input.startIndex..<headerEnd], as: UTF8.self)
                let fields = header.split(whereSeparator: { $0 == "\r\n" || $0 == "\n" || $0 == "\r" })
                let lengths = fields.compactMap { line -> String? in
                    let parts = line.split(separator: ":", maxSplits: 1)
                    guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "content-length" else { return nil }
                    return parts[1].trimmingCharacters(in: .whitespaces)
                }
                guard let text = lengths.first, let length = Int(text), length >= 0, length <= Self.bodyLimit else {
                    let shown = lengths.first.map { "'\($0.prefix(40))'" } ?? "none"
                    // Resynchronise at the next `Content-Length` after this header's first byte: a
                    // header that only had stray bytes before it is then read after all.
                    skipToNextHeader(after: input.index(after: input.startIndex))
                    return .malformed("a header without a usable Content-Length (\(shown))")
                }
                if input.distance(from: bodyStart, to: input.endIndex) >= length {
                    let bodyEnd = input.index(bodyStart, offsetBy: length)
                    let body = Data(input[bodyStart..<bodyEnd])
                    input = Data(input[bodyEnd...])
                    return .message(body)
                }
            } else if input.count > Self.headerLimit {
                skipToNextHeader(after: input.index(after: input.startIndex))
                return .malformed("no header end in \(Self.headerLimit / 1024) KiB")
            }
            guard let more = read(), !more.isEmpty else {
                if input.contains(where: { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }) {
                    input = Data()
                    return .malformed("the input ended inside a message")
                }
                return .end
            }
            input.append(more)
        }
    }

    /// Where the header ends and the body starts (`\r\n\r\n`, or `\n\n` from a lenient client).
    private func headerBounds() -> (Data.Index, Data.Index)? {
        let crlf = input.range(of: Data("\r\n\r\n".utf8))
        let lf = input.range(of: Data("\n\n".utf8))
        switch (crlf, lf) {
        case let (c?, l?): return c.lowerBound <= l.lowerBound ? (c.lowerBound, c.upperBound) : (l.lowerBound, l.upperBound)
        case let (c?, nil): return (c.lowerBound, c.upperBound)
        case let (nil, l?): return (l.lowerBound, l.upperBound)
        case (nil, nil): return nil
        }
    }

    /// Drops the input up to the next `Content-Length` at or after `index` (all of it when none).
    private mutating func skipToNextHeader(after index: Data.Index) {
        let start = min(index, input.endIndex)
        if let next = input[start...].range(of: Data("Content-Length".utf8)) {
            input = Data(input[next.lowerBound...])
        } else {
            input = Data()
        }
    }

    func send(_ object: [String: Any], _ write: (Data) -> Void) {
        guard let body = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return }
        write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    func respond(_ id: Any?, _ result: Any, _ write: (Data) -> Void) {
        send(["jsonrpc": "2.0", "id": id ?? NSNull(), "result": result], write)
    }

    func respondError(_ id: Any?, code: Int, message: String, _ write: (Data) -> Void) {
        send(["jsonrpc": "2.0", "id": id ?? NSNull(), "error": ["code": code, "message": message]], write)
    }

    func notify(_ method: String, _ params: [String: Any], _ write: (Data) -> Void) {
        send(["jsonrpc": "2.0", "method": method, "params": params], write)
    }
}
