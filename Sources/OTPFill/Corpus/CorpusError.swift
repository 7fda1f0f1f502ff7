/// A corpus line or file that could not be used; names its source (`path#N`).
public struct CorpusError: Error, Equatable, Sendable, CustomStringConvertible {
    public let source: String
    public let reason: String

    public init(source: String, reason: String) {
        self.source = source
        self.reason = reason
    }

    public var description: String { "\(source): \(reason)" }
}
