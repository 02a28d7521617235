import Testing
@testable import ColscriptTools

/// The optional members of an exported test are inserted at named lines of the generated helpers
/// (`SwiftSyntax.Anchor`); an insertion whose line is missing would be dropped without a word.
struct SwiftSyntaxAnchorTests {
    @Test(arguments: [SwiftSyntax.Anchor.delegateMembersEnd, SwiftSyntax.Anchor.dataSourceFieldsEnd,
                      SwiftSyntax.Anchor.stateHelperStart, SwiftSyntax.Anchor.cellForItemAtStart,
                      SwiftSyntax.Anchor.delegateInitEnd])
    func everyAnchorStandsOnceInTheHelpers(anchor: String) {
        #expect(SwiftSyntax.helpers.components(separatedBy: anchor).count == 2)
    }

    /// The supplementary view's signature stands once in each form of viewForSupplementaryElementOfKind.
    @Test(arguments: [SwiftSyntax.supplementaryViews, SwiftSyntax.supplementaryAnswers])
    func theSupplementaryViewAnchorStandsOnceInEachForm(form: String) {
        #expect(form.components(separatedBy: SwiftSyntax.Anchor.supplementaryViewStart).count == 2)
    }
}
