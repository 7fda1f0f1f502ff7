import Glibc

extension RuleGate {
    /// The memory a thread's gate scans use, kept from one message to the next.
    ///
    /// A scan needs a folded copy of the message and, per piece, a mark and room in the list
    /// of finds: 68 KB for the built-in rules, which came from the heap for every message
    /// (`withUnsafeTemporaryAllocation` only uses the stack up to 1,024 bytes), and clearing
    /// the marks cost as much again. Here the marks are message numbers (``generation``): a
    /// piece is marked for this message when its stamp is the current number, so nothing is
    /// cleared between messages. One per thread (`pthread_getspecific`), freed when it ends.
    final class Scratch {
        /// Per piece, the ``generation`` that last found it.
        private(set) var stamps: UnsafeMutablePointer<UInt32>
        /// The pieces found, in order, and where each was first found.
        private(set) var hits: UnsafeMutablePointer<Int32>
        private(set) var positions: UnsafeMutablePointer<Int32>
        /// Per piece, where the scan last found it; read only for this message's ``hits``.
        private(set) var lasts: UnsafeMutablePointer<Int32>
        /// Per byte value, the ``generation`` of the last message that held it.
        let bytesSeen: UnsafeMutablePointer<UInt32>
        /// Room for the message's folded copy.
        private(set) var folded: UnsafeMutablePointer<UInt8>
        private(set) var generation: UInt32 = 0
        private var pieceCapacity = 0
        private var textCapacity = 0
        /// The words of this thread's ``Allowed`` values (``allowedWords(count:)``): a message
        /// holds up to three at once, one from each gate.
        private var pool: UnsafeMutablePointer<AllowedWords?>
        private var poolCount = 0
        private var poolCapacity = 4

        private init() {
            stamps = .allocate(capacity: 0)
            hits = .allocate(capacity: 0)
            positions = .allocate(capacity: 0)
            lasts = .allocate(capacity: 0)
            bytesSeen = .allocate(capacity: 256)
            bytesSeen.initialize(repeating: 0, count: 256)
            folded = .allocate(capacity: 0)
            pool = .allocate(capacity: poolCapacity)
        }

        deinit {
            stamps.deallocate()
            hits.deallocate()
            positions.deallocate()
            lasts.deallocate()
            bytesSeen.deallocate()
            folded.deallocate()
            pool.deinitialize(count: poolCount)
            pool.deallocate()
        }

        /// Words of `count` or more for an ``Allowed``: of those this thread has, some that no
        /// ``Allowed`` holds any more (the pool's is the only reference), else new ones; the
        /// caller claims them (``AllowedWords/claim(bitWords:startsFrom:limitsFrom:)``).
        func allowedWords(count: Int) -> AllowedWords {
            for index in 0..<poolCount where isKnownUniquelyReferenced(&pool[index]) {
                if let words = pool[index], words.capacity >= count { return words }
                let words = AllowedWords(capacity: count)
                pool[index] = words
                return words
            }
            if poolCount == poolCapacity {
                let grown = UnsafeMutablePointer<AllowedWords?>.allocate(capacity: 2 * poolCapacity)
                grown.moveInitialize(from: pool, count: poolCount)
                pool.deallocate()
                pool = grown
                poolCapacity *= 2
            }
            let words = AllowedWords(capacity: count)
            (pool + poolCount).initialize(to: words)
            poolCount += 1
            return words
        }

        /// The calling thread's scratch.
        static func current() -> Scratch {
            if let scratch = pthread_getspecific(key) { return Unmanaged<Scratch>.fromOpaque(scratch).takeUnretainedValue() }
            let scratch = Scratch()
            pthread_setspecific(key, Unmanaged.passRetained(scratch).toOpaque())
            return scratch
        }

        private static let key: pthread_key_t = {
            var key = pthread_key_t()
            let status = pthread_key_create(&key) { scratch in
                if let scratch { Unmanaged<Scratch>.fromOpaque(scratch).release() }
            }
            precondition(status == 0, "pthread_key_create failed (\(status))")
            return key
        }()

        /// Readies the scratch for a folded copy of `textBytes` bytes and a gate of `pieces`
        /// pieces, and starts a new ``generation``.
        func prepare(pieces: Int, textBytes: Int) {
            if pieces > pieceCapacity {
                stamps.deallocate()
                hits.deallocate()
                positions.deallocate()
                lasts.deallocate()
                stamps = .allocate(capacity: pieces)
                stamps.initialize(repeating: 0, count: pieces)
                hits = .allocate(capacity: pieces)
                positions = .allocate(capacity: pieces)
                lasts = .allocate(capacity: pieces)
                pieceCapacity = pieces
            }
            if textBytes > textCapacity {
                folded.deallocate()
                textCapacity = max(textBytes, 2 * textCapacity)
                folded = .allocate(capacity: textCapacity)
            }
            generation &+= 1
            if generation == 0 {
                // After 2^32 messages the numbers come round: clear, and start again at 1.
                stamps.update(repeating: 0, count: pieceCapacity)
                bytesSeen.update(repeating: 0, count: 256)
                generation = 1
            }
        }
    }
}
