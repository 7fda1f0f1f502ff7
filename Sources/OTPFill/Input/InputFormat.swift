/// How the bytes of an input are split into messages (`--input`).
public enum InputFormat: String, CaseIterable, Sendable {
    /// Decide from the content (and, for directories, the layout); see ``FormatDetector``.
    case auto
    /// The whole input is one message.
    case text
    /// One message per line.
    case lines
    /// JSON Lines: objects with `"text"` and an optional `"id"`.
    case jsonl
}
