/// Everything the prompt shows at one moment, computed by ``PromptSession/view(at:)`` and drawn by
/// ``PromptRenderer``. A plain value, so tests compare it and the driver redraws only when it changes.
public struct PromptView: Equatable, Sendable {
    /// One box on screen.
    public struct Box: Equatable, Sendable {
        /// What the box shows: its character, `•` when masked, or `nil` when empty.
        public var text: Character?
        public var isFocused: Bool
        public var isFilled: Bool

        public init(text: Character?, isFocused: Bool, isFilled: Bool) {
            self.text = text
            self.isFocused = isFocused
            self.isFilled = isFilled
        }
    }

    /// How the status line reads.
    public enum Tone: Equatable, Sendable {
        case hint
        case error
        case success
    }

    public var title: String
    public var boxes: [Box]
    /// Columns the boxes are moved right (positive) or left (negative) while they shake.
    public var shakeOffset: Int
    /// The AutoFill suggestion line, e.g. `From: /var/mail/new/1700000000.host`.
    public var suggestion: String?
    public var status: String
    public var tone: Tone

    public init(title: String, boxes: [Box], shakeOffset: Int = 0, suggestion: String? = nil, status: String, tone: Tone = .hint) {
        self.title = title
        self.boxes = boxes
        self.shakeOffset = shakeOffset
        self.suggestion = suggestion
        self.status = status
        self.tone = tone
    }
}
