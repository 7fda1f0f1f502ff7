/// Turns the bytes a terminal sends in raw mode into ``Key``s.
///
/// Bytes may arrive split anywhere (an escape sequence or a UTF-8 character across two reads), so
/// the decoder keeps what it has not finished and goes on with the next ``feed(_:)``. A lone ESC
/// cannot be told from the start of a CSI sequence until more bytes arrive or none do: while
/// ``isWaiting`` is true, the caller waits a short timeout and then calls ``flush()``.
///
/// Bracketed pastes (`ESC[200~` … `ESC[201~`) become one ``Key/paste(_:)``: at most
/// ``pasteLimit`` bytes are kept (the rest are read and dropped), and control characters,
/// an ESC or Ctrl-C included, turn into spaces so nothing inside a paste acts as a key.
public struct KeyDecoder: Sendable {
    /// The most bytes of one paste that are kept: 1024.
    public static let defaultPasteLimit = 1024

    /// The terminal's erase character (`c_cc[VERASE]`), accepted as backspace besides DEL and Ctrl-H.
    public var erase: UInt8?
    public let pasteLimit: Int

    private enum State: Sendable {
        case ground
        case escape
        case csi
        case ss3
        case utf8(remaining: Int)
        case paste
        /// The rest of an overlong CSI sequence, skipped up to its final byte.
        case discard
    }

    private var state = State.ground
    private var sequence: [UInt8] = []
    private var pasteContent: [UInt8] = []
    private var pasteTerminatorMatched = 0

    private static let pasteTerminator: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]  // ESC [ 2 0 1 ~
    private static let longestSequence = 32

    /// A decoder; `erase` is the terminal's `VERASE` byte, if known.
    public init(erase: UInt8? = nil, pasteLimit: Int = KeyDecoder.defaultPasteLimit) {
        self.erase = erase
        self.pasteLimit = max(1, pasteLimit)
    }

    /// Whether an unfinished sequence waits for more bytes; after a short quiet time call ``flush()``.
    ///
    /// An unfinished bracketed paste does not count: it ends only with its terminator.
    public var isWaiting: Bool {
        switch state {
        case .ground, .paste, .discard: return false
        default: return true
        }
    }

    /// Decodes `bytes`, continuing any sequence left unfinished by the previous call.
    ///
    /// - Returns: the keys completed by these bytes, in order.
    public mutating func feed<Bytes: Sequence>(_ bytes: Bytes) -> [Key] where Bytes.Element == UInt8 {
        var keys: [Key] = []
        for byte in bytes { consume(byte, into: &keys) }
        return keys
    }

    /// Gives up waiting: a pending lone ESC becomes ``Key/escape``, an unfinished sequence ``Key/unknown(_:)``.
    public mutating func flush() -> [Key] {
        defer {
            if case .paste = state {} else {
                state = .ground
                sequence = []
            }
        }
        switch state {
        case .escape: return [.escape]
        case .csi, .ss3, .utf8: return [.unknown(sequence)]
        case .ground, .paste, .discard: return []
        }
    }

    private mutating func consume(_ byte: UInt8, into keys: inout [Key]) {
        switch state {
        case .ground:
            ground(byte, into: &keys)
        case .escape:
            switch byte {
            case 0x5B:  // [
                state = .csi
                sequence.append(byte)
            case 0x4F:  // O
                state = .ss3
                sequence.append(byte)
            default:
                // Not a sequence: the ESC was a key of its own; the byte starts afresh.
                state = .ground
                sequence = []
                keys.append(.escape)
                ground(byte, into: &keys)
            }
        case .csi:
            sequence.append(byte)
            if (0x40...0x7E).contains(byte) {
                let finished = sequence
                state = .ground
                sequence = []
                switch KeyDecoder.csi(finished) {
                case let .key(key):
                    keys.append(key)
                case .pasteStart:
                    state = .paste
                    pasteContent = []
                    pasteTerminatorMatched = 0
                case .unknown:
                    keys.append(.unknown(finished))
                }
            } else if !(0x20...0x3F).contains(byte) {
                keys.append(.unknown(sequence))
                state = .ground
                sequence = []
            } else if sequence.count > KeyDecoder.longestSequence {
                keys.append(.unknown(sequence))
                state = .discard
                sequence = []
            }
        case .discard:
            if (0x40...0x7E).contains(byte) || !(0x20...0x3F).contains(byte) { state = .ground }
        case .ss3:
            sequence.append(byte)
            state = .ground
            let finished = sequence
            sequence = []
            switch byte {
            case 0x43: keys.append(.right)
            case 0x44: keys.append(.left)
            case 0x48: keys.append(.home)
            case 0x46: keys.append(.end)
            case 0x4D: keys.append(.enter)  // keypad Enter in application mode
            default: keys.append(.unknown(finished))
            }
        case let .utf8(remaining):
            guard byte & 0xC0 == 0x80 else {
                keys.append(.unknown(sequence))
                state = .ground
                sequence = []
                ground(byte, into: &keys)
                return
            }
            sequence.append(byte)
            if remaining > 1 {
                state = .utf8(remaining: remaining - 1)
                return
            }
            let finished = sequence
            state = .ground
            sequence = []
            if let character = KeyDecoder.decodeCharacter(finished) {
                keys.append(.character(character))
            } else {
                keys.append(.unknown(finished))
            }
        case .paste:
            pasteByte(byte, into: &keys)
        }
    }

    private mutating func ground(_ byte: UInt8, into keys: inout [Key]) {
        switch byte {
        case 0x1B:
            state = .escape
            sequence = [byte]
        case 0x03: keys.append(.interrupt)
        case 0x04: keys.append(.endOfInput)
        case 0x0D, 0x0A: keys.append(.enter)
        case 0x7F, 0x08: keys.append(.backspace)
        case _ where byte == erase && (byte < 0x20 || byte == 0x7F): keys.append(.backspace)
        case 0x20...0x7E: keys.append(.character(Character(Unicode.Scalar(byte))))
        case 0xC2...0xDF: startUTF8(byte, remaining: 1)
        case 0xE0...0xEF: startUTF8(byte, remaining: 2)
        case 0xF0...0xF4: startUTF8(byte, remaining: 3)
        default: keys.append(.unknown([byte]))
        }
    }

    private mutating func startUTF8(_ byte: UInt8, remaining: Int) {
        state = .utf8(remaining: remaining)
        sequence = [byte]
    }

    private mutating func pasteByte(_ byte: UInt8, into keys: inout [Key]) {
        let terminator = KeyDecoder.pasteTerminator
        if byte == terminator[pasteTerminatorMatched] {
            pasteTerminatorMatched += 1
            if pasteTerminatorMatched == terminator.count {
                keys.append(.paste(KeyDecoder.cleanPaste(pasteContent)))
                pasteContent = []
                pasteTerminatorMatched = 0
                state = .ground
            }
            return
        }
        // A partial terminator that did not complete was pasted text after all.
        for held in terminator[0..<pasteTerminatorMatched] { keepPasted(held) }
        pasteTerminatorMatched = 0
        if byte == terminator[0] {
            pasteTerminatorMatched = 1
        } else {
            keepPasted(byte)
        }
    }

    private mutating func keepPasted(_ byte: UInt8) {
        if pasteContent.count < pasteLimit { pasteContent.append(byte) }
    }

    /// What a complete CSI sequence means.
    private enum CSIMeaning {
        case key(Key)
        case pasteStart
        case unknown
    }

    /// The meaning of a complete CSI sequence (ESC `[` parameters final-byte).
    private static func csi(_ sequence: [UInt8]) -> CSIMeaning {
        guard sequence.count >= 3, let final = sequence.last else { return .unknown }
        let parameters = sequence.dropFirst(2).dropLast()
        let first = parameters.prefix { $0 >= 0x30 && $0 <= 0x39 }
        let number = first.isEmpty ? nil : Int(String(decoding: first, as: UTF8.self))
        switch final {
        case 0x43: return .key(.right)
        case 0x44: return .key(.left)
        case 0x48: return .key(.home)
        case 0x46: return .key(.end)
        case 0x7E:
            switch number {
            case 1, 7: return .key(.home)
            case 4, 8: return .key(.end)
            case 3: return .key(.delete)
            case 200: return .pasteStart
            default: return .unknown
            }
        default: return .unknown
        }
    }

    private static func decodeCharacter(_ bytes: [UInt8]) -> Character? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        guard case let .scalarValue(scalar) = decoder.decode(&iterator) else { return nil }
        guard iterator.next() == nil, !isControl(scalar) else { return nil }
        return Character(scalar)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Pasted bytes as text: invalid UTF-8 replaced, control characters made spaces, ends trimmed.
    static func cleanPaste(_ bytes: [UInt8]) -> String {
        var text = String.UnicodeScalarView()
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            text.append(isControl(scalar) ? " " : scalar)
        }
        var result = String(text)
        while result.first == " " { result.removeFirst() }
        while result.last == " " { result.removeLast() }
        return result
    }
}
