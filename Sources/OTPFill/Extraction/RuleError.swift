/// Why a rules file could not be used; the message names the file and line.
public struct RuleError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file (or `built-in`) the rule came from.
    public let file: String
    /// The 1-based line number of the bad rule.
    public let line: Int
    public let reason: String

    public init(file: String, line: Int, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    public var description: String { "\(file):\(line): \(reason)" }
}
