// The Linux-only module `UIKit` (target UIKitInterface, Package.swift): the declarations of
// Apple's UIKit that `colscript export --swift` writes calls to, with their documented
// signatures, labels and actor isolation and no behaviour (every body traps). It exists so that
// `swiftc -typecheck` checks exported tests here (SwiftExportTypeCheckTests): a wrong label, a
// missing `@MainActor` or two exported files that clash fail on Linux, long before a Mac builds
// them. It is never part of a product, and never built on Apple platforms.
@_exported import Foundation

/// Foundation on Apple platforms has NSException; swift-corelibs-foundation does not. The
/// exported tests read only its `reason`.
open class NSException: NSObject, @unchecked Sendable {
    open var name: NSExceptionName { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var reason: String? { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var userInfo: [AnyHashable: Any]? { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
}

public struct NSExceptionName: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let internalInconsistencyException = NSExceptionName(rawValue: "NSInternalInconsistencyException")
    public static let invalidArgumentException = NSExceptionName(rawValue: "NSInvalidArgumentException")
    public static let rangeException = NSExceptionName(rawValue: "NSRangeException")
}

/// Not UIKit: the Swift face of the Objective-C catcher `colscript export` writes next to a test
/// whose scenario raises (`ColscriptExceptionCatcher.h` / `.m`, imported through the test
/// target's bridging header): `+ (nullable NSException *)catching:(NS_NOESCAPE void (^)(void))block;`
/// as Swift imports it.
open class ColscriptExceptionCatcher: NSObject {
    open class func catching(_ block: () -> Void) -> NSException? { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
}
