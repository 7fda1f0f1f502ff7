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
        private(set) var singleBytes: [UInt8] = []
        /// For each ASCII byte, the first piece whose key it is (-1: none).
        private(set) var singleChains = Array(repeating: Int32(-1), count: 128)
        /// The pieces whose one-byte key is past ASCII: no character, so always counted found.
        private(set) var highSingles: [Int32] = []
        /// One bit per byte pair (first byte low) that starts a short piece.
        private(set) var shortBits = Array(repeating: UInt64(0), count: 1024)
        private(set) var shortChains = Array(repeating: Int32(-1), count: Lookup.shortCount)
        /// One bit per ``longHash(_:)`` value that starts a long piece.
        private(set) var longBits = Array(repeating: UInt64(0), count: 1024)
        private(set) var longChains = Array(repeating: Int32(-1), count: Lookup.longCount)
        private(set) var isEmpty = true

        static let shortCount = 4096
        static let longCount = 16384

        @inline(__always)
        static func shortKey(_ bigram: Int) -> Int { (bigram &* 0x9E5 ^ bigram >> 7) & (shortCount - 1) }

        /// Sixteen bits of hash of a four-byte word.
        @inline(__always)
        static func longHash(_ word: UInt32) -> Int { Int((word &* 0x9E37_79B1) >> 16) }

        @inline(__always)
        static func longKey(_ hash: Int) -> Int { hash >> 2 }

        /// Puts piece `number`, `count` bytes long, whose first bytes are `head` (little-endian),
        /// at the front of its chain.
        mutating func add(_ number: Int32, head: UInt32, count: Int, next: inout [Int32]) {
            isEmpty = false
            switch count {
            case 1:
                let byte = Int(head & 0xFF)
                guard byte < 0x80 else { highSingles.insert(number, at: 0); return }
                if singleChains[byte] < 0 { singleBytes.append(UInt8(byte)) }
                next[Int(number)] = singleChains[byte]
                singleChains[byte] = number
            case 2, 3:
                let bigram = Int(head & 0xFFFF)
                shortBits[bigram >> 6] |= 1 << UInt64(bigram & 63)
                let key = Lookup.shortKey(bigram)
                next[Int(number)] = shortChains[key]
                shortChains[key] = number
            default:
                let hash = Lookup.longHash(head)
                longBits[hash >> 6] |= 1 << UInt64(hash & 63)
                let key = Lookup.longKey(hash)
                next[Int(number)] = longChains[key]
                longChains[key] = number
            }
        }
    }
}
