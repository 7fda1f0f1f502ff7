/// Decides, per message, which rules can match at all, from the literals each rule needs
/// (``RequiredLiterals``); a rule that cannot match need not run, and the result is the same.
///
/// All the literals of all rules are looked up in one pass over the message (and one over its
/// case-folded copy, ``CaseFolder``), through a table keyed by their first two bytes.
public final class RuleGate: Sendable {
    /// Which rules may match one message, by ``RuleSet`` slot.
    public struct Allowed: Sendable {
        /// One bit per slot, 64 slots a word.
        fileprivate var words: [UInt64]
        public subscript(slot: Int) -> Bool { words[slot >> 6] & (1 << UInt64(slot & 63)) != 0 }
        /// Takes `slot` out (a rule found not to match).
        mutating func remove(_ slot: Int) { words[slot >> 6] &= ~(1 << UInt64(slot & 63)) }
        /// Every one of `count` slots allowed.
        static func everything(_ count: Int) -> Allowed { Allowed(words: Array(repeating: ~0, count: max(1, (count + 63) / 64))) }
    }

    typealias Piece = RequiredLiterals.Piece

    private let slotCount: Int
    /// Slots whose rule needs no literal we could find (always run), as bits.
    private let alwaysWords: [UInt64]
    /// The pieces by number; those no slot of this gate needs are in no chain.
    private let pieces: PieceList
    /// Each piece's first four bytes (fewer for a shorter piece) as a little-endian word in the
    /// low half, and the mask of the bytes it has in the high half: one comparison turns away
    /// most pieces of a chain.
    private let pieceHeads: [UInt64]
    /// For each piece, the slots it unlocks, as bits: `wordCount` words per piece, in one array.
    private let pieceWords: [UInt64]
    private let wordCount: Int
    /// Folds messages the way the caseless pieces are written.
    private let folder: CaseFolder
    /// Pieces chained by their first byte (single-byte pieces) or first two bytes; -1 ends a chain.
    private let singleCaseless: [Int32]
    private let singleExact: [Int32]
    private let headsCaseless: [Int32]
    private let headsExact: [Int32]
    private let nextPiece: [Int32]
    private let needsLowered: Bool
    private let needsExact: Bool

    /// What a rule needs before the gate can let it through.
    enum Need: Equatable {
        /// Never allowed (a slot this gate does not serve).
        case never
        /// Always allowed: no literal is known to be needed.
        case always
        /// Allowed when one of these pieces, by number in the gate's ``PieceList``, is in the message.
        case oneOf([Int32])

        /// The need of a rule with `pattern` (``RequiredLiterals``), adding the pieces it needs
        /// to `pieces` (``PieceList/numbers(of:added:)``).
        static func analysing(_ pattern: String, into pieces: inout PieceList, added: inout [Piece: Int32],
                              cache: RequiredLiterals.PieceCache) -> Need {
            guard let required = RequiredLiterals.of(pattern, cache: cache) else { return .always }
            return .oneOf(pieces.numbers(of: required, added: &added))
        }
    }

    /// A gate for rule patterns by slot, from their analysis; a `nil` pattern is a slot that is
    /// never allowed.
    convenience init(patterns: [String?]) {
        let cache = RequiredLiterals.PieceCache()
        var pieces = PieceList()
        var added: [Piece: Int32] = [:]
        let needs = patterns.map { pattern in
            pattern.map { Need.analysing($0, into: &pieces, added: &added, cache: cache) } ?? .never
        }
        self.init(pieces: pieces, needs: needs, folder: CaseFolder(folds: CaseFolder.folds(for: pieces)))
    }

    /// A gate for rules by slot, given what each needs from `pieces`; `folder` folds the
    /// letters of the caseless ones.
    init(pieces: PieceList, needs: [Need], folder: CaseFolder) {
        slotCount = needs.count
        let wordCount = max(1, (needs.count + 63) / 64)
        var always = Array(repeating: UInt64(0), count: wordCount)
        var pieceWords = Array(repeating: UInt64(0), count: pieces.count * wordCount)
        var used = Array(repeating: false, count: pieces.count)
        for (slot, need) in needs.enumerated() {
            switch need {
            case .never: continue
            case .always: always[slot >> 6] |= 1 << UInt64(slot & 63)
            case let .oneOf(numbers):
                for number in numbers {
                    pieceWords[Int(number) * wordCount + (slot >> 6)] |= 1 << UInt64(slot & 63)
                    used[Int(number)] = true
                }
            }
        }
        var singleCaseless = Array(repeating: Int32(-1), count: 256)
        var singleExact = Array(repeating: Int32(-1), count: 256)
        var headsCaseless = Array(repeating: Int32(-1), count: RuleGate.headCount)
        var headsExact = Array(repeating: Int32(-1), count: RuleGate.headCount)
        var nextPiece = Array(repeating: Int32(-1), count: pieces.count)
        var pieceHeads = Array(repeating: UInt64(0), count: pieces.count)
        var needsLowered = false, needsExact = false
        pieces.bytes.withUnsafeBufferPointer { bytes in
            // In reverse, so that each chain lists its pieces in number order.
            for number in pieces.indices.reversed() where used[number] {
                let start = Int(pieces.bounds[number]), count = Int(pieces.bounds[number + 1]) - start
                let caseless = pieces.caseless[number]
                if caseless { needsLowered = true } else { needsExact = true }
                let key = count == 1 ? Int(bytes[start]) : RuleGate.headKey(bytes[start], bytes[start + 1])
                switch (count == 1, caseless) {
                case (true, true): nextPiece[number] = singleCaseless[key]; singleCaseless[key] = Int32(number)
                case (true, false): nextPiece[number] = singleExact[key]; singleExact[key] = Int32(number)
                case (false, true): nextPiece[number] = headsCaseless[key]; headsCaseless[key] = Int32(number)
                case (false, false): nextPiece[number] = headsExact[key]; headsExact[key] = Int32(number)
                }
                var head: UInt64 = 0
                for offset in 0..<min(count, 4) { head |= UInt64(bytes[start + offset]) << (8 * UInt64(offset)) }
                let mask: UInt64 = count >= 4 ? 0xFFFF_FFFF : (1 << (8 * UInt64(count))) - 1
                pieceHeads[number] = mask << 32 | head
            }
        }
        self.alwaysWords = always
        self.pieces = pieces
        self.pieceHeads = pieceHeads
        self.pieceWords = pieceWords
        self.wordCount = wordCount
        self.folder = folder
        self.singleCaseless = singleCaseless
        self.singleExact = singleExact
        self.headsCaseless = headsCaseless
        self.headsExact = headsExact
        self.nextPiece = nextPiece
        self.needsLowered = needsLowered
        self.needsExact = needsExact
    }

    /// Chains of longer pieces are keyed by a hash of their first two bytes.
    static let headCount = 4096

    @inline(__always)
    static func headKey(_ first: UInt8, _ second: UInt8) -> Int {
        (Int(first) &* 31 &+ Int(second) &* 0x9E5) & (headCount - 1)
    }

    /// Every rule allowed (the fast path is off).
    func all() -> Allowed { Allowed(words: Array(repeating: ~0, count: alwaysWords.count)) }

    /// The rules that may match `text`.
    func allowed(in text: UnsafeBufferPointer<UInt8>) -> Allowed {
        var allowed = Allowed(words: alwaysWords)
        guard !pieces.isEmpty else { return allowed }
        // One bit per piece: clearing a byte per piece for every message was 3 % of the run.
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: (pieces.count + 63) >> 6) { found in
          withUnsafeTemporaryAllocation(of: Int32.self, capacity: pieces.count) { hits in
            // `hits` lists the pieces found, each once, so only those are merged below.
            found.initialize(repeating: 0)
            var hitCount = 0
            if needsExact { scan(text, heads: headsExact, singles: singleExact, found: found, hits: hits, hitCount: &hitCount) }
            if needsLowered {
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, text.count)) { folded in
                    let count = folder.fold(text, into: folded)
                    scan(UnsafeBufferPointer(rebasing: folded[0..<count]), heads: headsCaseless, singles: singleCaseless,
                         found: found, hits: hits, hitCount: &hitCount)
                }
            }
            let wordCount = self.wordCount
            pieceWords.withUnsafeBufferPointer { pieceWords in
                allowed.words.withUnsafeMutableBufferPointer { words in
                    for hit in 0..<hitCount {
                        let base = Int(hits[hit]) * wordCount
                        for word in 0..<wordCount { words[word] |= pieceWords[base + word] }
                    }
                }
            }
          }
        }
        return allowed
    }

    private func scan(_ text: UnsafeBufferPointer<UInt8>, heads: [Int32], singles: [Int32], found: UnsafeMutableBufferPointer<UInt64>,
                      hits: UnsafeMutableBufferPointer<Int32>, hitCount: inout Int) {
        let count = text.count
        guard count > 0, let base = text.baseAddress else { return }
        heads.withUnsafeBufferPointer { heads in
            singles.withUnsafeBufferPointer { singles in
                nextPiece.withUnsafeBufferPointer { next in
                  pieceHeads.withUnsafeBufferPointer { pieceHeads in
                    pieces.bytes.withUnsafeBufferPointer { pieceBytes in
                      pieces.bounds.withUnsafeBufferPointer { bounds in
                        var position = 0
                        while position < count {
                            let byte = Int(base[position])
                            var chain = singles[byte]
                            while chain >= 0 {
                                let number = Int(chain)
                                if found[number >> 6] & (1 << UInt64(number & 63)) == 0 {
                                    found[number >> 6] |= 1 << UInt64(number & 63)
                                    hits[hitCount] = chain
                                    hitCount += 1
                                }
                                chain = next[Int(chain)]
                            }
                            if position + 1 < count {
                                chain = heads[RuleGate.headKey(base[position], base[position + 1])]
                                if chain >= 0 {
                                    // Up to four bytes of text here, zero past its end.
                                    var word: UInt32 = 0
                                    if position + 4 <= count {
                                        word = UInt32(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt32.self))
                                    } else {
                                        for offset in 0..<(count - position) { word |= UInt32(base[position + offset]) << (8 * UInt32(offset)) }
                                    }
                                    while chain >= 0 {
                                        let number = Int(chain)
                                        let head = pieceHeads[number]
                                        if found[number >> 6] & (1 << UInt64(number & 63)) == 0, word & UInt32(head >> 32) == UInt32(truncatingIfNeeded: head) {
                                            let start = Int(bounds[number]), length = Int(bounds[number + 1]) - start
                                            if position + length <= count {
                                                var same = true
                                                var offset = 4
                                                while offset < length {
                                                    if base[position + offset] != pieceBytes[start + offset] { same = false; break }
                                                    offset += 1
                                                }
                                                if same {
                                                    found[number >> 6] |= 1 << UInt64(number & 63)
                                                    hits[hitCount] = chain
                                                    hitCount += 1
                                                }
                                            }
                                        }
                                        chain = next[number]
                                    }
                                }
                            }
                            position += 1
                        }
                      }
                    }
                  }
                }
            }
        }
    }
}
