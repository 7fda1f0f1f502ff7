/// Decides, per message, which rules can match at all, from the literals each rule needs
/// (``RequiredLiterals``); a rule that cannot match need not run, and the result is the same.
///
/// All the literals of all rules are looked up in one pass over the message (and one over its
/// ASCII-lowercased copy), through a table keyed by their first two bytes.
public final class RuleGate: Sendable {
    /// Which rules may match one message, by ``RuleSet`` slot.
    public struct Allowed: Sendable {
        fileprivate var bits: [Bool]
        /// Every rule runs (the fast path is off).
        static func all(_ count: Int) -> Allowed { Allowed(bits: Array(repeating: true, count: count)) }
        public subscript(slot: Int) -> Bool { bits[slot] }
    }

    typealias Piece = RequiredLiterals.Piece

    private let slotCount: Int
    /// Slots whose rule needs no literal we could find: always run.
    private let alwaysAllowed: [Bool]
    private let pieces: [Piece]
    private let pieceSlots: [[Int]]
    private let nonASCIIPieces: [Int]
    /// Single-byte pieces by byte, for the lowered and the original text.
    private let singleCaseless: [[Int]]
    private let singleExact: [[Int]]
    /// Longer pieces chained by their first two bytes: head index per key, then `next`.
    private let headsCaseless: [Int32]
    private let headsExact: [Int32]
    private let nextPiece: [Int32]
    private let needsLowered: Bool
    private let needsExact: Bool

    /// A gate for rule patterns given by slot.
    init(patterns: [String]) {
        slotCount = patterns.count
        var always = Array(repeating: false, count: patterns.count)
        var index: [Piece: Int] = [:]
        var pieces: [Piece] = []
        var pieceSlots: [[Int]] = []
        for (slot, pattern) in patterns.enumerated() {
            guard let required = RequiredLiterals.of(pattern) else { always[slot] = true; continue }
            for piece in required {
                if let known = index[piece] { pieceSlots[known].append(slot); continue }
                index[piece] = pieces.count
                pieces.append(piece)
                pieceSlots.append([slot])
            }
        }
        var singleCaseless = Array(repeating: [Int](), count: 256)
        var singleExact = Array(repeating: [Int](), count: 256)
        var headsCaseless = Array(repeating: Int32(-1), count: 65536)
        var headsExact = Array(repeating: Int32(-1), count: 65536)
        var nextPiece = Array(repeating: Int32(-1), count: pieces.count)
        var nonASCII: [Int] = []
        var needsLowered = false, needsExact = false
        for (number, piece) in pieces.enumerated() {
            if piece.nonASCII { nonASCII.append(number); continue }
            if piece.caseless { needsLowered = true } else { needsExact = true }
            if piece.bytes.count == 1 {
                if piece.caseless { singleCaseless[Int(piece.bytes[0])].append(number) } else { singleExact[Int(piece.bytes[0])].append(number) }
                continue
            }
            let key = Int(piece.bytes[0]) << 8 | Int(piece.bytes[1])
            if piece.caseless {
                nextPiece[number] = headsCaseless[key]
                headsCaseless[key] = Int32(number)
            } else {
                nextPiece[number] = headsExact[key]
                headsExact[key] = Int32(number)
            }
        }
        self.alwaysAllowed = always
        self.pieces = pieces
        self.pieceSlots = pieceSlots
        self.nonASCIIPieces = nonASCII
        self.singleCaseless = singleCaseless
        self.singleExact = singleExact
        self.headsCaseless = headsCaseless
        self.headsExact = headsExact
        self.nextPiece = nextPiece
        self.needsLowered = needsLowered
        self.needsExact = needsExact
    }

    /// Every rule allowed.
    func all() -> Allowed { .all(slotCount) }

    /// The rules that may match `text`.
    func allowed(in text: UnsafeBufferPointer<UInt8>) -> Allowed {
        var allowed = Allowed(bits: alwaysAllowed)
        var found = Array(repeating: false, count: pieces.count)
        if needsExact { scan(text, heads: headsExact, singles: singleExact, found: &found) }
        var sawNonASCII = false
        if needsLowered || !nonASCIIPieces.isEmpty {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, text.count)) { lowered in
                let count = RuleGate.lower(text, into: lowered, sawNonASCII: &sawNonASCII)
                if needsLowered {
                    scan(UnsafeBufferPointer(rebasing: lowered[0..<count]), heads: headsCaseless, singles: singleCaseless, found: &found)
                }
            }
        }
        if sawNonASCII { for number in nonASCIIPieces { found[number] = true } }
        for number in 0..<pieces.count where found[number] {
            for slot in pieceSlots[number] { allowed.bits[slot] = true }
        }
        return allowed
    }

    private func scan(_ text: UnsafeBufferPointer<UInt8>, heads: [Int32], singles: [[Int]], found: inout [Bool]) {
        let count = text.count
        guard count > 0 else { return }
        heads.withUnsafeBufferPointer { heads in
            nextPiece.withUnsafeBufferPointer { next in
                for position in 0..<count {
                    let byte = text[position]
                    let single = singles[Int(byte)]
                    if !single.isEmpty { for number in single { found[number] = true } }
                    guard position + 1 < count else { break }
                    var chain = heads[Int(byte) << 8 | Int(text[position + 1])]
                    while chain >= 0 {
                        let number = Int(chain)
                        if !found[number] {
                            let bytes = pieces[number].bytes
                            if position + bytes.count <= count {
                                var same = true
                                for offset in 2..<bytes.count where text[position + offset] != bytes[offset] {
                                    same = false
                                    break
                                }
                                if same { found[number] = true }
                            }
                        }
                        chain = next[number]
                    }
                }
            }
        }
    }

    /// ASCII-lowercases `text` into `output`, mapping KELVIN SIGN to `k` and LONG S to `s` (PCRE2
    /// matches them caselessly with those letters); returns the length written.
    private static func lower(_ text: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>, sawNonASCII: inout Bool) -> Int {
        var read = 0, written = 0
        let count = text.count
        while read < count {
            let byte = text[read]
            if byte < 0x80 {
                output[written] = byte &+ ((byte &- 0x41) < 26 ? 0x20 : 0)
                read += 1
                written += 1
                continue
            }
            sawNonASCII = true
            if byte == 0xC5, read + 1 < count, text[read + 1] == 0xBF {
                output[written] = 0x73  // ſ U+017F
                read += 2
            } else if byte == 0xE2, read + 2 < count, text[read + 1] == 0x84, text[read + 2] == 0xAA {
                output[written] = 0x6B  // K U+212A
                read += 3
            } else {
                output[written] = byte
                read += 1
            }
            written += 1
        }
        return written
    }
}
