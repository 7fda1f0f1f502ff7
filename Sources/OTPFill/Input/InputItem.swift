/// What a ``MessageReader`` yields: a message, or a problem that cost one message (or the rest
/// of an input) its result, named by source so that nothing is lost silently.
public enum InputItem: Equatable, Sendable {
    case message(Message)
    /// `source` names the message or input (`path#N`); `reason` never echoes message text.
    case problem(source: String, reason: String)
}
