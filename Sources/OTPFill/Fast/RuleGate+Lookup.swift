extension RuleGate {
    /// The pieces' keys, chained for ``RuleGate``'s scan, so that most positions of a message
    /// cost one bit test.
    ///
    /// - One-byte keys (all ASCII) chained by their byte; the scan notes which bytes the
    ///   message holds, and those chains are walked once at the end. Letters, digits and space
    ///   are one-byte keys, so a bit for them would have sent every position on.
    /// - Two- and three-byte pieces by their first two bytes: a bit per byte pair says whether
    ///   any starts that way (``shortBits``), and only then is the chain walked.
    /// - Longer pieces by a hash of their first four bytes, with a bit per hash (``longBits``):
    ///   keyed by two bytes, common pairs such as `co` or `pa` start dozens of pieces, and every
    ///   position holding one walked them all.
    /// Most positions of a message have neither bit set, and nothing else is looked at there.
    struct Lookup: Sendable {
        /// The ASCII bytes that are one-byte keys, each once.
        let singleBytes: [UInt8]
        /// For each ASCII byte, the first piece whose key it is (-1: none).
        let singleChains: [Int32]
        /// The pieces whose one-byte key is past ASCII: no character, so always counted found.
        let highSingles: [Int32]
        /// For each byte pair (first byte low), ``startsShort`` when a short piece starts with
        /// it and ``startsLong`` when a long piece does: a byte per pair, so that most positions
        /// cost one load and one test (a bit per pair cost four more instructions a position).
        let pairs: MappedZeros<UInt8>
        let shortChains: [Int32]
        /// One bit per ``longHash(_:)`` value that starts a long piece.
        let longBits: [UInt64]
        let longChains: [Int32]
        let isEmpty: Bool

        static let startsShort: UInt8 = 1, startsLong: UInt8 = 2
        static let shortCount = 4096
        static let longCount = 16384

        @inline(__always)
        static func shortKey(_ bigram: Int) -> Int { (bigram &* 0x9E5 ^ bigram >> 7) & (shortCount - 1) }

        /// Sixteen bits of hash of a four-byte word.
        @inline(__always)
        static func longHash(_ word: UInt32) -> Int { Int((word &* 0x9E37_79B1) >> 16) }

        @inline(__always)
        static func longKey(_ hash: Int) -> Int { hash >> 2 }

        /// The first byte from `start` on (`end` when none) where a piece of two bytes or more
        /// may start: its byte pair starts a short piece, or starts a long one and its first
        /// four bytes' hash has its bit in `longBits`; the byte at each position passed, and at
        /// the one returned, is marked with `generation` in `bytesSeen`. At least three
        /// readable bytes follow `end`.
        ///
        /// Out of line, calling nothing and given only pointers, so that they stay in
        /// registers: inside the scan, whose loop also calls ``RuleGate``'s `find`, the
        /// compiler kept three of them on the stack and reloaded them at every position.
        @inline(never)
        static func nextCandidate(from start: UnsafePointer<UInt8>, to end: UnsafePointer<UInt8>,
                                  pairs: UnsafePointer<UInt8>, longBits: UnsafePointer<UInt64>,
                                  bytesSeen: UnsafeMutablePointer<UInt32>, generation: UInt32) -> UnsafePointer<UInt8> {
            var position = start
            while position < end {
                let word = UInt32(littleEndian: UnsafeRawPointer(position).loadUnaligned(as: UInt32.self))
                bytesSeen[Int(word & 0xFF)] = generation
                let starts = pairs[Int(word & 0xFFFF)]
                if starts != 0 {
                    if starts & startsShort != 0 { return position }
                    let hash = longHash(word)
                    if longBits[hash >> 6] & (1 << UInt64(hash & 63)) != 0 { return position }
                }
                position += 1
            }
            return end
        }

        /// The pieces `used` marks chained, each chain in number order: piece `n` is
        /// `bounds[n + 1] - bounds[n]` bytes long and its first bytes are the low half of
        /// `heads[n]` (little-endian); `next` gets each piece's successor.
        ///
        /// In one go, through buffers: piece by piece, each array checked its uniqueness and
        /// bounds for every piece, 86 instructions a piece.
        init(heads: [UInt64], bounds: [Int32], used: [Bool], next: inout [Int32]) {
            var singleBytes: [UInt8] = [], highSingles: [Int32] = []
            var singleChains = Array(repeating: Int32(-1), count: 128)
            let pairTable = MappedZeros<UInt8>(count: 1 << 16), pairs = pairTable.values
            var shortChains = Array(repeating: Int32(-1), count: Lookup.shortCount)
            var longBits = Array(repeating: UInt64(0), count: 1024), longChains = Array(repeating: Int32(-1), count: Lookup.longCount)
            var isEmpty = true
            next.withUnsafeMutableBufferPointer { next in
              singleChains.withUnsafeMutableBufferPointer { singleChains in
                shortChains.withUnsafeMutableBufferPointer { shortChains in
                    longBits.withUnsafeMutableBufferPointer { longBits in
                      longChains.withUnsafeMutableBufferPointer { longChains in
                        // In reverse, each piece put at the front of its chain.
                        for number in used.indices.reversed() where used[number] {
                            isEmpty = false
                            let head = UInt32(truncatingIfNeeded: heads[number])
                            switch bounds[number + 1] - bounds[number] {
                            case 1:
                                let byte = Int(head & 0xFF)
                                guard byte < 0x80 else { highSingles.append(Int32(number)); continue }
                                if singleChains[byte] < 0 { singleBytes.append(UInt8(byte)) }
                                next[number] = singleChains[byte]
                                singleChains[byte] = Int32(number)
                            case 2, 3:
                                let bigram = Int(head & 0xFFFF)
                                pairs[bigram] |= Lookup.startsShort
                                let key = Lookup.shortKey(bigram)
                                next[number] = shortChains[key]
                                shortChains[key] = Int32(number)
                            default:
                                pairs[Int(head & 0xFFFF)] |= Lookup.startsLong
                                let hash = Lookup.longHash(head)
                                longBits[hash >> 6] |= 1 << UInt64(hash & 63)
                                let key = Lookup.longKey(hash)
                                next[number] = longChains[key]
                                longChains[key] = Int32(number)
                            }
                        }
                      }
                    }
                  }
                }
              }
            self.singleBytes = singleBytes
            self.highSingles = highSingles.reversed()
            self.singleChains = singleChains
            self.pairs = pairTable
            self.shortChains = shortChains
            self.longBits = longBits
            self.longChains = longChains
            self.isEmpty = isEmpty
        }
    }
}
