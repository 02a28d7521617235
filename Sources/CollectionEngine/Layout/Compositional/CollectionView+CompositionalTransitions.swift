/// Layout changes into a compositional (or list) layout, animated or interactive (docs/layout.md
/// §7.2): the custom boundary kinds it declares are registered first, as when it is installed
/// plainly; the rest is the layout-agnostic transition (CollectionView+Transitions.swift).
extension CollectionView {
    /// setCollectionViewLayout(_:animated:completion:) with a compositional layout.
    public mutating func setCollectionViewLayout(_ newLayout: CompositionalLayout, animated: Bool) throws(UIKitError) {
        try transaction { view throws(UIKitError) in
            view.registerBoundaryKinds(of: newLayout)
            try view.setCollectionViewLayout(.compositional(newLayout), animated: animated)
        }
    }

    /// startInteractiveTransition(to:completion:) with a compositional layout.
    public mutating func startInteractiveTransition(to newLayout: CompositionalLayout) throws(UIKitError) {
        try transaction { view throws(UIKitError) in
            view.registerBoundaryKinds(of: newLayout)
            try view.startInteractiveTransition(to: .compositional(newLayout))
        }
    }
}
