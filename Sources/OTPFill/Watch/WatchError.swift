/// Why a path cannot be watched for new messages.
public struct WatchError: Error, Equatable, Sendable, CustomStringConvertible {
    public let path: String
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}
