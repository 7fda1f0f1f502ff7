/// One extraction rule: a PCRE2 pattern with a kind, a language, a weight and a name.
///
/// Rules are data so that users can add their own (`--rules FILE`) in the same format the
/// built-in set is written in; see ``RuleParser``.
public struct Rule: Equatable, Sendable {
    public var kind: RuleKind
    /// A language tag (`en`, `zh`, `pt`) or `any`; reported with candidates and in per-language figures.
    public var language: String
    /// A unique, readable name (`en.strong`), reported by `--all` and `--explain`.
    public var name: String
    /// For keywords and code rules the strength of the evidence (about 1…3); for negative and
    /// context rules the amount added to a candidate's score (negative numbers penalize).
    public var weight: Double
    /// PCRE2 syntax, compiled in UTF mode. Code and negative rules may name a group `code`.
    public var pattern: String
    /// The file the rule was written in (`built-in` for ours), for error messages.
    public var file: String
    /// The 1-based line of the rule in ``file``.
    public var line: Int

    public init(kind: RuleKind, language: String, name: String, weight: Double, pattern: String,
                file: String = "", line: Int = 0) {
        self.kind = kind
        self.language = language
        self.name = name
        self.weight = weight
        self.pattern = pattern
        self.file = file
        self.line = line
    }
}
