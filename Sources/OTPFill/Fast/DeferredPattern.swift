import Synchronization

/// A rule's pattern, compiled by PCRE2 (or decoded from the code the binary ships,
/// ``SerializedPatterns``) the first time a message needs it.
///
/// Compiling every built-in pattern took two thirds of a one-message run, while the rule
/// gate lets only 5 to 50 of ~330 run on a message; the rest are never compiled. Patterns that
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
    private let options: Pattern.Options
    /// Says, when the pattern is compiled, whether the run is long (``RunLength``): then the
    /// pattern is compiled once, as the JIT rewrites it (``Pattern``'s `interpretsRewrite`), and
    /// JIT-compiled at once; `nil` for never.
    private let runLength: RunLength?
    /// Gives the source the JIT compiles (``Pattern``'s `jitRewrite`); `nil` once compiled.
    private let jitRewrite: (@Sendable (String) -> String?)?
    /// Where PCRE2's code for `source` is kept compiled, and the slot it is kept at: decoded
    /// instead of compiled, unless the run is long (then the rewrite is compiled instead).
    private let saved: (patterns: SerializedPatterns, slot: Int)?
    private let ready = Atomic<Bool>(false)
    private let lock = Mutex<Void>(())
    nonisolated(unsafe) private var stored: Compiled?

    /// A pattern compiled later, with `options`; `source` must compile (the built-in rules'
    /// tests compile every one). `jitRewrite` defaults to ``jitSource(_:)``; once `runLength`
    /// is long, the pattern is compiled as rewritten, once, and JIT-compiled at once; until
    /// then, `saved` gives its code if it has it.
    init(source: String, options: Pattern.Options = [], runLength: RunLength? = nil,
         jitRewrite: @escaping @Sendable (String) -> String? = DeferredPattern.jitSource,
         saved: (patterns: SerializedPatterns, slot: Int)? = nil) {
        self.source = source
        self.options = options
        self.runLength = runLength
        self.jitRewrite = jitRewrite
        self.saved = saved
    }

    /// A pattern compiled now.
    init(compiled pattern: Pattern) {
        source = pattern.source
        options = []
        runLength = nil
        jitRewrite = nil
        saved = nil
        stored = Compiled(pattern)
        ready.store(true, ordering: .releasing)
    }

    /// The compiled pattern, compiling it now if no message has needed it yet.
    @inline(__always)
    var compiled: Compiled {
        if ready.load(ordering: .acquiring), let stored { return stored }
        return compileOnce()
    }

    /// What the JIT compiles for a rule pattern: its alternatives merged (``AlternationFactoring``)
    /// and its digit classes rewritten (``DecimalDigitClass``), same matches; `nil` when neither
    /// changes anything.
    @Sendable static func jitSource(_ source: String) -> String? {
        jitSource(source, factored: AlternationFactoring.factored(source))
    }

    /// ``jitSource(_:)`` given the merged pattern (`nil`: nothing to merge), which
    /// ``BuiltinRuleTable`` ships for the built-in rules: merging cost about 1.5 M instructions
    /// a rule, more than it saved on 2 MB of messages.
    static func jitSource(_ source: String, factored: String?) -> String? {
        DecimalDigitClass.rewrite(factored ?? source) ?? factored
    }

    private func compileOnce() -> Compiled {
        lock.withLock { _ in
            if let stored { return stored }
            let pattern: Pattern
            do {
                let long = runLength?.isLong ?? false
                if !long, let saved, let code = saved.patterns.code(at: saved.slot, flags: Pattern.flags(options)) {
                    pattern = Pattern(code: code, source: source, jitRewrite: jitRewrite)
                } else {
                    pattern = try Pattern(source, options: options, jitThreshold: long ? 0 : Pattern.defaultJITThreshold,
                                          jitRewrite: jitRewrite, interpretsRewrite: long)
                }
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
