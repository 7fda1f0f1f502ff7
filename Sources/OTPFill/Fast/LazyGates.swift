import Synchronization

/// The rule gates of a ``RuleSet``, built when first needed.
///
/// A rule's need comes from ``BuiltinRuleTable`` when the table has it; working it out
/// (``RequiredLiterals``) takes longer than a single message gains from the gate. So when every
/// rule is in the table the gate is built for the first message, and otherwise the first
/// ``threshold`` messages run without it (the result is the same either way) and a long input
/// pays for the analysis once. Built once, read without a lock.
final class LazyGates: @unchecked Sendable {
    /// The gate over all rules, the one over the code rules alone, and the one over the rules
    /// ``AcceptanceBound`` may run (``RuleSet/acceptanceSlots``), each built when first asked
    /// for: a run of one message needs only ``all``, and each costs 1.5 to 3.7 M instructions
    /// to build (a one-message run is 11 M).
    final class Gates: Sendable {
        private let rules: [Rule]
        private let literals: [RuleGate.Literals]
        private let pieces: PieceList
        private let folder: CaseFolder
        private let builtAll = BuiltOnce<RuleGate>()
        private let builtCodes = BuiltOnce<RuleGate>()
        private let builtAcceptance = BuiltOnce<RuleGate>()

        init(rules: [Rule], literals: [RuleGate.Literals], pieces: PieceList, folder: CaseFolder) {
            self.rules = rules
            self.literals = literals
            self.pieces = pieces
            self.folder = folder
        }

        var all: RuleGate { builtAll.value { gate { _ in true } } }
        var codes: RuleGate { builtCodes.value { gate { $0.kind == .code } } }
        /// Fewer pieces than ``all`` (none of the negative rules' dates, amounts and domains), so
        /// a cheaper scan for the four messages in five that the bound turns away.
        var acceptance: RuleGate { builtAcceptance.value { gate(RuleSet.boundRuns) } }

        /// A gate over the rules that `serves` picks; the others are never let through.
        private func gate(_ serves: (Rule) -> Bool) -> RuleGate {
            RuleGate(pieces: pieces, rules: zip(rules, literals).map { serves($0) ? $1 : .never }, folder: folder)
        }
    }

    /// Messages extracted without a gate before it is built, when some rule's need is unknown.
    static let threshold = 8

    private let rules: [Rule]
    private let table: RuleTable
    /// What the gate needs to know of each rule, as the table gives it; `nil` = to be worked out.
    private let known: [RuleGate.Literals?]
    private let wait: Int
    private let uses = Atomic<Int>(0)
    /// Whether `built` is set (it then stays as it is).
    private let isBuilt = Atomic<Bool>(false)
    /// Held while the gates are built: a caller that comes meanwhile waits for them. Going on
    /// without the gate gives the same results, but the rules it would have kept out run and
    /// are compiled: a second thread that started in that time compiled and JIT-compiled some
    /// 200 patterns no message needed (+7 MB, one two-job run in eight).
    private let building = Mutex<Void>(())
    nonisolated(unsafe) private var built: Gates?

    init(rules: [Rule], table: RuleTable) {
        self.rules = rules
        self.table = table
        known = rules.enumerated().map { slot, rule in table.literals(of: rule, at: slot) }
        wait = known.contains { $0 == nil } ? LazyGates.threshold : 0
    }

    /// Whether the gates may give the rule in `slot` a limit (``RuleGate/Allowed/limit(of:)``):
    /// unless the table says that its matches may start anywhere.
    func mayLimitStarts(_ slot: Int) -> Bool { known[slot].map { $0.leading != nil } ?? true }

    /// The gates if they are ready; after the wait the first caller builds them.
    @inline(__always)
    func ready() -> Gates? {
        if isBuilt.load(ordering: .acquiring) { return built }
        guard uses.wrappingAdd(1, ordering: .relaxed).newValue > wait else { return nil }
        return forced()
    }

    /// The gates, built now if need be.
    func forced() -> Gates {
        if isBuilt.load(ordering: .acquiring), let built { return built }
        return building.withLock { _ in
            if let built { return built }
            // The table's pieces, then those of the rules it does not have.
            let cache = RequiredLiterals.PieceCache()
            var pieces = table.pieces
            var added: [RequiredLiterals.Piece: Int32] = [:]
            let literals = zip(rules, known).map { rule, known in
                known ?? .analysing(rule.pattern, into: &pieces, added: &added, cache: cache)
            }
            let folder = CaseFolder(folds: table.folds + CaseFolder.folds(for: pieces[table.pieces.count...]))
            let gates = Gates(rules: rules, literals: literals, pieces: pieces, folder: folder)
            built = gates
            isBuilt.store(true, ordering: .releasing)
            return gates
        }
    }
}
