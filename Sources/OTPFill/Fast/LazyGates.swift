import Synchronization

/// The rule gates of a ``RuleSet``, built only once a few messages have been extracted.
///
/// Analysing every rule's literals takes about a millisecond and a half, more than a single
/// message gains from the gate, so the first ``threshold`` messages run without it (the result
/// is the same either way) and a long input pays for it once. Built once, read without a lock.
final class LazyGates: @unchecked Sendable {
    /// The gate over all rules and the one over the code rules alone.
    struct Gates {
        let all: RuleGate
        let codes: RuleGate
    }

    /// Messages extracted without a gate before it is built.
    static let threshold = 8

    private let rules: [Rule]
    private let uses = Atomic<Int>(0)
    /// 0: not built, 1: being built, 2: ready (`built` is set and stays as it is).
    private let state = Atomic<Int>(0)
    nonisolated(unsafe) private var built: Gates?

    init(rules: [Rule]) {
        self.rules = rules
    }

    /// The gates if they are ready; after ``threshold`` calls the first caller builds them.
    @inline(__always)
    func ready() -> Gates? {
        if state.load(ordering: .acquiring) == 2 { return built }
        guard uses.wrappingAdd(1, ordering: .relaxed).newValue > LazyGates.threshold else { return nil }
        return build()
    }

    /// The gates, built now if need be (for tests).
    func forced() -> Gates {
        while true {
            if let gates = build() { return gates }
        }
    }

    private func build() -> Gates? {
        if state.load(ordering: .acquiring) == 2 { return built }
        guard state.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged else { return nil }
        let cache = RequiredLiterals.PieceCache()
        let needs = rules.map { RuleGate.Need.of($0.pattern, cache: cache) }
        built = Gates(all: RuleGate(needs: needs),
                      codes: RuleGate(needs: zip(rules, needs).map { $0.kind == .code ? $1 : .never }))
        state.store(2, ordering: .releasing)
        return built
    }
}
