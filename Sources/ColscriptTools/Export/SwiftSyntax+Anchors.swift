extension SwiftSyntax {
    /// The lines of the generated helpers after (or before) which the optional members are
    /// inserted: named once here, so a change to the helpers' text moves every insertion with it.
    enum Anchor {
        /// The end of the delegate's `shouldDeselectItemAt` answer: delegate members go after it.
        static let delegateMembersEnd = "shouldDeselect[indexPath] ?? shouldDeselectEveryItem\n    }\n"
        /// The data source's reuse identifier: its further stored properties go after it.
        static let dataSourceFieldsEnd = "var cellReuseIdentifier = \"Cell\"\n"
        /// The data source's cellForItemAt signature: what its body starts with goes after it.
        static let cellForItemAtStart = "cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {\n"
        /// The data source's viewForSupplementaryElementOfKind signature (when the scenario has
        /// supplementary views): what its body starts with goes after it.
        static let supplementaryViewStart = "at indexPath: IndexPath) -> UICollectionReusableView {\n"
        /// The delegate's initialiser: the members that look up identifiers go after it.
        static let delegateInitEnd = "init(dataSource: DataSource) { self.dataSource = dataSource }\n"
        /// The start of the state-assertion helper: new types go before it.
        static let stateHelperStart = "\n/// The state colscript's transcript shows after a step"
    }
}
