/// How `colscript` starts `colscript-serve` and what the server answers, first thing, on its
/// standard output: the arguments are written and read here only, and so is the reply.
public struct LiveLaunch: Equatable, Sendable {
    /// The server's executable, found beside `colscript`.
    public static let executableName = "colscript-serve"

    /// The page's title.
    public var title: String
    /// The port to listen on; 0 asks for a free one.
    public var port: UInt16

    public init(title: String, port: UInt16) {
        self.title = title
        self.port = port
    }

    /// The server's arguments (after its name).
    public var arguments: [String] { ["--title", title, "--port", String(port)] }

    /// The launch the arguments describe; nil when they are not `arguments`' form.
    public init?(arguments: [String]) {
        guard arguments.count == 4, arguments[0] == "--title", arguments[2] == "--port",
              let port = UInt16(arguments[3]) else { return nil }
        self.init(title: arguments[1], port: port)
    }

    /// The server's first line on its standard output: listening at an address, or why not.
    public enum Reply: Equatable, Sendable {
        case listening(url: String)
        case failed(String)

        private static let listeningWord = "listening "
        private static let failedWord = "failed "

        /// The reply as one line, without its newline.
        public var line: String {
            switch self {
            case .listening(let url): Self.listeningWord + url
            case .failed(let reason): Self.failedWord + LiveCommand.escape(reason)
            }
        }

        /// The reply a line holds; nil for a line that is none.
        public init?(line: some StringProtocol) {
            if line.hasPrefix(Self.listeningWord) {
                self = .listening(url: String(line.dropFirst(Self.listeningWord.count)))
            } else if line.hasPrefix(Self.failedWord) {
                self = .failed(LiveCommand.unescape(line.dropFirst(Self.failedWord.count)))
            } else {
                return nil
            }
        }
    }
}
