/// One index path (or section) deleted twice in one batch: UIKit raises nothing at the call and
/// corrupts its state later (rdar 31786176, iOS 10.3.1; IGListKit#689 — docs/evidence.md E3). The
/// validator still finds it (`UIKitError.itemDeletedTwice` / `.sectionDeletedTwice`, after the count
/// checks, which count both deletes as UIKit does); the view turns it into this warning.
enum DoubleDeleteWarning {
    /// The warning for a double delete found by the validator; nil for any other error.
    static func text(for error: UIKitError) -> String? {
        let what: String
        if case .itemDeletedTwice(let path) = error {
            what = "index path \(path.nsDescription)"
        } else if case .sectionDeletedTwice(let section) = error {
            what = "section \(section)"
        } else {
            return nil
        }
        return "\(what) is deleted twice in one update. UIKit raises nothing here, but counts both deletes while "
            + "animating one, so its state no longer matches the data source: expect wrong or missing cells and "
            + "an exception in a later update or layout pass (rdar 31786176, iOS 10.3.1; IGListKit#689). "
            + "The engine accepts the update and reloads the view from the data source."
    }
}
