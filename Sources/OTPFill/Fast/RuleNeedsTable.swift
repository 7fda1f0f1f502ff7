/// What each rule needs before the gate lets it run (``RuleGate/Need``), written as text so the
/// built-in rules' needs can ship with the binary (``BuiltinRuleNeeds``) instead of being worked
/// out by ``RequiredLiterals`` in every process.
///
/// Working them out takes longer than compiling every pattern, so without the table the gate
/// only pays off after a few messages; with it the gate runs from the first message, and the
/// patterns it keeps out are never compiled. Each line carries a hash of the rule's pattern:
/// a rule edited since the table was written is simply analysed again, never gated wrongly.
///
/// One line per rule: `name`, the pattern's FNV-1a hash in hex, then `*` (no literal is
/// needed: always run) or one field per piece: `c:` case-folded text, `e:` exact text. Fields
/// are tab-separated; a control character, `\`, `"` or byte of broken UTF-8 in a piece is
/// written `\xHH`.
struct RuleNeedsTable {
    private var needs: [String: (hash: UInt64, need: RuleGate.Need)] = [:]

    /// The table in `text`; a malformed line is skipped (its rule is analysed instead).
    init(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var lineStart = 0
            while lineStart < bytes.count {
                var lineEnd = lineStart
                while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
                read(UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]))
                lineStart = lineEnd + 1
            }
        }
    }

    /// Reads one line: name, hash, then `*` or the pieces.
    private mutating func read(_ line: UnsafeBufferPointer<UInt8>) {
        var fields: [Range<Int>] = []
        var fieldStart = 0
        for index in 0...line.count where index == line.count || line[index] == UInt8(ascii: "\t") {
            fields.append(fieldStart..<index)
            fieldStart = index + 1
        }
        guard fields.count >= 3, !fields[0].isEmpty, let hash = RuleNeedsTable.hex(line[fields[1]]) else { return }
        let name = String(decoding: line[fields[0]], as: UTF8.self)
        if fields.count == 3, line[fields[2]].elementsEqual("*".utf8) {
            needs[name] = (hash, .always)
            return
        }
        var pieces = Set<RequiredLiterals.Piece>(minimumCapacity: fields.count - 2)
        for field in fields[2...] {
            guard let piece = RuleNeedsTable.piece(UnsafeBufferPointer(rebasing: line[field])) else { return }
            pieces.insert(piece)
        }
        needs[name] = (hash, .oneOf(pieces))
    }

    /// Hex digits as a number; `nil` for anything else or more than 64 bits.
    private static func hex<Bytes: Collection<UInt8>>(_ digits: Bytes) -> UInt64? {
        guard !digits.isEmpty, digits.count <= 16 else { return nil }
        var value: UInt64 = 0
        for digit in digits {
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | UInt64(digit - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | UInt64(digit - UInt8(ascii: "a") + 10)
            default: return nil
            }
        }
        return value
    }

    /// The need written for `rule`, if the table has its name with its current pattern.
    func need(of rule: Rule) -> RuleGate.Need? {
        guard let entry = needs[rule.name], entry.hash == RuleNeedsTable.hash(rule.pattern) else { return nil }
        return entry.need
    }

    /// The table's text for `rules`, from their analysis.
    static func render(_ rules: [Rule]) -> String {
        let cache = RequiredLiterals.PieceCache()
        var text = ""
        for rule in rules {
            text += rule.name + "\t" + String(hash(rule.pattern), radix: 16)
            switch RuleGate.Need.of(rule.pattern, cache: cache) {
            case .never, .always:
                text += "\t*"
            case let .oneOf(pieces):
                for field in pieces.map(field).sorted() { text += "\t" + field }
            }
            text += "\n"
        }
        return text
    }

    /// FNV-1a, 64 bits, of the pattern's UTF-8.
    static func hash(_ pattern: String) -> UInt64 {
        func fnv(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            return hash
        }
        // Read in place: iterating the UTF-8 view byte by byte cost six times as much.
        return pattern.utf8.withContiguousStorageIfAvailable(fnv) ?? Array(pattern.utf8).withUnsafeBufferPointer(fnv)
    }

    private static func field(_ piece: RequiredLiterals.Piece) -> String {
        let valid = String(validating: piece.bytes, as: UTF8.self) != nil
        var bytes: [UInt8] = Array((piece.caseless ? "c:" : "e:").utf8)
        for byte in piece.bytes {
            let escaped = byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\"")
                || (byte >= 0x80 && !valid)
            if escaped {
                bytes += Array("\\x".utf8) + Array(String(byte, radix: 16).utf8).paddedHex
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func piece(_ field: UnsafeBufferPointer<UInt8>) -> RequiredLiterals.Piece? {
        guard field.count > 2, field[1] == UInt8(ascii: ":") else { return nil }
        let body = field[2...]
        switch field[0] {
        case UInt8(ascii: "c"), UInt8(ascii: "e"):
            guard body.contains(UInt8(ascii: "\\")) else {
                return RequiredLiterals.Piece(bytes: Array(body), caseless: field[0] == UInt8(ascii: "c"))
            }
            var decoded: [UInt8] = []
            decoded.reserveCapacity(body.count)
            var index = body.startIndex
            while index < body.endIndex {
                if body[index] == UInt8(ascii: "\\") {
                    guard index + 4 <= body.endIndex, body[index + 1] == UInt8(ascii: "x"),
                          let value = hex(body[(index + 2)..<(index + 4)]) else { return nil }
                    decoded.append(UInt8(value))
                    index += 4
                } else {
                    decoded.append(body[index])
                    index += 1
                }
            }
            return RequiredLiterals.Piece(bytes: decoded, caseless: field[0] == UInt8(ascii: "c"))
        default:
            return nil
        }
    }
}

private extension Array where Element == UInt8 {
    /// Two hex digits: a leading zero for values under 0x10.
    var paddedHex: [UInt8] { count == 1 ? [UInt8(ascii: "0")] + self : self }
}
