/// Rule patterns with the alternatives of each group that start with the same character merged
/// behind it, for the JIT: `(?:code|codice|kod)` is compiled as `(?:cod(?:e|ice)|kod)`.
///
/// PCRE2 tries a group's alternatives one after another, so a word list of a hundred words
/// costs a hundred failed first-character tests at every position where it is tried; the
/// costliest rules on the benchmark's messages are such lists, and most never match. Merged,
/// a position costs one test per distinct first character.
///
/// The matches and groups are the same: only alternatives that cannot match at the same
/// position (their first characters differ, in any case when caseless) change order, and
/// alternatives with the same first character keep theirs. An alternative that does not
/// start with a plain character, or holds a group or a reference whose number could move
/// (captures, calls, backreferences, conditions), or sets an option, stays where it is, and
/// nothing inside a look-behind is touched (its branches must keep fixed lengths). Patterns
/// with `\Q…\E` or extended mode are left alone.
enum AlternationFactoring {
    /// `pattern` merged, or `nil` when nothing changed or the pattern is beyond this reading.
    static func factored(_ pattern: String) -> String? {
        guard !pattern.contains("\\Q"), !pattern.contains("(?x"), !pattern.contains("(*") else { return nil }
        var parser = Parser(Array(pattern.unicodeScalars))
        guard let output = try? parser.alternation(caseless: false, frozen: false).text,
              parser.index == parser.scalars.count else { return nil }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: output)
        let text = String(result)
        return text == pattern ? nil : text
    }

    /// One alternative of a group, already rewritten inside.
    struct Branch {
        var text: [Unicode.Scalar] = []
        /// Its first character, when that is a plain character without a quantifier.
        var first: Unicode.Scalar?
        /// Whether it may change place: no group or reference numbered by position, no option set.
        var movable = true
    }

    struct Parser: PatternCursor {
        let scalars: [Unicode.Scalar]
        var index = 0

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        /// `a|b|…` up to `)` or the end, merged unless `frozen` (inside a look-behind);
        /// `movable` is false when a branch holds something that must not move.
        mutating func alternation(caseless: Bool, frozen: Bool) throws -> (text: [Unicode.Scalar], movable: Bool) {
            var branches: [Branch] = []
            var flagsChanged = false
            // An option set in a branch holds for the branches after it, too.
            var running = caseless
            while true {
                let before = running
                let branch = try sequence(caseless: &running, frozen: frozen)
                if running != before { flagsChanged = true }
                branches.append(branch)
                if peek == "|" { index += 1; continue }
                break
            }
            let movable = branches.allSatisfy(\.movable)
            // After an option set in a branch, keys would mean different things: keep them as they are.
            if frozen || flagsChanged || branches.count == 1 {
                return (AlternationFactoring.joined(branches.map(\.text)), movable)
            }
            return (try AlternationFactoring.merge(branches, caseless: caseless), movable)
        }

        /// Items up to `|`, `)` or the end; `caseless` follows inline options.
        mutating func sequence(caseless: inout Bool, frozen: Bool) throws -> Branch {
            var branch = Branch()
            var items = 0
            while let next = peek, next != "|", next != ")" {
                let start = index
                var plain = false
                switch next {
                case "\\":
                    try escape(&branch)
                case "[":
                    index += 1
                    try skipClass()
                case "(":
                    try group(&branch, caseless: &caseless, frozen: frozen)
                    items += 1
                    continue
                case "*", "+", "?", "{", ".", "^", "$":
                    index += 1
                default:
                    index += 1
                    plain = true
                }
                branch.text.append(contentsOf: scalars[start..<index])
                if items == 0, plain, !AlternationFactoring.isQuantifier(peek) { branch.first = next }
                items += 1
            }
            return branch
        }

        /// A group at `(`: its inside rewritten, and what it does to the branch holding it.
        mutating func group(_ branch: inout Branch, caseless: inout Bool, frozen: Bool) throws {
            let start = index
            index += 1
            var innerCaseless = caseless
            var innerFrozen = frozen
            var capturesOrRefers = false
            if peek == "?" {
                index += 1
                let kind = try take()
                switch kind {
                case ":", ">", "|", "=", "!":
                    break
                case "<" where peek == "=" || peek == "!":
                    index += 1
                    innerFrozen = true
                case "<", "'", "P":
                    // A named group (?<n>…) (?'n'…) (?P<n>…), or a call (?P>n) or reference (?P=n).
                    if kind == "P", peek != "<" {
                        try copyToClose(from: start, into: &branch)
                        branch.movable = false
                        return
                    }
                    if kind == "P" { index += 1 }
                    let close: Unicode.Scalar = kind == "'" ? "'" : ">"
                    while try take() != close {}
                    capturesOrRefers = true
                case "#":
                    while try take() != ")" {}
                    branch.text.append(contentsOf: scalars[start..<index])
                    return
                case "-" where peek.map({ ("0"..."9").contains($0) }) ?? false:
                    // A call of a group counted back, (?-1): as below.
                    fallthrough
                case "(", "&", "R", "+", "0"..."9":
                    // A condition, or a call of a group by name or number.
                    index -= 1
                    try copyToClose(from: start, into: &branch)
                    branch.movable = false
                    return
                default:
                    // Options: (?i) for the rest of the group, (?i:…) for its own inside.
                    index -= 1
                    let options = try inlineOptions(caseless: caseless, ignoring: ["s", "m", "U", "J", "n"])
                    guard options.opensGroup else {
                        caseless = options.caseless
                        branch.text.append(contentsOf: scalars[start..<index])
                        branch.movable = false
                        return
                    }
                    innerCaseless = options.caseless
                }
            } else {
                capturesOrRefers = true
            }
            let prefix = scalars[start..<index]
            let inner = try alternation(caseless: innerCaseless, frozen: innerFrozen)
            guard try take() == ")" else { throw UnsupportedPattern() }
            branch.text.append(contentsOf: prefix)
            branch.text.append(contentsOf: inner.text)
            branch.text.append(")")
            if capturesOrRefers || !inner.movable { branch.movable = false }
        }

        /// Copies the rest of a group that is not rewritten, through its closing `)`.
        mutating func copyToClose(from start: Int, into branch: inout Branch) throws {
            try skipRestOfGroup()
            branch.text.append(contentsOf: scalars[start..<index])
        }

        /// An escape at `\`, copied by the caller; references make the branch stay in place.
        mutating func escape(_ branch: inout Branch) throws {
            index += 1
            let scalar = try take()
            switch scalar {
            case "p", "P", "x", "o", "N":
                if peek == "{" { while try take() != "}" {} } else if scalar != "N" { index += 1 }
            case "g", "k":
                branch.movable = false
                if let open = peek, let close: Unicode.Scalar = ["{": "}", "<": ">", "'": "'"][open] {
                    while try take() != close {}
                } else {
                    if peek == "-" || peek == "+" { index += 1 }
                    while let digit = peek, ("0"..."9").contains(digit) { index += 1 }
                }
            case "1"..."9":
                branch.movable = false
                while let digit = peek, ("0"..."9").contains(digit) { index += 1 }
            case "c":
                index += 1
            default:
                break
            }
        }
    }

    static func isQuantifier(_ scalar: Unicode.Scalar?) -> Bool {
        scalar == "*" || scalar == "+" || scalar == "?" || scalar == "{"
    }

    static func joined(_ texts: [[Unicode.Scalar]]) -> [Unicode.Scalar] {
        var output: [Unicode.Scalar] = []
        for (number, text) in texts.enumerated() {
            if number > 0 { output.append("|") }
            output.append(contentsOf: text)
        }
        return output
    }

    /// What two first characters must share to be merged; `nil`: never merged. Caseless, an
    /// ASCII letter stands for both its cases, and a non-ASCII letter with cases is left alone
    /// (KELVIN SIGN matches `k`).
    static func key(_ scalar: Unicode.Scalar, caseless: Bool) -> UInt32? {
        guard caseless else { return scalar.value }
        if scalar.isASCII { return ("A"..."Z").contains(scalar) ? scalar.value + 0x20 : scalar.value }
        return CaselessVariants.hasCase(scalar) ? nil : scalar.value
    }

    /// The branches, those between two that stay in place merged by first character.
    static func merge(_ branches: [Branch], caseless: Bool) throws -> [Unicode.Scalar] {
        joined(try mergedBranches(branches, caseless: caseless))
    }

    /// ``merge(_:caseless:)``'s branches, before they are joined with `|`.
    static func mergedBranches(_ branches: [Branch], caseless: Bool) throws -> [[Unicode.Scalar]] {
        var texts: [[Unicode.Scalar]] = []
        var run: [Branch] = []
        func flush() throws {
            var order: [UInt32] = []
            var groups: [UInt32: [Branch]] = [:]
            for branch in run {
                let key = key(branch.first!, caseless: caseless)!
                if groups[key] == nil { order.append(key) }
                groups[key, default: []].append(branch)
            }
            for key in order {
                let group = groups[key]!
                guard group.count > 1 else { texts.append(group[0].text); continue }
                // The rest of each branch, merged again by its own first character.
                var tails: [Branch] = []
                for branch in group {
                    var parser = Parser(Array(branch.text.dropFirst()))
                    var tailCaseless = caseless
                    let tail = try parser.sequence(caseless: &tailCaseless, frozen: false)
                    guard parser.index == parser.scalars.count, tailCaseless == caseless else { throw UnsupportedPattern() }
                    tails.append(tail)
                }
                // One branch left (`co` of `code|codice`) needs no group of its own.
                let rests = try mergedBranches(tails, caseless: caseless)
                texts.append(rests.count == 1 ? [group[0].first!] + rests[0] : [group[0].first!, "(", "?", ":"] + joined(rests) + [")"])
            }
            run.removeAll()
        }
        for branch in branches {
            if branch.movable, let first = branch.first, key(first, caseless: caseless) != nil {
                run.append(branch)
            } else {
                try flush()
                texts.append(branch.text)
            }
        }
        try flush()
        return texts
    }
}
