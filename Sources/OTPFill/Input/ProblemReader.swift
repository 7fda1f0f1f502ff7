/// A reader that yields one problem and nothing else: for an input that can be opened but
/// not read in the requested format (a stream given as `--input maildir`).
public struct ProblemReader: MessageReader {
    private var problem: InputItem?

    public init(source: String, reason: String) {
        problem = .problem(source: source, reason: reason)
    }

    public mutating func next() -> InputItem? {
        defer { problem = nil }
        return problem
    }
}
