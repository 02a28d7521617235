// The target `UIKitInterface`: building it builds the Linux-only module `UIKit` beside it
// (Sources/UIKitInterface/UIKit, declarations only), which exported tests import. Depending on
// this target puts `UIKit.swiftmodule` in the build's module directory.
@_exported import UIKit
