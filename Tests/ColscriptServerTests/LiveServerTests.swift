import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import ColscriptServer

/// The live page's server: loopback only, the page and the socket behind a random token, every
/// message kept for pages that connect later.
struct LiveServerTests {
    static func get(_ url: String) async throws -> (Int, String) {
        let (data, response) = try await URLSession.shared.data(from: try #require(URL(string: url)))
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }

    /// Starts a server from a thread of its own: `start` waits for it to listen, which must not
    /// block the concurrency pool the server runs on.
    static func start() async throws -> LiveServer {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                do { continuation.resume(returning: try LiveServer.start(title: "t")) } catch { continuation.resume(throwing: error) }
            }.start()
        }
    }

    @Test func servesThePageOnlyWithItsToken() async throws {
        let server = try await Self.start()
        #expect(server.url.hasPrefix("http://127.0.0.1:\(server.port)/?token="))
        #expect(server.token.count == 32)
        let (status, page) = try await Self.get(server.url)
        #expect(status == 200)
        #expect(page.contains("window.COLSCRIPT_LIVE = {socket: \"/socket?token=\(server.token)\"}"))
        let (denied, _) = try await Self.get("http://127.0.0.1:\(server.port)/?token=wrong")
        #expect(denied == 403)
        let (noToken, _) = try await Self.get("http://127.0.0.1:\(server.port)/")
        #expect(noToken == 403)
    }

    @Test func twoServersGetTwoPortsAndTokens() async throws {
        let a = try await Self.start(), b = try await Self.start()
        #expect(a.port != b.port)
        #expect(a.token != b.token)
    }

    @Test func heldMessagesArePublishedOneAtATime() async throws {
        let hub = LiveHub()
        hub.publish("{\"type\":\"step\"}")
        hub.hold(["1", "2"])
        hub.advance()
        for _ in 0..<200 where await hub.publishedCount < 2 { try await Task.sleep(nanoseconds: 5_000_000) }
        #expect(await hub.publishedCount == 2)
        #expect(await hub.remaining == 1)
    }
}
