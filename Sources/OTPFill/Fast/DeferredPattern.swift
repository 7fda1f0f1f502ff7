import Synchronization

/// A rule's pattern, compiled by PCRE2 the first time a message needs it.
///
/// Compiling every built-in pattern took two thirds of a one-message run, while the rule
/// gate lets only 5 to 50 of ~175 run on a message; the rest are never compiled. Patterns that
/// must be checked before any message is read (a user's `--rules` file) come compiled already.
/// Once compiled, reading it is one atomic load; the compile itself runs under a lock, once.
final class DeferredPattern: @unchecked Sendable {
    /// The pattern and the number of its `code` group, if it has one.
    struct Compiled {
        let pattern: Pattern
        let codeGroup: Int?

        init(_ pattern: Pattern) {
            self.pattern = pattern
            codeGroup = pattern.groupNames["code"]
        }
    }

    private let source: String
    private let ready = Atomic<Bool>(false)
    private let lock = Mutex<Void>(())
    nonisolated(unsafe) private var stored: Compiled?

    /// A pattern compiled later; `source` must compile (the built-in rules' tests compile every one).
    init(source: String) {
        self.source = source
    }

    /// A pattern compiled now.
    init(compiled pattern: Pattern) {
        source = pattern.source
        stored = Compiled(pattern)
        ready.store(true, ordering: .releasing)
    }

    /// The compiled pattern, compiling it now if no message has needed it yet.
    @inline(__always)
    var compiled: Compiled {
        if ready.load(ordering: .acquiring), let stored { return stored }
        return compileOnce()
    }

    private func compileOnce() -> Compiled {
        lock.withLock { _ in
            if let stored { return stored }
            let pattern: Pattern
            do {
                pattern = try Pattern(source, jitRewrite: DecimalDigitClass.rewrite)
            } catch {
                preconditionFailure("A built-in rule pattern does not compile: \(error)")
            }
            let compiled = Compiled(pattern)
            stored = compiled
            ready.store(true, ordering: .releasing)
            return compiled
        }
    }
}
