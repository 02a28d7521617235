// Written by `colscript export --swift` (see ColscriptExceptionCatcher.h).
#import "ColscriptExceptionCatcher.h"

@implementation ColscriptExceptionCatcher
+ (NSException *)catching:(NS_NOESCAPE void (^)(void))block {
    @try {
        block();
        return nil;
    } @catch (NSException *exception) {
        return exception;
    }
}
@end
