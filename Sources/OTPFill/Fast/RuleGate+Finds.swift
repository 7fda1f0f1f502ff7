extension RuleGate {
    /// What one message's scan has found so far, in a thread's ``Scratch``: which pieces are
    /// decided, the list of those found with where each was first found, and which bytes the
    /// message holds (for the one-byte keys).
    struct Finds {
        private let stamps: UnsafeMutablePointer<UInt32>
        /// The pieces found, each once, in the order found.
        let hits: UnsafeMutablePointer<Int32>
        /// Where each of ``hits`` was first found.
        let positions: UnsafeMutablePointer<Int32>
        /// Per piece, where it was last found (``found(_:at:)``).
        let lasts: UnsafeMutablePointer<Int32>
        /// Every find in order of position (``found(_:at:)``), the position in the high half
        /// and the piece in the low, up to ``StartLog/capacity`` of them.
        let log: UnsafeMutablePointer<UInt64>
        /// How many finds there were, those past the log's capacity counted too.
        private(set) var logged = 0
        /// How many finds ``log`` takes: its capacity, or 0 when nobody reads it.
        private let logLimit: Int
        private let bytesSeen: UnsafeMutablePointer<UInt32>
        private let generation: UInt32
        private(set) var count = 0

        /// Empty finds for the message `scratch` was last prepared for (``Scratch/prepare(pieces:textBytes:)``),
        /// logged in `log` (``StartLog/log``) when `logging`.
        init(in scratch: Scratch, log: UnsafeMutablePointer<UInt64>, logging: Bool) {
            stamps = scratch.stamps
            hits = scratch.hits
            positions = scratch.positions
            lasts = scratch.lasts
            self.log = log
            logLimit = logging ? StartLog.capacity : 0
            bytesSeen = scratch.bytesSeen
            generation = scratch.generation
        }

        /// Whether piece `number` is decided (found, or found not to be there).
        @inline(__always)
        func isDecided(_ number: Int) -> Bool { stamps[number] == generation }

        @inline(__always)
        func decide(_ number: Int) { stamps[number] = generation }

        /// Lists piece `number`, first found at `position`.
        @inline(__always)
        mutating func append(_ number: Int, at position: Int) {
            hits[count] = Int32(truncatingIfNeeded: number)
            positions[count] = Int32(truncatingIfNeeded: position)
            count += 1
        }

        /// Notes that piece `number`'s key stands at `position`, the furthest yet, and logs it.
        @inline(__always)
        mutating func found(_ number: Int, at position: Int) {
            lasts[number] = Int32(truncatingIfNeeded: position)
            if logged < logLimit { log[logged] = UInt64(truncatingIfNeeded: position) << 32 | UInt64(truncatingIfNeeded: number) }
            logged += 1
        }

        /// The first position from `position` on where a piece of two bytes or more may start
        /// (``Lookup/nextCandidate(from:to:pairs:longBits:bytesSeen:generation:)``), or
        /// `count`, noting the bytes passed.
        @inline(__always)
        func nextCandidate(in base: UnsafePointer<UInt8>, count: Int, from position: Int,
                           pairs: UnsafePointer<UInt8>, longBits: UnsafePointer<UInt64>) -> Int {
            base.distance(to: Lookup.nextCandidate(from: base + position, to: base + count, pairs: pairs, longBits: longBits,
                                                   bytesSeen: bytesSeen, generation: generation))
        }

        @inline(__always)
        func holds(byte: UInt8) -> Bool { bytesSeen[Int(byte)] == generation }
    }
}
