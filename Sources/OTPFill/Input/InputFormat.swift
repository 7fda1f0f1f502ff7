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
    /// One RFC 5322 e-mail message with MIME (a `.eml` file).
    case eml
    /// An mbox mailbox: e-mail messages after `From ` separator lines.
    case mbox
    /// A Maildir directory (`cur/`, `new/`, `tmp/`), one e-mail message per file.
    case maildir
    /// An SMS Backup & Restore XML backup (`<smses>`).
    case smsxml
}
