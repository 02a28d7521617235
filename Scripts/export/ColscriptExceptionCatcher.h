// Written by `colscript export --swift`: catches the Objective-C exception UIKit raises, so
// an XCTest can assert its reason. Add it to the test target and import this header in the
// target's bridging header: #import "ColscriptExceptionCatcher.h"
#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface ColscriptExceptionCatcher : NSObject
/// Runs `block`; returns the exception it raised, or nil.
+ (nullable NSException *)catching:(NS_NOESCAPE void (^)(void))block;
@end

NS_ASSUME_NONNULL_END
