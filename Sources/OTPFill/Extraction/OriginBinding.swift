/// An origin-bound code line (WICG sms-one-time-codes): `@example.com #123456 @embedded.example`.
public struct OriginBinding: Equatable, Sendable {
    /// The top-level host the code is for.
    public var host: String
    /// The host of the iframe the code is for, if the line names one.
    public var embedded: String?
    /// The code token exactly as written after `#`.
    public var code: String
    /// Whether the line follows the WICG grammar to the letter (last line, single spaces);
    /// `false` for what Chrome also accepts (the line anywhere, a trailing newline).
    public var isStrict: Bool
    /// UTF-8 byte offsets of the code token in the message.
    public var codeStart: Int
    public var codeEnd: Int
}
