import Glibc

/// Decides, per message, which rules can match at all, from the literals each rule needs
/// (``RequiredLiterals``); a rule that cannot match need not run, and the result is the same.
///
/// All the literals of all rules are looked up in one pass over the message's case-folded copy
/// (``CaseFolder``), through the chains of ``Lookup``: the caseless pieces as they are written,
/// the exact ones folded too. An exact piece that folding changes (`TAN`, `CVV`) is then looked
/// for in the message itself, only when its folded form was found: a second pass over every
/// message for the few exact pieces cost as much as the first.
///
/// The scan also notes where each piece is first and last found, so that a rule whose matches
/// can only start with one of a few pieces (``RequiredLiterals/leading(of:cache:)``) is searched
/// from the first of them (``Allowed/start(of:)``) instead of from the message's first byte,
/// and tries no start after the last of them (``Allowed/limit(of:)``): in a long e-mail, the
/// text after a rule's last "order" or "ref" is no longer searched for the start of a match.
public final class RuleGate: Sendable {
    /// Which rules may match one message, by ``RuleSet`` slot, and where their search may start.
    public struct Allowed: Sendable {
        /// One bit per slot, 64 slots a word, in the first `bitWords` words; after them each
        /// rule's start (``start(of:)``), two a word, the even slot's in the low half, or
        /// nothing (every start 0). One buffer for both: a second one for every message cost
        /// 20 M instructions on 25,000 SMS lines, a quarter of what starting later saved.
        ///
        /// The words are the thread's, reused once no `Allowed` holds them (``AllowedWords``);
        /// copies of one `Allowed` share them, so what ``keep(_:in:)`` and ``remove(_:)`` take
        /// out is taken out of every copy (the extractor never keeps a copy it does not mean to
        /// change).
        fileprivate let storage: AllowedWords
        fileprivate let bitWords: Int
        /// Where each rule's ``limit(of:)`` is in the words, after the starts, laid out as they
        /// are and held plus one (0: none); `count` when there are none.
        fileprivate let limitsFrom: Int
        /// The words in use: the bits, then the starts and limits if any.
        fileprivate let count: Int
        private var words: UnsafeMutablePointer<UInt64> { storage.words }
        public subscript(slot: Int) -> Bool { words[slot >> 6] & (1 << UInt64(slot & 63)) != 0 }
        /// The first byte at which a match of the rule in `slot` can start: no match begins
        /// before it, so a search from there finds what a search from 0 finds.
        func start(of slot: Int) -> Int {
            let index = bitWords + slot >> 1
            guard index < count else { return 0 }
            return Int(UInt32(truncatingIfNeeded: words[index] >> (UInt64(slot & 1) << 5)))
        }
        /// The last byte at which a match of the rule in `slot` can start, or `nil` when it
        /// may start anywhere: the last place one of its leading pieces stands.
        func limit(of slot: Int) -> Int? {
            let index = limitsFrom + slot >> 1
            guard index < count else { return nil }
            let stored = UInt32(truncatingIfNeeded: words[index] >> (UInt64(slot & 1) << 5))
            return stored == 0 || stored == .max ? nil : Int(stored - 1)
        }
        /// Whether ``starts(of:)`` knows every place where a rule with a ``limit(of:)`` can start.
        var knowsStarts: Bool { storage.startLog.isKept }
        /// The bytes, in order, where one of the leading pieces of the rule in `slot` stands:
        /// only there can a match of it start, when ``knowsStarts`` and the rule has a
        /// ``limit(of:)`` (the message's positions are exact, and each of its leading pieces
        /// found was found where it stands). Valid until the next call on any copy.
        func starts(of slot: Int) -> UnsafeBufferPointer<Int32> { storage.startLog.starts(of: slot) }
        /// The first slot after `slot` that is both allowed and in `slots` (bits by slot, as
        /// ``RuleSet``'s kinds give them), or `nil`: a loop over the rules of a kind visits only
        /// those the gate lets through, in order, instead of testing each (most are not).
        func next(in slots: [UInt64], after slot: Int) -> Int? {
            let start = slot + 1
            var word = start >> 6
            let end = min(slots.count, bitWords)
            guard word < end else { return nil }
            var bits = slots[word] & words[word] & (~0 << UInt64(start & 63))
            while bits == 0 {
                word += 1
                guard word < end else { return nil }
                bits = slots[word] & words[word]
            }
            return word << 6 | bits.trailingZeroBitCount
        }
        /// Of the slots in `slots` (bits by slot), keeps only those `other` allows too: what a
        /// gate over fewer rules, which need the same literals, let through and did not take out.
        mutating func keep(_ other: Allowed, in slots: [UInt64]) {
            for word in 0..<min(slots.count, bitWords, other.bitWords) { words[word] &= other.words[word] | ~slots[word] }
        }
        /// Takes `slot` out (a rule found not to match).
        mutating func remove(_ slot: Int) { words[slot >> 6] &= ~(1 << UInt64(slot & 63)) }
        /// Every one of `count` slots allowed, each searched from 0.
        static func everything(_ count: Int) -> Allowed {
            let bitWords = max(1, (count + 63) / 64)
            let storage = AllowedWords(capacity: bitWords)
            storage.words.update(repeating: ~0, count: bitWords)
            return Allowed(storage: storage, bitWords: bitWords, limitsFrom: bitWords, count: bitWords)
        }
    }

    typealias Piece = RequiredLiterals.Piece

    /// Slots whose rule needs no literal we could find (always run), as bits.
    private let alwaysWords: [UInt64]
    /// The words of an ``Allowed``: the bits, then room for the rules' starts and limits when
    /// some rule has leading pieces.
    private let allowedCount: Int
    /// Where the limits are in an ``Allowed``'s words (``allowedCount`` when there are none).
    private let limitsFrom: Int
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
    /// The same for a key's next four bytes (from its fifth; 0 for a key of four bytes or
    /// fewer): long keys that share their first four bytes (`your code`, `your otp`, `your
    /// pin`) are told apart in one more comparison instead of byte by byte.
    private let pieceTails: [UInt64]
    /// For each piece, the slots it unlocks, as bits: `wordCount` words per piece, in one block.
    /// A rule's first list of pieces unlocks its slot; each further list unlocks a slot of its
    /// own, numbered after the rules' (a "clause").
    private let pieceWords: MappedZeros<UInt64>
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
    /// For each piece, the rules (by slot) whose every match starts with it or another of
    /// their leading pieces: piece `n`'s are `leadSlots[leadBounds[n]..<leadBounds[n + 1]]`.
    private let leadSlots: [Int16]
    private let leadBounds: [Int32]
    /// The rules that have leading pieces, as bits; empty when none has.
    private let leadingRules: [UInt64]
    /// Each rule's leading pieces, for ``Allowed/starts(of:)``.
    private let leadingPieces: LeadingPieces

    /// What a rule needs before the gate can let it through.
    enum Need: Equatable {
        /// Never allowed (a slot this gate does not serve).
        case never
        /// Always allowed: no literal is known to be needed.
        case always
        /// Allowed when, for each of these lists, one of its pieces (by number in the gate's
        /// ``PieceList``) is in the message.
        case allOf([[Int32]])
    }

    /// What the gate knows of one rule: its ``Need``, and the pieces (by number) one of which
    /// each of its matches starts with (``RequiredLiterals/leading(of:cache:)``); `nil`: a
    /// match may start anywhere.
    struct Literals: Equatable {
        var need: Need
        var leading: [Int32]?

        static let never = Literals(need: .never, leading: nil)

        /// The literals of a rule with `pattern` (``RequiredLiterals/analysis(of:cache:)``),
        /// adding the pieces it names to `pieces` (``PieceList/numbers(of:added:)``).
        static func analysing(_ pattern: String, into pieces: inout PieceList, added: inout [Piece: Int32],
                              cache: RequiredLiterals.PieceCache) -> Literals {
            let (clauses, leading) = RequiredLiterals.analysis(of: pattern, cache: cache)
            let need: Need = clauses.isEmpty ? .always : .allOf(clauses.map { pieces.numbers(of: $0, added: &added) })
            return Literals(need: need, leading: leading.map { pieces.numbers(of: $0, added: &added) })
        }
    }

    /// A gate for rule patterns by slot, from their analysis; a `nil` pattern is a slot that is
    /// never allowed.
    convenience init(patterns: [String?]) {
        let cache = RequiredLiterals.PieceCache()
        var pieces = PieceList()
        var added: [Piece: Int32] = [:]
        let rules = patterns.map { pattern in
            pattern.map { Literals.analysing($0, into: &pieces, added: &added, cache: cache) } ?? .never
        }
        self.init(pieces: pieces, rules: rules, folder: CaseFolder(folds: CaseFolder.folds(for: pieces)))
    }

    /// A gate for rules by slot, given what each needs from `pieces` and the pieces its matches
    /// start with; `folder` folds the letters of the caseless ones.
    init(pieces: PieceList, rules: [Literals], folder: CaseFolder) {
        let needs = rules.map(\.need)
        let extraLists = needs.reduce(0) { count, need in
            if case let .allOf(lists) = need { count + max(0, lists.count - 1) } else { count }
        }
        let wordCount = max(1, (needs.count + extraLists + 63) / 64)
        var always = Array(repeating: UInt64(0), count: wordCount)
        let pieceWords = MappedZeros<UInt64>(count: pieces.count * wordCount)
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
                        pieceWords.values[Int(number) * wordCount + (target >> 6)] |= 1 << UInt64(target & 63)
                        used[Int(number)] = true
                    }
                }
            }
        }
        self.clauseSlots = clauseSlots
        // The leading pieces of each rule that is let through at all, listed by piece.
        var leadingRules = Array(repeating: UInt64(0), count: max(1, (rules.count + 63) / 64))
        var leadBounds = Array(repeating: Int32(0), count: pieces.count + 1)
        // The same by rule, for ``LeadingPieces``.
        var slotLeadBounds = Array(repeating: Int32(0), count: rules.count + 1)
        var slotLeads: [Int32] = []
        for (slot, rule) in rules.enumerated() {
            defer { slotLeadBounds[slot + 1] = Int32(slotLeads.count) }
            guard rule.need != .never, let leading = rule.leading else { continue }
            leadingRules[slot >> 6] |= 1 << UInt64(slot & 63)
            slotLeads += leading
            for number in leading {
                leadBounds[Int(number) + 1] += 1
                used[Int(number)] = true
            }
        }
        for number in pieces.indices { leadBounds[number + 1] += leadBounds[number] }
        var leadSlots = Array(repeating: Int16(0), count: Int(leadBounds[pieces.count]))
        var filled = leadBounds
        for (slot, rule) in rules.enumerated() where rule.need != .never {
            for number in rule.leading ?? [] {
                leadSlots[Int(filled[Int(number)])] = Int16(slot)
                filled[Int(number)] += 1
            }
        }
        self.leadSlots = leadSlots
        self.leadBounds = leadBounds
        self.leadingRules = leadingRules.contains { $0 != 0 } ? leadingRules : []
        leadingPieces = LeadingPieces(bounds: slotLeadBounds, pieces: slotLeads, pieceCount: pieces.count)
        // Keys: the pieces' bytes, each exact piece's folded in its place; one folding to
        // fewer bytes (none of the built-in ones) is looked for in the message only.
        var keyBytes = pieces.bytes
        var checksOriginal = Array(repeating: false, count: pieces.count)
        var unkeyed: [Int32] = []
        keyBytes.withUnsafeMutableBufferPointer { keys in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, keys.count)) { folded in
                for number in pieces.indices where used[number] && !pieces.caseless[number] {
                    let piece = UnsafeMutableBufferPointer(rebasing: keys[Int(pieces.bounds[number])..<Int(pieces.bounds[number + 1])])
                    // ASCII without capitals (`01.`, `$`) folds to itself: nothing to fold.
                    guard piece.contains(where: { $0 >= 0x80 || $0 &- 0x41 < 26 }) else { continue }
                    let count = folder.fold(UnsafeBufferPointer(piece), into: folded)
                    // memcmp: `elementsEqual` on the slices cost 280 instructions a piece.
                    guard count != piece.count || memcmp(folded.baseAddress!, piece.baseAddress!, count) != 0 else { continue }
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
        var nextPiece = Array(repeating: Int32(-1), count: pieces.count)
        var pieceTails: [UInt64] = []
        // Each word written once, through buffers: the arrays were filled with zeros first,
        // then indexed piece by piece, with bounds and uniqueness checks.
        let pieceHeads = keyBytes.withUnsafeBufferPointer { bytes in
            pieces.bounds.withUnsafeBufferPointer { bounds in
                /// Up to four bytes of the key from `start`, `count` long, and their mask, as ``pieceHeads`` holds them.
                func word(from start: Int, count: Int) -> UInt64 {
                    var word: UInt64 = 0
                    for offset in 0..<min(count, 4) { word |= UInt64(bytes[start + offset]) << (8 * UInt64(offset)) }
                    let mask: UInt64 = count >= 4 ? 0xFFFF_FFFF : (1 << (8 * UInt64(count))) - 1
                    return mask << 32 | word
                }
                return [UInt64](unsafeUninitializedCapacity: pieces.count) { heads, headCount in
                    pieceTails = [UInt64](unsafeUninitializedCapacity: pieces.count) { tails, tailCount in
                        for number in pieces.indices {
                            let start = Int(bounds[number]), count = Int(bounds[number + 1]) - start
                            heads[number] = used[number] ? word(from: start, count: count) : 0
                            tails[number] = used[number] && count > 4 ? word(from: start + 4, count: count - 4) : 0
                        }
                        tailCount = pieces.count
                    }
                    headCount = pieces.count
                }
            }
        }
        let lookup = Lookup(heads: pieceHeads, bounds: pieces.bounds, used: used, next: &nextPiece)
        let startWords = self.leadingRules.isEmpty ? 0 : (rules.count + 1) / 2
        self.alwaysWords = always
        self.allowedCount = always.count + 2 * startWords
        self.limitsFrom = always.count + startWords
        self.pieces = pieces
        self.keyBytes = keyBytes
        self.unkeyed = unkeyed
        self.checksOriginal = checksOriginal
        self.pieceHeads = pieceHeads
        self.pieceTails = pieceTails
        self.pieceWords = pieceWords
        self.wordCount = wordCount
        self.folder = folder
        self.lookup = lookup
        self.nextPiece = nextPiece
    }

    /// Every rule allowed (the fast path is off).
    func all() -> Allowed { .everything(wordCount * 64) }

    /// The rules that may match `text`, and the first and last byte each one's matches may start
    /// at; with `keepingStarts`, also every byte they may start at (``Allowed/starts(of:)``).
    func allowed(in text: UnsafeBufferPointer<UInt8>, keepingStarts: Bool = false) -> Allowed {
        let scratch = Scratch.current()
        let storage = scratch.allowedWords(count: allowedCount)
        storage.claim(bitWords: wordCount, startsFrom: wordCount, limitsFrom: limitsFrom)
        alwaysWords.withUnsafeBufferPointer { always in storage.words.update(from: always.baseAddress!, count: always.count) }
        let allowed = Allowed(storage: storage, bitWords: wordCount, limitsFrom: limitsFrom, count: allowedCount)
        guard !lookup.isEmpty || !unkeyed.isEmpty else { return allowed }
        // Three zero bytes after the folded copy let the scan read four bytes anywhere.
        scratch.prepare(pieces: pieces.count, textBytes: text.count + 3)
        let folded = UnsafeMutableBufferPointer(start: scratch.folded, count: text.count + 3)
        let count = folder.fold(text, into: folded)
        UnsafeMutableBufferPointer(rebasing: folded[count..<(count + 3)]).initialize(repeating: 0)
        var finds = Finds(in: scratch, log: storage.startLog.log, logging: keepingStarts)
        let positioned = scan(UnsafeBufferPointer(rebasing: folded[0..<count]), original: text, finds: &finds)
        let hits = UnsafeBufferPointer(start: finds.hits, count: finds.count)
        let wordCount = self.wordCount
        let words = storage.words
        let pieceWords = self.pieceWords.values
        for hit in hits {
            let base = Int(hit) * wordCount
            for word in 0..<wordCount { words[word] |= pieceWords[base + word] }
        }
        @inline(__always)
        func has(_ slot: Int) -> Bool { words[slot >> 6] & (1 << UInt64(slot & 63)) != 0 }
        for (slot, clauses) in clauseSlots where has(slot) && !clauses.allSatisfy(has) {
            words[slot >> 6] &= ~(1 << UInt64(slot & 63))
        }
        if !leadingRules.isEmpty {
            // A position in the folded copy is the same in the message only when folding
            // shortened no character; PCRE2 reads invalid UTF-8 in fragments, so there
            // every search starts at 0 (no gain, never wrong).
            setStarts(hits: hits, positions: finds.positions, lasts: finds.lasts, positioned: positioned,
                      exact: { count == text.count && UTF8Validity.isValid(text) }, allowed: storage)
            if keepingStarts { storage.startLog.keep(finds.logged, leading: leadingPieces) }
        }
        return allowed
    }

    /// Writes each rule's start into `allowed` (``Allowed/start(of:)``): the first position of
    /// any of its leading pieces found (`hits`, at `positions`), when `exact()` says positions in
    /// the folded copy are the message's; the rules that may get one are noted there
    /// (``AllowedWords/written``), for the words' next holder to clear. A rule none of whose leading pieces is in the message
    /// cannot match, and is taken out of `allowed`. Then, when positions are exact, each rule's
    /// limit (``Allowed/limit(of:)``): the last position of any of its leading pieces (`lasts`,
    /// by piece), none when one of them was found without a position.
    ///
    /// The scan lists its finds in order of position, the first `positioned` of them, and those
    /// without one (at 0) after them. So the finds at 0 are visited first, then the others in
    /// order: the first leading piece of a rule visited sets its start, and once every rule
    /// `allowed` holds has one, the rest of the list is skipped.
    private func setStarts(hits: UnsafeBufferPointer<Int32>, positions: UnsafePointer<Int32>, lasts: UnsafePointer<Int32>,
                           positioned: Int, exact: () -> Bool, allowed storage: AllowedWords) {
        let bitWords = leadingRules.count
        let words = storage.words
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: bitWords) { pending in
            // How many words of `pending` still have a bit: counting bits instead cost 40
            // instructions a word (no POPCNT in the baseline x86-64 the release build targets).
            var left = 0
            for word in 0..<bitWords {
                pending[word] = leadingRules[word] & words[word]
                storage.written[word] = pending[word]
                if pending[word] != 0 { left += 1 }
            }
            guard left > 0 else { return }
            let exact = exact()
            let startsFrom = wordCount
            leadSlots.withUnsafeBufferPointer { leadSlots in
              leadBounds.withUnsafeBufferPointer { leadBounds in
                /// Sets the start of each rule still pending that `piece` leads; `false` when none is left.
                func visit(_ piece: Int32, at position: Int32) -> Bool {
                    for index in Int(leadBounds[Int(piece)])..<Int(leadBounds[Int(piece) + 1]) {
                        let slot = Int(leadSlots[index])
                        let bit: UInt64 = 1 << UInt64(slot & 63)
                        guard pending[slot >> 6] & bit != 0 else { continue }
                        pending[slot >> 6] &= ~bit
                        if exact { words[startsFrom + slot >> 1] |= UInt64(UInt32(position)) << (UInt64(slot & 1) << 5) }
                        if pending[slot >> 6] == 0 { left -= 1 }
                    }
                    return left > 0
                }
                for hit in positioned..<hits.count where !visit(hits[hit], at: 0) { return }
                for hit in 0..<positioned where !visit(hits[hit], at: positions[hit]) { return }
              }
            }
            for word in 0..<bitWords { words[word] &= ~pending[word] }
            guard exact else { return }
            for word in 0..<bitWords { pending[word] = leadingRules[word] & words[word] }
            let limitsFrom = self.limitsFrom
            leadSlots.withUnsafeBufferPointer { leadSlots in
              leadBounds.withUnsafeBufferPointer { leadBounds in
                /// Raises the limit of each rule `piece` leads to `value` (a position plus one;
                /// `.max` for none), unless it is higher already.
                func raise(_ piece: Int32, to value: UInt32) {
                    for index in Int(leadBounds[Int(piece)])..<Int(leadBounds[Int(piece) + 1]) {
                        let slot = Int(leadSlots[index])
                        guard pending[slot >> 6] & (1 << UInt64(slot & 63)) != 0 else { continue }
                        let word = limitsFrom + slot >> 1, shift = UInt64(slot & 1) << 5
                        if UInt32(truncatingIfNeeded: words[word] >> shift) < value {
                            words[word] = words[word] & ~(0xFFFF_FFFF << shift) | UInt64(value) << shift
                        }
                    }
                }
                for hit in 0..<positioned { raise(hits[hit], to: UInt32(lasts[Int(hits[hit])]) + 1) }
                for hit in positioned..<hits.count { raise(hits[hit], to: .max) }
              }
            }
        }
    }

    /// Lists in `finds` every piece whose key stands in `text` (the folded message) and, for an
    /// exact piece that folding changes, whose own bytes stand in `original`, with the position
    /// of its first find: in order of position the first ones, as many as it returns, then
    /// those looked for without one (one-byte keys, unkeyed pieces) at 0. `text` is followed
    /// by at least three zero bytes, so that four bytes can be read at any of its positions.
    ///
    /// The loop over positions only tests a flag per byte pair (``Lookup/pairs``) and, for some
    /// pairs, a bit per hash of four bytes (``Lookup/longBits``), and notes the byte; the chains are walked out
    /// of line (``find(at:word:in:original:finds:)``), so that the loop keeps its few values in
    /// registers. A bit per byte pair for the long pieces too sent a third of all positions
    /// there, most of them to find nothing.
    private func scan(_ text: UnsafeBufferPointer<UInt8>, original: UnsafeBufferPointer<UInt8>, finds: inout Finds) -> Int {
        let count = text.count
        guard count > 0, let base = text.baseAddress else { return 0 }
        let pairs = lookup.pairs.values
        lookup.longBits.withUnsafeBufferPointer { longBits in
            let longBits = longBits.baseAddress!
            var position = finds.nextCandidate(in: base, count: count, from: 0, pairs: pairs, longBits: longBits)
            while position < count {
                let word = UInt32(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt32.self))
                find(at: position, word: word, in: text, original: original, finds: &finds)
                position = finds.nextCandidate(in: base, count: count, from: position + 1, pairs: pairs, longBits: longBits)
            }
        }
        let positioned = finds.count
        for number in unkeyed where !finds.isDecided(Int(number)) { decide(Int(number), at: 0, original: original, finds: &finds) }
        for number in lookup.highSingles where !finds.isDecided(Int(number)) { decide(Int(number), at: 0, original: original, finds: &finds) }
        for byte in lookup.singleBytes where finds.holds(byte: byte) {
            var chain = lookup.singleChains[Int(byte)]
            while chain >= 0 {
                if !finds.isDecided(Int(chain)) { decide(Int(chain), at: 0, original: original, finds: &finds) }
                chain = nextPiece[Int(chain)]
            }
        }
        return positioned
    }

    /// Decides the pieces of two bytes or more at `position` of `text`, whose first four bytes
    /// (zero past the end) are `word`.
    @inline(never)
    private func find(at position: Int, word: UInt32, in text: UnsafeBufferPointer<UInt8>, original: UnsafeBufferPointer<UInt8>,
                      finds: inout Finds) {
        let count = text.count
        guard position + 1 < count else { return }
        nextPiece.withUnsafeBufferPointer { next in
            pieceHeads.withUnsafeBufferPointer { pieceHeads in
                let bigram = Int(word & 0xFFFF)
                if lookup.pairs.values[bigram] & Lookup.startsShort != 0 {
                    var chain = lookup.shortChains[Lookup.shortKey(bigram)]
                    while chain >= 0 {
                        let number = Int(chain)
                        let head = pieceHeads[number]
                        if word & UInt32(head >> 32) == UInt32(truncatingIfNeeded: head) {
                            if !finds.isDecided(number) { decide(number, at: position, original: original, finds: &finds) }
                            finds.found(number, at: position)
                        }
                        chain = next[number]
                    }
                }
                let hash = Lookup.longHash(word)
                guard lookup.longBits[hash >> 6] & (1 << UInt64(hash & 63)) != 0 else { return }
                // The text's bytes from the fifth: a key longer than four bytes that fits in
                // the text has them, or ends within the three zero bytes after it.
                let nextWord = position + 4 < count
                    ? UInt32(littleEndian: UnsafeRawPointer(text.baseAddress! + position + 4).loadUnaligned(as: UInt32.self)) : 0
                keyBytes.withUnsafeBufferPointer { keyBytes in
                    pieces.bounds.withUnsafeBufferPointer { bounds in
                        pieceTails.withUnsafeBufferPointer { pieceTails in
                            var chain = lookup.longChains[Lookup.longKey(hash)]
                            while chain >= 0 {
                                let number = Int(chain)
                                let tail = pieceTails[number]
                                if word == UInt32(truncatingIfNeeded: pieceHeads[number]),
                                   nextWord & UInt32(tail >> 32) == UInt32(truncatingIfNeeded: tail) {
                                    let start = Int(bounds[number]), length = Int(bounds[number + 1]) - start
                                    if position + length <= count {
                                        var offset = 8
                                        while offset < length, text[position + offset] == keyBytes[start + offset] { offset += 1 }
                                        if offset >= length {
                                            if !finds.isDecided(number) { decide(number, at: position, original: original, finds: &finds) }
                                            finds.found(number, at: position)
                                        }
                                    }
                                }
                                chain = next[number]
                            }
                        }
                    }
                }
            }
        }
    }

    /// Decides piece `number`, whose key was first found at `position`: found, unless it is
    /// an exact piece whose own bytes are not in `original`.
    private func decide(_ number: Int, at position: Int, original: UnsafeBufferPointer<UInt8>, finds: inout Finds) {
        finds.decide(number)
        if checksOriginal[number], !pieces.bytes.withUnsafeBufferPointer({ bytes in
            ByteSearch.contains(UnsafeBufferPointer(rebasing: bytes[Int(pieces.bounds[number])..<Int(pieces.bounds[number + 1])]), in: original)
        }) { return }
        finds.append(number, at: position)
    }
}
