/// Rules as a binary ships them: parsed, with the literals each needs before the rule gate lets
/// it run (``RequiredLiterals``), the case folds those literals use (``CaseFolder``) and each
/// pattern with its alternatives merged for the JIT (``AlternationFactoring``).
///
/// Reading the built-in rule text, analysing every pattern and looking up the case variants of
/// their letters took two thirds of a one-message run, and merging alternatives when a pattern
/// was JIT-compiled cost more than it saved on 2 MB of messages, so ``BuiltinRuleTable`` (written by
/// `make rule-table`) holds the results. It carries a fingerprint of the text it was made from:
/// when the text has changed since (a rule edited, the table not yet rewritten), otpfill parses
/// the text and analyses the changed rules itself, which is slower but never wrong.
struct RuleTable: Sendable {
    typealias Piece = RequiredLiterals.Piece

    /// ``fingerprint(_:)`` of the rule text the table was made from.
    let fingerprint: UInt64
    let rules: [Rule]
    let pieces: PieceList
    /// Each rule's need: lists of numbers in ``pieces``, a message must hold one piece of each
    /// list (``RequiredLiterals/clauses(of:cache:)``); none when no literal is needed (the rule
    /// always runs).
    let needs: [[[Int32]]]
    /// Each rule's leading pieces by number in ``pieces``: every match starts with one of them
    /// (``RequiredLiterals/leading(of:cache:)``); `nil` when a match may start anywhere.
    let leading: [[Int32]?]
    /// The folds of the caseless pieces' letters, for ``CaseFolder/init(folds:)``.
    let folds: [UInt32]
    /// Each rule's pattern with its alternatives merged (``AlternationFactoring/factored(_:)``),
    /// for the JIT; `nil`: nothing to merge.
    let factored: [String?]

    /// The table as the generated file writes it: caseless pieces numbered first, then exact ones.
    init(fingerprint: UInt64, rules: [Rule], caseless: [StaticString], exact: [StaticString], needs: [[[Int32]]],
         leading: [[Int32]?], folds: [UInt32], factored: [String?]) {
        self.fingerprint = fingerprint
        self.rules = rules
        self.pieces = PieceList(caseless: caseless, exact: exact)
        self.needs = needs
        self.leading = leading
        self.folds = folds
        self.factored = factored
    }

    /// The table for `rules`, read from a text with `fingerprint`: every pattern analysed.
    ///
    /// A generated table writes its pieces as string literals, so a rule needing a piece that
    /// is not valid UTF-8 is listed as always running (none of the built-in rules does), and one
    /// starting with such a piece as starting anywhere.
    init(rules: [Rule], fingerprint: UInt64) {
        let cache = RequiredLiterals.PieceCache()
        func writable(_ set: Set<Piece>) -> Bool { set.allSatisfy { String(validating: $0.bytes, as: UTF8.self) != nil } }
        let analysed = rules.map { rule -> (clauses: [Set<Piece>], leading: Set<Piece>?) in
            let (clauses, leading) = RequiredLiterals.analysis(of: rule.pattern, cache: cache)
            return (clauses.allSatisfy(writable) ? clauses : [], leading.flatMap { writable($0) ? $0 : nil })
        }
        // Numbered in byte order, caseless first, so that a changed rule changes few numbers.
        let all = analysed.reduce(into: Set<Piece>()) { all, rule in
            rule.clauses.forEach { all.formUnion($0) }
            all.formUnion(rule.leading ?? [])
        }
        let ordered = [true, false].flatMap { caseless in
            all.filter { $0.caseless == caseless }.sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }
        }
        var list = PieceList()
        var numbers: [Piece: Int32] = [:]
        for piece in ordered { numbers[piece] = list.append(piece) }
        self.fingerprint = fingerprint
        self.rules = rules
        self.pieces = list
        self.needs = analysed.map { rule in rule.clauses.map { $0.compactMap { numbers[$0] }.sorted() } }
        self.leading = analysed.map { rule in rule.leading.map { $0.compactMap { numbers[$0] }.sorted() } }
        self.folds = CaseFolder.folds(for: list)
        self.factored = rules.map { AlternationFactoring.factored($0.pattern) }
    }

    /// What the gate needs to know of `rule`, in ``RuleSet`` slot `slot`, if the table has that
    /// rule there as it is now; `nil` when its pattern must be analysed.
    func literals(of rule: Rule, at slot: Int) -> RuleGate.Literals? {
        guard slot < rules.count, rules[slot].name == rule.name, rules[slot].pattern == rule.pattern else { return nil }
        return RuleGate.Literals(need: needs[slot].isEmpty ? .always : .allOf(needs[slot]), leading: leading[slot])
    }

    /// A 64-bit hash of `text`, to tell whether it is the text a table was made from. Eight
    /// bytes a step: FNV-1a byte by byte cost 0.6 M instructions on the built-in rules, in every run.
    static func fingerprint(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { bytes in
            let raw = UnsafeRawBufferPointer(bytes)
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(raw.count)
            var offset = 0
            while offset + 8 <= raw.count {
                hash = (hash ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))) &* 0x9E37_79B9_7F4A_7C15
                hash ^= hash >> 29
                offset += 8
            }
            while offset < raw.count {
                hash = (hash ^ UInt64(raw[offset])) &* 0x9E37_79B9_7F4A_7C15
                offset += 1
            }
            return hash
        }
    }

    /// The Swift source of ``BuiltinRuleTable`` holding this table.
    func source() -> String {
        var source = """
        // Generated by `make rule-table` from the built-in rules; do not edit by hand.
        // `BuiltinRuleTableTests` fails when it no longer matches them, and until it is rewritten
        // otpfill parses the rule text at start-up instead (``RuleTable``).

        /// The built-in rules parsed, with the pieces they need and the folds of their letters.
        enum BuiltinRuleTable {
            static let table = RuleTable(fingerprint: 0x\(String(fingerprint, radix: 16)), rules: rules,
                                         caseless: caseless, exact: exact, needs: needs, leading: leading,
                                         folds: folds, factored: factored)

            private static let rules: [Rule] = [

        """
        for rule in rules {
            source += "        Rule(kind: .\(rule.kind), language: \(RuleTable.literal(rule.language)), "
                + "name: \(RuleTable.literal(rule.name)), weight: \(rule.weight),\n"
                + "             pattern: \(RuleTable.literal(rule.pattern)),\n"
                + "             file: \(RuleTable.literal(rule.file)), line: \(rule.line)),\n"
        }
        let groups = [(true, "caseless", "Pieces matched caselessly, numbered from 0 (folded: see ``CaseFolder``)."),
                      (false, "exact", "Pieces matched exactly, numbered after the caseless ones.")]
        for (caseless, name, comment) in groups {
            source += "    ]\n\n    /// \(comment)\n    private static let \(name): [StaticString] = [\n"
            for piece in pieces where piece.caseless == caseless {
                source += "        \(RuleTable.literal(String(decoding: piece.bytes, as: UTF8.self))),\n"
            }
        }
        source += "    ]\n\n    /// Each rule's lists of pieces by number: a message must hold one piece of each; none:\n"
        source += "    /// the rule always runs.\n"
        source += "    private static let needs: [[[Int32]]] = [\n"
        for (rule, need) in zip(rules, needs) {
            let lists = need.map(RuleTable.numberList)
            source += "        [\(lists.joined(separator: ", "))],  // \(rule.name)\n"
        }
        source += "    ]\n\n    /// Each rule's leading pieces by number: every match starts with one of them; `nil`: a\n"
        source += "    /// match may start anywhere.\n"
        source += "    private static let leading: [[Int32]?] = [\n"
        for (rule, leading) in zip(rules, leading) {
            let list = leading.map(RuleTable.numberList) ?? "nil"
            source += "        \(list),  // \(rule.name)\n"
        }
        source += "    ]\n\n    /// Letters to fold: each variant's code point, then the one it is written as.\n"
        source += "    private static let folds: [UInt32] = [\n"
        for pair in stride(from: 0, to: folds.count - 1, by: 2) {
            source += "        0x\(String(folds[pair], radix: 16, uppercase: true)), 0x\(String(folds[pair + 1], radix: 16, uppercase: true)),\n"
        }
        source += "    ]\n\n    /// Each pattern with its alternatives merged for the JIT; `nil`: nothing to merge.\n"
        source += "    private static let factored: [String?] = [\n"
        for (rule, factored) in zip(rules, factored) {
            source += "        \(factored.map(RuleTable.literal) ?? "nil"),  // \(rule.name)\n"
        }
        source += "    ]\n}\n"
        return source
    }

    /// Piece numbers as the generated table writes a list of them: `[3, 17, 42]`.
    private static func numberList(_ numbers: [Int32]) -> String {
        "[" + numbers.map(String.init).joined(separator: ", ") + "]"
    }

    /// `text` as a Swift raw string literal, with as many `#` as it takes and control
    /// characters escaped.
    static func literal(_ text: String) -> String {
        var hashes = "#"
        while text.contains("\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
        var body = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F {
                body += "\\" + hashes + "u{" + String(scalar.value, radix: 16) + "}"
            } else {
                body.unicodeScalars.append(scalar)
            }
        }
        return hashes + "\"" + body + "\"" + hashes
    }
}
