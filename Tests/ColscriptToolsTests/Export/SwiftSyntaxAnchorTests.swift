import Testing
@testable import ColscriptTools

/// The optional members of an exported test are inserted at named lines of the generated helpers
/// (`SwiftSyntax.Anchor`); an insertion whose line is missing would be dropped without a word.
struct SwiftSyntaxAnchorTests {
    @Test(arguments: [SwiftSyntax.Anchor.delegateMembersEnd, SwiftSyntax.Anchor.dataSourceFieldsEnd,
                      SwiftSyntax.Anchor.stateHelperStart])
    func everyAnchorStandsOnceInTheHelpers(anchor: String) {
        #expect(SwiftSyntax.helpers.components(separatedBy: anchor).count == 2)
    }
}
