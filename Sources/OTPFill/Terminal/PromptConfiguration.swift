/// What the interactive prompt looks like and how it behaves (`otpfill prompt`).
///
/// Times are in milliseconds of a monotonic clock.
public struct PromptConfiguration: Sendable {
    /// The number of boxes (1…12); 6 by default.
    public var slotCount: Int
    public var charset: SlotCharset
    public var pastePolicy: PastePolicy
    /// The line above the boxes; "Enter the 6-digit code" (or "6-character code") when `nil`.
    public var title: String?
    /// Whether typed characters turn into `•` after ``maskDelay``.
    public var mask: Bool
    /// How long a typed character stays readable with ``mask``: 600 ms.
    public var maskDelay: Int
    /// How many codes may be rejected (by the verify command) before the prompt gives up: 3.
    public var tries: Int
    /// Whether a verify command checks each code (changes the status lines only).
    public var verifies: Bool
    /// How long an autofilled, complete code stays on screen before it is submitted: 700 ms.
    /// Any key in that time cancels the submit and edits the boxes instead.
    public var autofillHold: Int
    /// How long the boxes shake after a rejected code: about 320 ms.
    public var shakeFrameLength: Int

    public init(
        slotCount: Int = 6, charset: SlotCharset = .digits, pastePolicy: PastePolicy = .clamp, title: String? = nil,
        mask: Bool = false, maskDelay: Int = 600, tries: Int = 3, verifies: Bool = false, autofillHold: Int = 700,
        shakeFrameLength: Int = 45
    ) {
        precondition((1...SlotWidget.maxCount).contains(slotCount), "A prompt has 1 to \(SlotWidget.maxCount) boxes, not \(slotCount)")
        precondition(tries >= 1, "A prompt allows at least one try")
        self.slotCount = slotCount
        self.charset = charset
        self.pastePolicy = pastePolicy
        self.title = title
        self.mask = mask
        self.maskDelay = maskDelay
        self.tries = tries
        self.verifies = verifies
        self.autofillHold = autofillHold
        self.shakeFrameLength = shakeFrameLength
    }

    /// The title shown: ``title`` or a default naming the box count.
    public var displayTitle: String {
        if let title { return title }
        return charset == .digits ? "Enter the \(slotCount)-digit code" : "Enter the \(slotCount)-character code"
    }
}
