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
    /// A message-wide hint: when it matches anywhere, every candidate gets the weight added.
    case context
}
