/// Rules compiled and grouped by kind, ready to run on messages; shared between threads.
public final class RuleSet: Sendable {
    /// A rule with its pattern (compiled when first used) and its slot.
    ///
    /// A class: the extractor walks these lists for every message, and copying a struct that
    /// holds a ``Rule`` (five strings) costs a retain and a release per field.
    final class Compiled: Sendable {
        let rule: Rule
        private let deferred: DeferredPattern
        /// The rule's index in ``RuleSet/rules`` and in ``RuleSet/gate``.
        let slot: Int
        /// Whether the rule says what a number is (``Ranker/namesWhatANumberIs(_:)``).
        let identifies: Bool

        init(rule: Rule, pattern: DeferredPattern, slot: Int) {
            self.rule = rule
            self.deferred = pattern
            self.slot = slot
            self.identifies = Ranker.namesWhatANumberIs(rule)
        }

        /// The compiled pattern (compiled now if no message has needed it yet).
        var pattern: Pattern { deferred.compiled.pattern }
        /// The number of the pattern's `code` group, if it has one.
        var codeGroup: Int? { deferred.compiled.codeGroup }
    }

    public let rules: [Rule]
    let keywords: [Compiled]
    let codes: [Compiled]
    let negatives: [Compiled]
    let boosts: [Compiled]
    let contexts: [Compiled]
    /// The negative, boost and context rules with a positive weight: the ones that can raise a
    /// score without a keyword (``AcceptanceBound``).
    let raisers: [Compiled]
    /// The context rules with a negative weight. Every candidate of a message bears them
    /// unless a keyword names it, so ``AcceptanceBound`` may count them where no keyword is left.
    let lowerers: [Compiled]
    /// Every rule by slot, and the slots of each kind of rule as bits, so that a message's
    /// loop over them visits only those the gate allows (``RuleGate/Allowed/next(in:after:)``).
    let bySlot: [Compiled]
    let keywordSlots: [UInt64]
    let codeSlots: [UInt64]
    let negativeSlots: [UInt64]
    let boostSlots: [UInt64]
    let contextSlots: [UInt64]
    /// The slots of the rules ``AcceptanceBound`` may run (``boundRuns(_:)``), as bits.
    let acceptanceSlots: [UInt64]
    /// Which rules can match a given message, from the literals they need (the fast path).
    /// Built after a few messages (``LazyGates``).
    let gates: LazyGates
    /// The gate over all rules, built now if need be.
    var gate: RuleGate { gates.forced().all }
    /// The same for the code rules alone (the prefilter's last question).
    var codeGate: RuleGate { gates.forced().codes }
    /// How many messages these rules have been asked about: the built-in patterns compiled
    /// after the first are compiled once, as the JIT rewrites them (``RunLength``).
    let runLength: RunLength

    /// Compiles `rules`.
    ///
    /// - Throws: ``RuleError`` at the rule's file and line when PCRE2 rejects its pattern.
    public convenience init(rules: [Rule]) throws(RuleError) {
        try self.init(rules: rules, deferring: 0)
    }

    /// Compiles `rules`, except the first `deferred` ones: those are compiled when a message
    /// first needs them, so they must be known to compile (the built-in rules, which the tests
    /// compile one by one). `factored` gives each deferred rule's pattern with its alternatives
    /// merged (``RuleTable/factored``); without it, they are merged when the JIT needs them.
    /// `saved` holds their code compiled (``SerializedPatterns``), by slot.
    ///
    /// - Throws: ``RuleError`` at the rule's file and line when PCRE2 rejects a pattern it compiles.
    init(rules: [Rule], deferring deferred: Int, factored: [String?]? = nil, saved: SerializedPatterns? = nil) throws(RuleError) {
        var keywords: [Compiled] = [], codes: [Compiled] = [], negatives: [Compiled] = []
        var boosts: [Compiled] = [], contexts: [Compiled] = []
        var bySlot: [Compiled] = []
        let gates = LazyGates(rules: rules, table: BuiltinRuleTable.table)
        let runLength = RunLength()
        for (slot, rule) in rules.enumerated() {
            // Only a rule whose matches start at its leading pieces is ever given a limit; the
            // others would pay for the JIT's checks of one and gain nothing.
            let options: Pattern.Options = gates.mayLimitStarts(slot) ? .offsetLimit : []
            let pattern: DeferredPattern
            if slot < deferred {
                let jitRewrite: @Sendable (String) -> String? = if let factored {
                    { [factored = factored[slot]] source in DeferredPattern.jitSource(source, factored: factored) }
                } else {
                    DeferredPattern.jitSource
                }
                pattern = DeferredPattern(source: rule.pattern, options: options, runLength: runLength, jitRewrite: jitRewrite,
                                          saved: saved.map { ($0, slot) })
            } else {
                do {
                    pattern = DeferredPattern(compiled: try Pattern(rule.pattern, options: options, jitRewrite: DeferredPattern.jitSource))
                } catch {
                    throw RuleError(file: rule.file, line: rule.line, reason: "Rule '\(rule.name)': \(error.description)")
                }
            }
            let compiled = Compiled(rule: rule, pattern: pattern, slot: slot)
            bySlot.append(compiled)
            switch rule.kind {
            case .keyword: keywords.append(compiled)
            case .code: codes.append(compiled)
            case .negative: negatives.append(compiled)
            case .boost: boosts.append(compiled)
            case .context: contexts.append(compiled)
            }
        }
        self.rules = rules
        self.keywords = keywords
        self.codes = codes
        self.negatives = negatives
        self.boosts = boosts
        self.contexts = contexts
        self.raisers = (negatives + boosts + contexts).filter { RuleSet.boundRuns($0.rule) }
        self.lowerers = contexts.filter { $0.rule.weight < 0 }
        self.bySlot = bySlot
        func slots(of kind: [Compiled]) -> [UInt64] {
            var bits = Array(repeating: UInt64(0), count: (rules.count + 63) / 64)
            for compiled in kind { bits[compiled.slot >> 6] |= 1 << UInt64(compiled.slot & 63) }
            return bits
        }
        self.keywordSlots = slots(of: keywords)
        self.codeSlots = slots(of: codes)
        self.negativeSlots = slots(of: negatives)
        self.boostSlots = slots(of: boosts)
        self.contextSlots = slots(of: contexts)
        self.acceptanceSlots = slots(of: bySlot.filter { RuleSet.boundRuns($0.rule) })
        self.gates = gates
        self.runLength = runLength
    }

    /// Says that many messages will follow (a large file), so that the built-in patterns are
    /// compiled as for a long run from the first message on (``RunLength``). The results are
    /// the same either way.
    public func expectManyMessages() { runLength.expectMany() }

    /// Whether ``AcceptanceBound`` may run `rule`: a keyword or code rule, or one of ``raisers``.
    static func boundRuns(_ rule: Rule) -> Bool {
        switch rule.kind {
        case .keyword, .code: true
        case .negative, .boost, .context: rule.weight > 0
        }
    }

    /// The rules otpfill ships with (``BuiltinRules``), compiled once per process.
    ///
    /// They come parsed from ``BuiltinRuleTable`` unless ``BuiltinRules/text`` has changed
    /// since the table was written.
    public static let builtin: RuleSet = {
        do {
            return try RuleSet(rules: shipped.rules, deferring: shipped.rules.count, factored: shipped.factored, saved: shipped.saved)
        } catch {
            preconditionFailure("The built-in rules are invalid: \(error)")
        }
    }()

    /// The built-in rules as the binary ships them: from ``BuiltinRuleTable`` with their merged
    /// alternatives, and their code compiled (``BuiltinRuleCode``), when both were made from
    /// ``BuiltinRules/text`` as it is; else parsed from it, to be compiled as they are needed.
    private static let shipped: (rules: [Rule], factored: [String?]?, saved: SerializedPatterns?) = {
        let table = BuiltinRuleTable.table
        guard table.fingerprint == RuleTable.fingerprint(BuiltinRules.text) else { return (builtinSource.rules, nil, nil) }
        let saved = BuiltinRuleCode.patterns
        return (table.rules, table.factored, saved.fingerprint == table.fingerprint ? saved : nil)
    }()

    /// ``BuiltinRules`` parsed, with the fragments it defines: a user's file may use them.
    private static let builtinSource: (rules: [Rule], fragments: RuleFragments) = {
        var fragments = RuleFragments()
        do {
            return (try RuleParser.parse(BuiltinRules.text, file: "built-in", fragments: &fragments), fragments)
        } catch {
            preconditionFailure("The built-in rules are invalid: \(error)")
        }
    }()

    /// The built-in rules followed by the rules in `text` (a user's `--rules` file), whose
    /// patterns may use the built-in fragments as well as its own.
    ///
    /// - Throws: ``RuleError`` naming `file` and the line of the first bad rule, including a
    ///   name that repeats a built-in rule's or fragment's.
    public static func builtin(adding text: String, file: String) throws(RuleError) -> RuleSet {
        var fragments = builtinSource.fragments
        let extra = try RuleParser.parse(text, file: file, fragments: &fragments)
        let builtinNames = Set(RuleSet.builtin.rules.map(\.name))
        if let clash = extra.first(where: { builtinNames.contains($0.name) }) {
            throw RuleError(file: file, line: clash.line, reason: "Rule name '\(clash.name)' is already used by a built-in rule")
        }
        return try RuleSet(rules: shipped.rules + extra, deferring: shipped.rules.count, factored: shipped.factored, saved: shipped.saved)
    }
}
