/// What a ``Rule``'s pattern marks in a message.
public enum RuleKind: String, CaseIterable, Sendable {
    /// A word that announces a code ("verification code", "验证码"); nearby code-shaped tokens
    /// become candidates scored by the rule's weight and their distance.
    case keyword
    /// A pattern whose `code` group (or whole match) is itself a candidate with the rule's weight,
    /// keyword or not: `G-123456`, a service's own template, letter-only codes.
    case code
    /// A context that is not a one-time code (a phone number, an amount, "ending in 1234", a
    /// promo code): candidates inside its `code` group (or whole match) get the weight added
    /// (a negative number), and keywords inside its match are ignored.
    case negative
    /// A context that points at the code ("is 123456", "enter 123456"): candidates inside its
    /// `code` group (or whole match) get the weight added; unlike a negative rule it hides no
    /// keyword. It adds to the evidence a keyword gives and is weighed to stay below
    /// ``Ranker/acceptanceThreshold`` on its own.
    case boost
    /// A message-wide hint: when it matches anywhere, every candidate gets the weight added.
    case context
}
