/// One message to search for a code: its text and where it came from.
public struct Message: Equatable, Sendable {
    /// Where the message came from: a path, `-` for standard input, `path#N` for the Nth message
    /// of a container (a line, a JSON Lines record, a mailbox entry, a backup record).
    public var source: String
    /// An identifier the input gave the message (the `id` of a JSON Lines record), if any.
    public var id: String?
    /// The decoded text to search, subject line included for e-mail.
    public var text: String
    /// Problems met while decoding that did not stop the message from being read; never contain message text.
    public var warnings: [String]

    public init(source: String, id: String? = nil, text: String, warnings: [String] = []) {
        self.source = source
        self.id = id
        self.text = text
        self.warnings = warnings
    }
}
