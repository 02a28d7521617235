import colscript

// The `colscript` executable: everything is in the module `colscript`, which the tests import; this
// target exists so that only the executable links the Swift runtime and Foundation statically
// (Package.swift, `staticRuntimeInRelease`), never a test bundle.
runColscript()
