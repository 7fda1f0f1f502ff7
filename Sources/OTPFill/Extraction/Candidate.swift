/// A string in a message that could be the one-time code, with the evidence for it.
public struct Candidate: Equatable, Sendable {
    /// The code as a widget receives it: ASCII digits, separators removed, `G-` dropped.
    public var code: String
    /// The text as it stands in the message.
    public var raw: String
    /// UTF-8 byte offsets of ``raw`` in the message text.
    public var start: Int
    public var end: Int
    /// The total score; the best candidate at or above ``Ranker/acceptanceThreshold`` is the code.
    public var score: Double
    /// The rule that contributed most (a keyword, code rule, `origin-bound`, or `shape` alone).
    public var rule: String
    /// The language of ``rule`` (`any` when it has none).
    public var language: String
    /// Each contribution to ``score`` in words, for `--explain`.
    public var reasons: [String]

    public init(code: String, raw: String, start: Int, end: Int, score: Double, rule: String,
                language: String = "any", reasons: [String] = []) {
        self.code = code
        self.raw = raw
        self.start = start
        self.end = end
        self.score = score
        self.rule = rule
        self.language = language
        self.reasons = reasons
    }
}
