import ArgumentParser
import CollectionScript

/// Writes `run --svg DIR` pictures and the `run --html FILE` page.
enum Pictures {
    /// Writes the files asked for; a file that cannot be written is reported and exits 73
    /// (sysexits EX_CANTCREAT).
    static func write(steps: [StepSnapshot], result: RunResult, title: String,
                      svgDirectory: String?, htmlFile: String?, source: SourceFile? = nil) throws {
        var failed: [(path: String, reason: String)] = []
        if let directory = svgDirectory {
            if FileWriter.makeDirectory(directory) {
                for picture in SVGRenderer.pictures(for: steps) {
                    let path = directory.hasSuffix("/") ? directory + picture.name : directory + "/" + picture.name
                    if let reason = FileWriter.write(picture.svg, to: path) { failed.append((path, reason)) }
                }
            } else {
                failed.append((directory, "cannot make the folder"))
            }
        }
        if let htmlFile {
            let page = HTMLRenderer.render(title: title, result: result, steps: steps, source: source)
            if let reason = FileWriter.write(page, to: htmlFile) { failed.append((htmlFile, reason)) }
        }
        for (path, reason) in failed { StandardStream.error.write("colscript: cannot write '\(path)': \(reason)\n") }
        if !failed.isEmpty { throw ExitStatus.cannotCreate.exitCode }
    }
}
