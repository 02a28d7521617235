import CollectionEngine
import Testing
@testable import CollectionScript

/// Every error's id is its domain and its case's name, derived from the value (`CaseName`),
/// never a hand-typed string that can drift from the case.
struct ErrorIDTests {
    static let scriptErrors: [(ScriptError, String)] = [
        (.scale, "value.scale"),
        (.unknownItem("x", suggestion: nil), "name.unknownItem"),
        (.duplicateSectionInList("A"), "data.duplicateSectionInList"),
        (.noTransition, "transition.noTransition"),
        (.gestureOutOfRange(quantity: "velocity", range: "-100 … 100"), "value.gestureOutOfRange"),
        (.cellSizeRange(IndexPath(0, 0), IndexPath(1, 0)), "selfSizing.cellSizeRange"),
        (.apiUnavailable(.reconfigureItems, needs: UIKitVersion(15), on: UIKitVersion(14)), "version.apiUnavailable"),
    ]

    @Test(arguments: scriptErrors)
    func aScriptErrorIsNamedByItsCase(error: ScriptError, id: String) {
        #expect(error.id == id)
        #expect(error.id == error.domain + "." + CaseName.of(error))
    }

    @Test func anExpectationFailureIsNamedByItsCase() {
        #expect(ExpectationFailure.noError(pattern: "x").id == "expect.noError")
        #expect(ExpectationFailure.valueDiffers(subject: "count", actual: "1", operator: "==", expected: "2").id == "expect.valueDiffers")
    }

    @Test func aUIKitErrorReachesTheDiagnosticByItsCase() {
        let error = RuntimeError.uikit(.noSections, at: SourceRange(0, 0))
        #expect(error.diagnostic.id == "diffable.noSections")
        #expect(!error.diagnostic.quotesInput)
        #expect(RuntimeError.script(.scale, at: SourceRange(0, 0)).diagnostic.quotesInput)
    }
}
