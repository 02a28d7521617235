import CollectionScript
import Foundation

/// `textDocument/hover`: the word under the cursor explained from the same tables as `help` —
/// a command (or the UIKit method it models), a property with its UIKit type, default and value,
/// a compositional layout's property, a delegate method, a `show` topic, an `expect` subject
/// (`HelpRenderer.hover`) — with the word's range.
extension LanguageServer {
    func hover(_ params: [String: Any]) -> Any {
        guard let (_, document) = document(params), let cursor = document.positions.sourceOffset(params) else { return NSNull() }
        let (_, prefix) = Self.textBefore(cursor, in: document.source)
        let after = document.source.text(of: SourceRange(cursor, document.source.bytes.count)).prefix { Self.isWordCharacter($0) }
        let word = prefix + after
        guard !word.isEmpty, let help = HelpRenderer.hover(word) else { return NSNull() }
        let start = cursor - prefix.utf8.count
        return ["contents": ["kind": "plaintext", "value": help.joined(separator: "\n") + "\n"],
                "range": document.positions.range(SourceRange(start, start + word.utf8.count))]
    }
}
