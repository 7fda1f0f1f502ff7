import OTPFill

/// Invariants of the slot model (SPEC §3) under random event sequences (`FuzzSlots`).
///
/// The first two bytes choose the widget (box count, charset, paste policy, clear-on-tap);
/// every following byte is an event, some taking an argument byte. After each event the
/// state is checked against what the event must do, and against the invariants that always
/// hold: the focus is a box, boxes hold only allowed characters, commit fires exactly when an
/// edit changed the boxes and left them all filled, `verifyEnabled` is "all filled", and k
/// backspaces after k typed characters restore the boxes.
public enum SlotInvariants {
    /// Characters events are made of: ASCII digits (most often), letters, Unicode digits,
    /// separators, invisible characters and symbols that no box accepts.
    static let alphabet: [Character] = [
        "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "a", "Z", "k", "٤", "۴", "४", "４", "Ａ",
        " ", "-", ".", "\u{A0}", "\u{200B}", "\u{2009}", "#", "é", "\u{301}", "😀", "\n", "\u{0}",
    ]

    public static func check(_ bytes: UnsafeBufferPointer<UInt8>) throws(InvariantViolation) {
        var input = ByteCursor(bytes)
        let count = Int(input.next() % UInt8(SlotWidget.maxCount)) + 1
        let flags = input.next()
        var widget = SlotWidget(count: count, charset: flags & 1 == 0 ? .digits : .alnum,
                                pastePolicy: flags & 2 == 0 ? .clamp : .reject, clearOnTap: flags & 4 != 0)
        var step = 0
        while !input.isAtEnd, step < 4096 {
            step += 1
            let operation = input.next()
            switch operation % 8 {
            case 0, 1: try apply(.type(character(input.next())), to: &widget)
            case 2, 6:
                var text = ""
                for _ in 0..<(input.next() % 16) { text.append(character(input.next())) }
                try apply(operation % 8 == 2 ? .paste(text) : .insert(text), to: &widget)
            case 3: try apply(.backspace, to: &widget)
            case 4: try apply(.tap(Int(input.next() % 14)), to: &widget)
            case 5: try apply(.reject, to: &widget)
            default: try typeThenErase(Int(input.next()) % (count + 1), into: widget, seed: input.next())
            }
        }
        _ = widget.description
        let json = SlotStateFormatter.json(widget)
        do { _ = try JSONParser.parse(json) } catch { throw InvariantViolation("state JSON does not parse: \(json)") }
        for word in String(decoding: bytes, as: UTF8.self).split(separator: " ") {
            _ = SlotEvent(parsing: String(word))
        }
    }

    static func character(_ byte: UInt8) -> Character {
        byte < 160 ? Character(Unicode.Scalar(0x30 + byte % 10)) : alphabet[Int(byte) % alphabet.count]
    }

    /// Applies `event` and checks what it did.
    static func apply(_ event: SlotEvent, to widget: inout SlotWidget) throws(InvariantViolation) {
        let before = widget
        let fired = widget.apply(event)
        let after = widget
        let changed = after.boxes != before.boxes
        // Described only when a check fails: formatting on every event would dominate the run.
        var name: String { "\(event) on \(before)" }

        try require((0..<after.count).contains(after.focus), "\(name): focus \(after.focus) outside the widget")
        try require(after.verifyEnabled == (after.filled.count == after.count), "\(name): verifyEnabled is not 'all filled'")
        try require(after.code == String(after.boxes.compactMap { $0 }), "\(name): code is not the boxes")
        for box in after.boxes {
            if let box { try require(after.charset.allows(box), "\(name): box holds disallowed '\(box)'") }
        }
        try require(fired == (changed && after.verifyEnabled), "\(name): commit fired=\(fired), changed=\(changed), full=\(after.verifyEnabled)")
        try require(after.commits == before.commits + (fired ? 1 : 0), "\(name): commit counter is off")
        if case .reject = event {} else {
            if case .tap = event {} else { try require(!after.isRejected, "\(name): still rejected after an edit") }
        }

        switch event {
        case let .type(character):
            let key = DigitNormalizer.normalize(String(character))
            if key.count == 1, let allowed = key.first, before.charset.allows(allowed) {
                try require(after.boxes[before.focus] == allowed, "\(name): typed character not in the focused box")
                try require(after.focus == min(before.focus + 1, before.count - 1), "\(name): focus did not advance")
                try require(unchanged(before, after, except: [before.focus]), "\(name): typing touched another box")
            } else {
                try require(!changed && after.focus == before.focus, "\(name): a disallowed character changed the widget")
            }
        case let .paste(text):
            try checkPaste(text, before, after, name)
        case .backspace:
            if before.boxes[before.focus] != nil {
                try require(after.boxes[before.focus] == nil && after.focus == before.focus, "\(name): did not clear the focused box")
                try require(unchanged(before, after, except: [before.focus]), "\(name): backspace touched another box")
            } else if before.focus > 0 {
                try require(after.focus == before.focus - 1 && after.boxes[after.focus] == nil, "\(name): did not step back")
                try require(unchanged(before, after, except: [after.focus]), "\(name): backspace touched another box")
            } else {
                try require(!changed && after.focus == 0, "\(name): backspace at box 0 changed something")
            }
        case let .tap(index):
            if index < before.count {
                try require(after.focus == index, "\(name): tap did not move the focus")
                try require(unchanged(before, after, except: before.clearOnTap ? [index] : []), "\(name): tap changed a box")
                if before.clearOnTap { try require(after.boxes[index] == nil, "\(name): clear-on-tap kept the box") }
            } else {
                try require(after == before, "\(name): a tap outside the widget changed it")
            }
        case .reject:
            try require(after.filled.isEmpty && after.focus == 0 && after.isRejected && !fired, "\(name): reject did not reset")
        }
    }

    static func checkPaste(_ text: String, _ before: SlotWidget, _ after: SlotWidget, _ name: @autoclosure () -> String) throws(InvariantViolation) {
        // Sanitized as SPEC §3 says: Unicode digits made ASCII; separators, invisible
        // characters and white space (a pasted line break) dropped.
        let characters = Array(DigitNormalizer.normalize(text).filter { !$0.isWhitespace })
        let accepted = !characters.isEmpty && characters.allSatisfy(before.charset.allows)
        let start = characters.count >= before.count ? 0 : before.focus
        let tooLong = characters.count > before.count - start
        if !accepted || (tooLong && before.pastePolicy == .reject) {
            try require(after.boxes == before.boxes && after.focus == before.focus, "\(name()): a rejected paste changed the widget")
            return
        }
        let filled = min(characters.count, before.count - start)
        for offset in 0..<filled {
            try require(after.boxes[start + offset] == characters[offset], "\(name()): paste put the wrong character in box \(start + offset)")
        }
        try require(unchanged(before, after, except: Set(start..<(start + filled))), "\(name()): paste touched boxes outside its range")
        try require(after.focus == min(start + filled, before.count - 1), "\(name()): focus after paste is \(after.focus)")
    }

    /// Types `k` allowed characters into empty boxes from the focus, then presses backspace
    /// `k` times, on a copy of `widget`: the boxes and focus must be as they were.
    static func typeThenErase(_ k: Int, into widget: SlotWidget, seed: UInt8) throws(InvariantViolation) {
        guard k > 0, widget.focus + k <= widget.count else { return }
        let last = min(widget.focus + k, widget.count - 1)
        guard (widget.focus...last).allSatisfy({ widget.boxes[$0] == nil }) else { return }
        var copy = widget
        for offset in 0..<k { try apply(.type(Character(Unicode.Scalar(0x30 + (seed &+ UInt8(offset)) % 10))), to: &copy) }
        for _ in 0..<k { try apply(.backspace, to: &copy) }
        try require(copy.boxes == widget.boxes && copy.focus == widget.focus,
                    "\(k) backspaces after \(k) typed characters left \(copy) instead of \(widget)")
    }

    static func unchanged(_ before: SlotWidget, _ after: SlotWidget, except: Set<Int>) -> Bool {
        before.boxes.indices.allSatisfy { except.contains($0) || before.boxes[$0] == after.boxes[$0] }
    }
}
