/// A corpus message that got a wrong answer.
public struct CorpusFailure: Equatable, Sendable {
    public var entry: CorpusEntry
    /// What otpfill returned (`nil` for no code).
    public var got: String?
}
