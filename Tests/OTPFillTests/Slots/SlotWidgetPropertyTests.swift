import FuzzSupport
import Testing

@testable import OTPFill

/// Rules of SPEC §3 checked over many random event sequences from a fixed seed, so a failure
/// always reproduces.
@Suite struct SlotWidgetPropertyTests {
    private static let keys: [Character] = Array("0123456789abcXYZ٤４ -.①²")

    private static func randomWidget(_ random: inout SeededGenerator) -> SlotWidget {
        SlotWidget(
            count: Int.random(in: 1...SlotWidget.maxCount, using: &random),
            charset: random.pick(SlotCharset.allCases),
            pastePolicy: random.pick(PastePolicy.allCases),
            clearOnTap: Bool.random(using: &random)
        )
    }

    private static func randomEvent(for widget: SlotWidget, _ random: inout SeededGenerator)
        -> SlotEvent
    {
        switch Int.random(in: 0..<20, using: &random) {
        case 0..<9:
            return .type(random.pick(keys))
        case 9..<12:
            let length = Int.random(in: 1...(widget.count + 2), using: &random)
            var text = ""
            for _ in 0..<length {
                text.append(
                    Int.random(in: 0..<12, using: &random) == 0
                        ? random.pick(keys)
                        : Character(String(Int.random(in: 0...9, using: &random))))
            }
            return .paste(text)
        case 12..<16:
            return .backspace
        case 16..<19:
            return .tap(Int.random(in: 0...widget.count, using: &random))
        default:
            return .reject
        }
    }

    private static func randomAllowedKey(for widget: SlotWidget, _ random: inout SeededGenerator)
        -> Character
    {
        let allowed = widget.charset == .digits ? Array("0123456789") : Array("0123456789abzABZ")
        return random.pick(allowed)
    }

    @Test func commitFiresExactlyWhenAnEditFillsEveryBoxAndChangesThem() {
        var random = SeededGenerator(seed: 0x0F11)
        for _ in 0..<300 {
            var widget = Self.randomWidget(&random)
            var fired = 0
            for _ in 0..<40 {
                let before = widget
                let event = Self.randomEvent(for: widget, &random)
                let committed = widget.apply(event)
                let expected = widget.boxes != before.boxes && widget.boxes.allSatisfy { $0 != nil }
                #expect(committed == expected, "\(event) on \(before) gave \(widget)")
                if committed { fired += 1 }
                #expect(widget.commits == fired)
            }
        }
    }

    @Test func stateStaysConsistentAfterAnyEvents() {
        var random = SeededGenerator(seed: 0xC0DE)
        for _ in 0..<300 {
            var widget = Self.randomWidget(&random)
            for _ in 0..<40 {
                let before = widget
                let event = Self.randomEvent(for: widget, &random)
                widget.apply(event)
                #expect(widget.boxes.count == widget.count)
                #expect((0..<widget.count).contains(widget.focus), "\(event) on \(before)")
                #expect(widget.verifyEnabled == (widget.filled.count == widget.count))
                #expect(widget.code == String(widget.boxes.compactMap { $0 }))
                #expect(widget.boxes.allSatisfy { $0.map(widget.charset.allows) ?? true }, "\(widget)")
                switch event {
                case .reject: #expect(widget.isRejected)
                case .tap: #expect(widget.isRejected == before.isRejected)
                case .type, .paste, .backspace: #expect(!widget.isRejected)
                }
            }
        }
    }

    @Test func kBackspacesAfterKTypedCharactersRestoreThePreviousBoxes() {
        var random = SeededGenerator(seed: 0xBAC5)
        var checked = 0
        for _ in 0..<2_000 {
            var widget = Self.randomWidget(&random)
            for _ in 0..<Int.random(in: 0..<12, using: &random) {
                widget.apply(Self.randomEvent(for: widget, &random))
            }
            // The rule is about typing onward: from the focus to the end the boxes are empty.
            guard widget.boxes[widget.focus...].allSatisfy({ $0 == nil }) else { continue }
            let before = widget
            let k = Int.random(in: 1...(widget.count - widget.focus), using: &random)
            var typed: [Character] = []
            for _ in 0..<k {
                let key = Self.randomAllowedKey(for: widget, &random)
                typed.append(key)
                widget.apply(.type(key))
            }
            for _ in 0..<k { widget.apply(.backspace) }
            #expect(
                widget.boxes == before.boxes, "typed \(typed) then \(k) backspaces on \(before): \(widget)")
            #expect(
                widget.focus == before.focus, "typed \(typed) then \(k) backspaces on \(before): \(widget)")
            checked += 1
        }
        #expect(checked > 500)
    }

    @Test func backspaceThenRetypingTheSameCharacterRestoresAFullWidget() {
        var random = SeededGenerator(seed: 0xF00D)
        for _ in 0..<300 {
            var widget = Self.randomWidget(&random)
            var digits = ""
            for _ in 0..<widget.count { digits.append(Self.randomAllowedKey(for: widget, &random)) }
            widget.apply(.paste(digits))
            let full = widget
            #expect(full.code == digits)
            let box = Int.random(in: 0..<widget.count, using: &random)
            widget.apply(.tap(box))
            if !widget.clearOnTap { widget.apply(.backspace) }
            widget.apply(.type(Array(digits)[box]))
            #expect(widget.boxes == full.boxes)
            #expect(widget.commits == full.commits + 1)
        }
    }
}
