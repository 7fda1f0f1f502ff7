import Synchronization

/// Whether a run has gone past its first message (or was said to hold many), for choices
/// that pay only over many.
///
/// A rule's pattern is compiled when a message first needs it (``DeferredPattern``). The
/// interpreter runs it for a few attempts, and then the JIT compiles its rewrite
/// (``DeferredPattern/jitSource(_:)``), compiled again from source for that. The rewrite is
/// dearer to compile (its digit classes are spelled out) but faster to interpret, and compiled
/// first it is compiled once: worth it in a run of many messages, not in a run of one. So is
/// JIT-compiling it at once: in a long run a rule that one message needs is needed by many, and
/// its first interpreted attempts cost more than the JIT compilation they put off (2 MB of
/// SMS lines or e-mails: 2 to 5 % fewer instructions than after sixteen attempts).
final class RunLength: Sendable {
    private let messages = Atomic<Int>(0)

    /// Counts a message (up to two: nothing asks for more).
    @inline(__always)
    func noteMessage() {
        if messages.load(ordering: .relaxed) < 2 { messages.add(1, ordering: .relaxed) }
    }

    /// Marks the run long before its messages are counted.
    func expectMany() { messages.store(2, ordering: .relaxed) }

    /// Whether more than one message has been counted, or many were expected.
    var isLong: Bool { messages.load(ordering: .relaxed) > 1 }
}
