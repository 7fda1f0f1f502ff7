extension RuleGate {
    /// Where a message has each piece that the gate's scan found, so that a rule whose matches
    /// start at its leading pieces (``LeadingPieces``) is tried only where one stands
    /// (``starts(of:)``), not at every byte from the first of them to the last.
    ///
    /// The scan writes every find into ``log`` in order of position; the finds of each piece
    /// are chained the first time a rule asks, through marks that are message numbers (nothing
    /// is cleared between messages).
    final class StartLog {
        /// The most finds the log holds: far more than an e-mail has. For a message with more
        /// the log is not kept, and every rule is searched as before.
        static let capacity = 4096
        /// Each find, the position in the high half and the piece in the low.
        let log: UnsafeMutablePointer<UInt64>
        private var count = 0
        /// The gate's leading pieces, while the log is kept.
        private var leading: LeadingPieces?
        /// Per find, the next find of its piece (-1: none); per piece, its first find, valid
        /// when its mark is ``generation``.
        private let next: UnsafeMutablePointer<Int32>
        private var heads: UnsafeMutablePointer<Int32>
        private var marks: UnsafeMutablePointer<UInt32>
        private var pieceCapacity = 0
        private var generation: UInt32 = 0
        private var chained = false
        /// The positions ``starts(of:)`` returns.
        private let positions: UnsafeMutablePointer<Int32>

        init() {
            log = .allocate(capacity: StartLog.capacity)
            next = .allocate(capacity: StartLog.capacity)
            positions = .allocate(capacity: StartLog.capacity)
            heads = .allocate(capacity: 0)
            marks = .allocate(capacity: 0)
        }

        deinit {
            log.deallocate()
            next.deallocate()
            positions.deallocate()
            heads.deallocate()
            marks.deallocate()
        }

        /// Whether the log is kept: ``starts(of:)`` has every place a rule with a limit
        /// (``Allowed/limit(of:)``) can start.
        var isKept: Bool { leading != nil }

        /// Forgets the last message's finds.
        func clear() {
            leading = nil
            count = 0
        }

        /// Keeps the first `logged` finds of ``log``, as the scan wrote them, with the gate's
        /// `leading` pieces; nothing when there were more than the log holds.
        func keep(_ logged: Int, leading: LeadingPieces) {
            guard logged <= StartLog.capacity else { return }
            count = logged
            self.leading = leading
            chained = false
        }

        /// The positions, in order, at which one of the leading pieces of the rule in `slot`
        /// was found (a position may come twice); valid until the next call. Only when
        /// ``isKept``.
        func starts(of slot: Int) -> UnsafeBufferPointer<Int32> {
            guard let leading else { return UnsafeBufferPointer(start: positions, count: 0) }
            if !chained { chain(pieces: leading.pieceCount) }
            var found = 0, lists = 0
            leading.forEach(of: slot) { piece in
                guard marks[Int(piece)] == generation else { return }
                lists += 1
                var find = heads[Int(piece)]
                while find >= 0 {
                    positions[found] = Int32(truncatingIfNeeded: log[Int(find)] >> 32)
                    found += 1
                    find = next[Int(find)]
                }
            }
            // Each piece's finds are in order; those of two or more pieces are merged.
            if lists > 1 {
                var merged = UnsafeMutableBufferPointer(start: positions, count: found)
                merged.sort()
            }
            return UnsafeBufferPointer(start: positions, count: found)
        }

        /// Chains the finds of each piece, in order of position.
        private func chain(pieces: Int) {
            if pieces > pieceCapacity {
                heads.deallocate()
                marks.deallocate()
                heads = .allocate(capacity: pieces)
                marks = .allocate(capacity: pieces)
                marks.initialize(repeating: 0, count: pieces)
                pieceCapacity = pieces
            }
            generation &+= 1
            if generation == 0 {
                marks.update(repeating: 0, count: pieceCapacity)
                generation = 1
            }
            var find = count - 1
            while find >= 0 {
                let piece = Int(log[find] & 0xFFFF_FFFF)
                next[find] = marks[piece] == generation ? heads[piece] : -1
                heads[piece] = Int32(find)
                marks[piece] = generation
                find -= 1
            }
            chained = true
        }
    }
}
