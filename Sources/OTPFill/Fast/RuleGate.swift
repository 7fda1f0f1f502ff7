/// Decides, per message, which rules can match at all, from the literals each rule needs
/// (``RequiredLiterals``); a rule that cannot match need not run, and the result is the same.
///
/// All the literals of all rules are looked up in one pass over the message's case-folded copy
/// (``CaseFolder``), through the chains of ``Lookup``: the caseless pieces as they are written,
/// the exact ones folded too. An exact piece that folding changes (`TAN`, `CVV`) is then looked
/// for in the message itself, only when its folded form was found: a second pass over every
/// message for the few exact pieces cost as much as the first.
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

    /// Slots whose rule needs no literal we could find (always run), as bits.
    private let alwaysWords: [UInt64]
    /// The pieces by number; those no slot of this gate needs are in no chain.
    private let pieces: PieceList
    /// Each piece as it is looked up in the folded message (its "key"): a caseless piece as
    /// written, an exact one folded. Key `n` is where piece `n` is in ``pieces``' bytes.
    private let keyBytes: [UInt8]
    /// The exact pieces that fold to fewer bytes, so have no key: looked for in the message.
    private let unkeyed: [Int32]
    /// The exact pieces whose key is not their own bytes: a find of the key is only a hint,
    /// checked against the message itself.
    private let checksOriginal: [Bool]
    /// Each key's first four bytes (fewer for a shorter key) as a little-endian word in the
    /// low half, and the mask of the bytes it has in the high half: one comparison turns away
    /// most pieces of a chain.
    private let pieceHeads: [UInt64]
    /// For each piece, the slots it unlocks, as bits: `wordCount` words per piece, in one array.
    /// A rule's first list of pieces unlocks its slot; each further list unlocks a slot of its
    /// own, numbered after the rules' (a "clause").
    private let pieceWords: [UInt64]
    private let wordCount: Int
    /// The rules with more than one list: their slot, and the clause slots that must all be
    /// unlocked as well.
    private let clauseSlots: [(slot: Int, clauses: Range<Int>)]
    /// Folds messages the way the caseless pieces are written.
    private let folder: CaseFolder
    /// Every piece, by its key.
    private let lookup: Lookup
    /// The next piece in a chain of ``Lookup``; -1 ends a chain.
    private let nextPiece: [Int32]

    /// What a rule needs before the gate can let it through.
    enum Need: Equatable {
        /// Never allowed (a slot this gate does not serve).
        case never
        /// Always allowed: no literal is known to be needed.
        case always
        /// Allowed when, for each of these lists, one of its pieces (by number in the gate's
        /// ``PieceList``) is in the message.
        case allOf([[Int32]])

        /// The need of a rule with `pattern` (``RequiredLiterals/clauses(of:cache:)``), adding
        /// the pieces it needs to `pieces` (``PieceList/numbers(of:added:)``).
        static func analysing(_ pattern: String, into pieces: inout PieceList, added: inout [Piece: Int32],
                              cache: RequiredLiterals.PieceCache) -> Need {
            let clauses = RequiredLiterals.clauses(of: pattern, cache: cache)
            guard !clauses.isEmpty else { return .always }
            return .allOf(clauses.map { pieces.numbers(of: $0, added: &added) })
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
        let extraLists = needs.reduce(0) { count, need in
            if case let .allOf(lists) = need { count + max(0, lists.count - 1) } else { count }
        }
        let wordCount = max(1, (needs.count + extraLists + 63) / 64)
        var always = Array(repeating: UInt64(0), count: wordCount)
        var pieceWords = Array(repeating: UInt64(0), count: pieces.count * wordCount)
        var used = Array(repeating: false, count: pieces.count)
        var clauseSlots: [(slot: Int, clauses: Range<Int>)] = []
        var nextClause = needs.count
        for (slot, need) in needs.enumerated() {
            switch need {
            case .never: continue
            case .always: always[slot >> 6] |= 1 << UInt64(slot & 63)
            case let .allOf(lists):
                let clauses = nextClause..<(nextClause + max(0, lists.count - 1))
                if !clauses.isEmpty { clauseSlots.append((slot, clauses)) }
                nextClause = clauses.upperBound
                for (target, numbers) in zip([slot] + clauses, lists) {
                    for number in numbers {
                        pieceWords[Int(number) * wordCount + (target >> 6)] |= 1 << UInt64(target & 63)
                        used[Int(number)] = true
                    }
                }
            }
        }
        self.clauseSlots = clauseSlots
        // Keys: the pieces' bytes, each exact piece's folded in its place; one folding to
        // fewer bytes (none of the built-in ones) is looked for in the message only.
        var keyBytes = pieces.bytes
        var checksOriginal = Array(repeating: false, count: pieces.count)
        var unkeyed: [Int32] = []
        keyBytes.withUnsafeMutableBufferPointer { keys in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, keys.count)) { folded in
                for number in pieces.indices where used[number] && !pieces.caseless[number] {
                    let piece = UnsafeMutableBufferPointer(rebasing: keys[Int(pieces.bounds[number])..<Int(pieces.bounds[number + 1])])
                    let count = folder.fold(UnsafeBufferPointer(piece), into: folded)
                    guard !folded[0..<count].elementsEqual(piece) else { continue }
                    checksOriginal[number] = true
                    if count == piece.count {
                        _ = piece.update(fromContentsOf: folded[0..<count])
                    } else {
                        unkeyed.append(Int32(number))
                        used[number] = false
                    }
                }
            }
        }
        var lookup = Lookup()
        var nextPiece = Array(repeating: Int32(-1), count: pieces.count)
        var pieceHeads = Array(repeating: UInt64(0), count: pieces.count)
        keyBytes.withUnsafeBufferPointer { bytes in
            // In reverse, so that each chain lists its pieces in number order.
            for number in pieces.indices.reversed() where used[number] {
                let start = Int(pieces.bounds[number]), count = Int(pieces.bounds[number + 1]) - start
                var head: UInt64 = 0
                for offset in 0..<min(count, 4) { head |= UInt64(bytes[start + offset]) << (8 * UInt64(offset)) }
                let mask: UInt64 = count >= 4 ? 0xFFFF_FFFF : (1 << (8 * UInt64(count))) - 1
                pieceHeads[number] = mask << 32 | head
                lookup.add(Int32(number), head: UInt32(truncatingIfNeeded: head), count: count, next: &nextPiece)
            }
        }
        self.alwaysWords = always
        self.pieces = pieces
        self.keyBytes = keyBytes
        self.unkeyed = unkeyed
        self.checksOriginal = checksOriginal
        self.pieceHeads = pieceHeads
        self.pieceWords = pieceWords
        self.wordCount = wordCount
        self.folder = folder
        self.lookup = lookup
        self.nextPiece = nextPiece
    }

    /// Every rule allowed (the fast path is off).
    func all() -> Allowed { Allowed(words: Array(repeating: ~0, count: alwaysWords.count)) }

    /// The rules that may match `text`.
    func allowed(in text: UnsafeBufferPointer<UInt8>) -> Allowed {
        var allowed = Allowed(words: alwaysWords)
        guard !lookup.isEmpty || !unkeyed.isEmpty else { return allowed }
        // One bit per piece: clearing a byte per piece for every message was 3 % of the run.
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: (pieces.count + 63) >> 6) { done in
          withUnsafeTemporaryAllocation(of: Int32.self, capacity: pieces.count) { hits in
            // `hits` lists the pieces found, each once, so only those are merged below.
            done.initialize(repeating: 0)
            var hitCount = 0
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, text.count)) { folded in
                let count = folder.fold(text, into: folded)
                scan(UnsafeBufferPointer(rebasing: folded[0..<count]), original: text, done: done, hits: hits, hitCount: &hitCount)
            }
            let wordCount = self.wordCount
            pieceWords.withUnsafeBufferPointer { pieceWords in
                allowed.words.withUnsafeMutableBufferPointer { words in
                    for hit in 0..<hitCount {
                        let base = Int(hits[hit]) * wordCount
                        for word in 0..<wordCount { words[word] |= pieceWords[base + word] }
                    }
                    @inline(__always)
                    func has(_ slot: Int) -> Bool { words[slot >> 6] & (1 << UInt64(slot & 63)) != 0 }
                    for (slot, clauses) in clauseSlots where has(slot) && !clauses.allSatisfy(has) {
                        words[slot >> 6] &= ~(1 << UInt64(slot & 63))
                    }
                }
            }
          }
        }
        return allowed
    }

    /// Lists in `hits` every piece whose key stands in `text` (the folded message) and, for an
    /// exact piece that folding changes, whose own bytes stand in `original`; `done` marks the
    /// pieces already decided.
    private func scan(_ text: UnsafeBufferPointer<UInt8>, original: UnsafeBufferPointer<UInt8>, done: UnsafeMutableBufferPointer<UInt64>,
                      hits: UnsafeMutableBufferPointer<Int32>, hitCount: inout Int) {
        let count = text.count
        guard count > 0, let base = text.baseAddress else { return }
        lookup.shortBits.withUnsafeBufferPointer { shortBits in
          lookup.shortChains.withUnsafeBufferPointer { shortChains in
            lookup.longBits.withUnsafeBufferPointer { longBits in
              lookup.longChains.withUnsafeBufferPointer { longChains in
                nextPiece.withUnsafeBufferPointer { next in
                  pieceHeads.withUnsafeBufferPointer { pieceHeads in
                    keyBytes.withUnsafeBufferPointer { keyBytes in
                      pieces.bounds.withUnsafeBufferPointer { bounds in
                        @inline(__always)
                        func isDone(_ number: Int) -> Bool { done[number >> 6] & (1 << UInt64(number & 63)) != 0 }
                        /// Decides piece `number`, whose key was found.
                        func found(_ number: Int) {
                            done[number >> 6] |= 1 << UInt64(number & 63)
                            if checksOriginal[number], !pieces.bytes.withUnsafeBufferPointer({ bytes in
                                ByteSearch.contains(UnsafeBufferPointer(rebasing: bytes[Int(pieces.bounds[number])..<Int(pieces.bounds[number + 1])]), in: original)
                            }) { return }
                            hits[hitCount] = Int32(number)
                            hitCount += 1
                        }
                        // The ASCII bytes seen, for the one-byte keys, looked up once at the end.
                        var low: UInt64 = 0, high: UInt64 = 0
                        var position = 0
                        while position < count {
                            let byte = base[position]
                            if byte < 0x40 { low |= 1 << UInt64(byte) } else if byte < 0x80 { high |= 1 << UInt64(byte & 63) }
                            guard position + 1 < count else { break }
                            // Up to four bytes of text here, zero past its end.
                            var word: UInt32 = 0
                            if position + 4 <= count {
                                word = UInt32(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt32.self))
                            } else {
                                for offset in 0..<(count - position) { word |= UInt32(base[position + offset]) << (8 * UInt32(offset)) }
                            }
                            let bigram = Int(word & 0xFFFF)
                            if shortBits[bigram >> 6] & (1 << UInt64(bigram & 63)) != 0 {
                                var chain = shortChains[Lookup.shortKey(bigram)]
                                while chain >= 0 {
                                    let number = Int(chain)
                                    let head = pieceHeads[number]
                                    if !isDone(number), word & UInt32(head >> 32) == UInt32(truncatingIfNeeded: head) { found(number) }
                                    chain = next[number]
                                }
                            }
                            if position + 4 <= count {
                                let hash = Lookup.longHash(word)
                                if longBits[hash >> 6] & (1 << UInt64(hash & 63)) != 0 {
                                    var chain = longChains[Lookup.longKey(hash)]
                                    while chain >= 0 {
                                        let number = Int(chain)
                                        if !isDone(number), word == UInt32(truncatingIfNeeded: pieceHeads[number]) {
                                            let start = Int(bounds[number]), length = Int(bounds[number + 1]) - start
                                            if position + length <= count {
                                                var offset = 4
                                                while offset < length, base[position + offset] == keyBytes[start + offset] { offset += 1 }
                                                if offset == length { found(number) }
                                            }
                                        }
                                        chain = next[number]
                                    }
                                }
                            }
                            position += 1
                        }
                        for number in unkeyed where !isDone(Int(number)) { found(Int(number)) }
                        for number in lookup.singles {
                            let byte = keyBytes[Int(bounds[Int(number)])]
                            // A lone byte past ASCII is no character; count it found rather than look.
                            let seen = byte >= 0x80 || (byte < 0x40 ? low & (1 << UInt64(byte)) : high & (1 << UInt64(byte & 63))) != 0
                            if seen, !isDone(Int(number)) { found(Int(number)) }
                        }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
}
