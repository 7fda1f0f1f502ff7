extension RuleGate {
    /// The words an ``Allowed`` reads: its bits, then its rules' starts and limits, as
    /// ``Allowed`` describes them.
    ///
    /// Each message's ``Allowed`` copied the gate's zeroed template of about 300 words through
    /// copy-on-write (690 instructions and a `malloc` a message, 2 % of a run of SMS lines). A
    /// thread's ``Scratch`` keeps these instead and hands one out again once no ``Allowed``
    /// holds it, clearing only the words its last message wrote: the bits, and the start and
    /// limit of each rule that could have been given one (``written``).
    final class AllowedWords: @unchecked Sendable {
        /// The words, all 0 past what the last holder wrote.
        let words: UnsafeMutablePointer<UInt64>
        /// The rules (bits by slot) whose start or limit the holder may have written; as many
        /// words as its bits.
        let written: UnsafeMutablePointer<UInt64>
        let capacity: Int
        /// Where the holder's message has the pieces that start rules' matches.
        let startLog = StartLog()
        /// The last holder's layout: its words of bits, and where its starts and limits begin.
        private var bitWords = 0
        private var startsFrom = 0
        private var limitsFrom = 0

        /// Words for gates of up to `capacity` words, all 0.
        init(capacity: Int) {
            self.capacity = capacity
            words = .allocate(capacity: capacity)
            words.initialize(repeating: 0, count: capacity)
            written = .allocate(capacity: capacity)
            written.initialize(repeating: 0, count: capacity)
        }

        deinit {
            words.deallocate()
            written.deallocate()
        }

        /// Takes the words for a holder with `bitWords` words of bits, starts from `startsFrom`
        /// and limits from `limitsFrom` (both `bitWords` when it has none), after clearing what
        /// the last holder wrote.
        func claim(bitWords: Int, startsFrom: Int, limitsFrom: Int) {
            for word in 0..<self.bitWords {
                var slots = written[word]
                written[word] = 0
                while slots != 0 {
                    let slot = word << 6 | slots.trailingZeroBitCount
                    slots &= slots - 1
                    words[self.startsFrom + slot >> 1] = 0
                    words[self.limitsFrom + slot >> 1] = 0
                }
                words[word] = 0
            }
            self.bitWords = bitWords
            self.startsFrom = startsFrom
            self.limitsFrom = limitsFrom
            startLog.clear()
        }
    }
}
