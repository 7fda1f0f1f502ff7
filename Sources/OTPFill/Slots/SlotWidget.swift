/// A model of the N-box one-time-code widget apps show, reproducing its typing, paste,
/// backspace, tap and commit behaviour (SPEC §3).
///
/// It is a value: apply events with ``apply(_:)`` and read the boxes, the focus and whether the
/// widget committed. The code is the boxes read left to right, a string, so leading zeros stay.
public struct SlotWidget: Equatable, Sendable {
    /// The widest widget supported.
    public static let maxCount = 12

    /// How many boxes there are (1…12).
    public let count: Int
    public let charset: SlotCharset
    public let pastePolicy: PastePolicy
    /// Whether tapping a box also empties it.
    public let clearOnTap: Bool

    /// Each box's character, or `nil` when empty.
    public private(set) var boxes: [Character?]
    /// The index of the focused box.
    public private(set) var focus = 0
    /// How many times commit fired.
    public private(set) var commits = 0
    /// Whether the last thing that happened was a reject (the widget shakes until the next edit).
    public private(set) var isRejected = false

    /// A widget of `count` empty boxes with the focus on the first.
    ///
    /// - Precondition: `count` is within 1…``maxCount``.
    public init(count: Int, charset: SlotCharset = .digits, pastePolicy: PastePolicy = .clamp, clearOnTap: Bool = false) {
        precondition((1...SlotWidget.maxCount).contains(count), "A widget has 1 to \(SlotWidget.maxCount) boxes, not \(count)")
        self.count = count
        self.charset = charset
        self.pastePolicy = pastePolicy
        self.clearOnTap = clearOnTap
        self.boxes = Array(repeating: nil, count: count)
    }

    /// The boxes read left to right, empty boxes skipped.
    public var code: String {
        var code = ""
        for case let box? in boxes { code.append(box) }
        return code
    }

    /// The indices of the filled boxes.
    public var filled: [Int] { boxes.indices.filter { boxes[$0] != nil } }

    /// Whether no box is filled (``filled`` is empty), without building the list.
    public var isEmpty: Bool { !boxes.contains { $0 != nil } }

    /// True exactly when every box is filled: the state in which an app enables its Verify button.
    public var verifyEnabled: Bool { boxes.allSatisfy { $0 != nil } }

    /// Applies one event.
    ///
    /// - Returns: `true` when this event fired commit: it left every box filled and changed the boxes.
    @discardableResult
    public mutating func apply(_ event: SlotEvent) -> Bool {
        let before = boxes
        switch event {
        case let .type(character):
            isRejected = false
            type(character)
        case let .paste(text):
            isRejected = false
            paste(text)
        case .backspace:
            isRejected = false
            backspace()
        case let .tap(index):
            tap(index)
        case .reject:
            boxes = Array(repeating: nil, count: count)
            focus = 0
            isRejected = true
            return false
        }
        guard boxes != before, verifyEnabled else { return false }
        commits += 1
        return true
    }

    /// Applies events in order; returns how many of them fired commit.
    @discardableResult
    public mutating func apply(_ events: [SlotEvent]) -> Int {
        events.reduce(0) { fired, event in fired + (apply(event) ? 1 : 0) }
    }

    private mutating func type(_ character: Character) {
        let normalized = SlotWidget.normalizeKey(character)
        guard let normalized, charset.allows(normalized) else { return }
        boxes[focus] = normalized
        focus = min(focus + 1, count - 1)
    }

    private mutating func paste(_ text: String) {
        let normalized = DigitNormalizer.normalize(text)
        let characters: [Character]
        if normalized.utf8.allSatisfy({ $0 < 0x80 }) {
            // What the general case below does, a byte at a time: every ASCII byte is one
            // character (CR LF aside, which is whitespace either way), and its whitespace is
            // U+0009...U+000D and the space. Asking `Character` cost 12,000 instructions a paste.
            var ascii: [Character] = []
            ascii.reserveCapacity(normalized.utf8.count)
            for byte in normalized.utf8 where !(0x09...0x0D).contains(byte) && byte != 0x20 {
                guard charset.allows(ascii: byte) else { return }
                ascii.append(Character(Unicode.Scalar(byte)))
            }
            characters = ascii
        } else {
            characters = Array(normalized.filter { !$0.isWhitespace })
            guard characters.allSatisfy(charset.allows) else { return }
        }
        guard !characters.isEmpty else { return }
        let start = characters.count >= count ? 0 : focus
        let room = count - start
        var fill = characters[...]
        if fill.count > room {
            guard pastePolicy == .clamp else { return }
            fill = fill.prefix(room)
        }
        for (offset, character) in fill.enumerated() { boxes[start + offset] = character }
        focus = min(start + fill.count, count - 1)
    }

    private mutating func backspace() {
        if boxes[focus] != nil {
            boxes[focus] = nil
        } else if focus > 0 {
            focus -= 1
            boxes[focus] = nil
        }
    }

    private mutating func tap(_ index: Int) {
        guard boxes.indices.contains(index) else { return }
        focus = index
        if clearOnTap { boxes[index] = nil }
    }

    /// A typed Unicode digit or fullwidth letter counts as its ASCII form, as on a phone keyboard.
    private static func normalizeKey(_ character: Character) -> Character? {
        let normalized = DigitNormalizer.normalize(String(character))
        return normalized.count == 1 ? normalized.first : nil
    }
}

extension SlotWidget: CustomStringConvertible {
    /// The readable state, e.g. `[4][2][_][_][_][_] focus=2`, with ` rejected` while shaking.
    public var description: String {
        var text = ""
        for box in boxes { text += "[\(box.map(String.init) ?? "_")]" }
        text += " focus=\(focus)"
        if isRejected { text += " rejected" }
        return text
    }
}
