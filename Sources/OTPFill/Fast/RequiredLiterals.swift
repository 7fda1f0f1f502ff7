/// What any match of a pattern must contain: one of a few literal strings, found by reading the
/// pattern text, never by running it.
///
/// `(?i)(?:code|pin|password|token)s?` can only match where `code`, `pin`, `password` or
/// `token` stands (in any case), so on a message with none of them the pattern need not run.
/// The analysis is conservative: anything it does not understand (backreferences, `\Q…\E`,
/// verbs, extended mode) gives ``none``, meaning "could match anything; always run it".
enum RequiredLiterals {
    /// A string a match must contain. `caseless` strings are looked up in the message folded
    /// the way ``RuleGate`` folds it: ASCII letters lowercased, and each non-ASCII letter with
    /// other cases written as the one of its cases with the smallest code point
    /// (``CaselessVariants/folded(_:)``), so `Код`, `КОД` and `код` are all the piece `КОД`.
    struct Piece: Hashable, Sendable {
        var bytes: [UInt8]
        var caseless: Bool

        static let empty = Piece(bytes: [], caseless: false)

        /// The bytes hashed as one block: the synthesized hash fed them in one at a time, and
        /// hashing thousands of pieces was a good part of building a gate.
        func hash(into hasher: inout Hasher) {
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
            hasher.combine(caseless)
        }

        var isEmpty: Bool { bytes.isEmpty }
    }

    /// The pieces one of which every match of `pattern` contains, or `nil` when there is no
    /// such set (or the pattern is beyond the analysis): the first of ``clauses(of:cache:)``.
    static func of(_ pattern: String, cache: PieceCache = PieceCache()) -> Set<Piece>? {
        clauses(of: pattern, cache: cache).first
    }

    /// Sets of pieces such that every match of `pattern` contains a piece of each set, the
    /// most selective first; empty when there is none (or the pattern is beyond the analysis).
    ///
    /// `{offer}.{0,80}{code}` needs an offer word and a code word. Gated on one set only, a
    /// rule ran on every message that had the other: most of the rules that ran on the
    /// benchmark's messages never matched. Sets after the first are kept only when no piece is
    /// shorter than ``minExtraStrength`` bytes (a set with `:` holds on most messages).
    ///
    /// Analysing many patterns, pass one `cache`: they share most of their letters.
    static func clauses(of pattern: String, cache: PieceCache = PieceCache()) -> [Set<Piece>] {
        analysis(of: pattern, cache: cache).clauses
    }

    /// The pieces one of which every match of `pattern` starts with, or `nil` when a match may
    /// start anywhere (or the pattern is beyond the analysis).
    ///
    /// `(?i)(?<!\p{L})(?:code|pin)\s+\d+` matches only where `code` or `pin` starts: the
    /// lookbehind before them takes no text. So no match starts before the first of them in a
    /// message, and a search may begin there (``RuleGate/Allowed/start(of:)``). `\K` only
    /// moves the start PCRE2 reports, not where the match began, so it is no obstacle; a
    /// backtracking verb or `\G` makes what is found depend on where the search starts, and
    /// gives `nil`.
    static func leading(of pattern: String, cache: PieceCache = PieceCache()) -> Set<Piece>? {
        analysis(of: pattern, cache: cache).leading
    }

    /// ``clauses(of:cache:)`` and ``leading(of:cache:)`` from one reading of `pattern`.
    static func analysis(of pattern: String, cache: PieceCache = PieceCache()) -> (clauses: [Set<Piece>], leading: Set<Piece>?) {
        var parser = Parser(scalars: Array(pattern.unicodeScalars), cache: cache)
        guard let info = try? parser.alternation(caseless: false), parser.index == parser.scalars.count else { return ([], nil) }
        let leading = parser.dependsOnSearchStart ? nil : usable(info.starts).map { shortestPrefixes(Set($0)) }
        guard let first = usable(info.exact ?? info.required).map({ minimal(Set($0)) }) else { return ([], leading) }
        var clauses = [first]
        for set in info.also.compactMap(usable) where strength(set) >= minExtraStrength && clauses.count <= maxExtraClauses {
            let clause = minimal(Set(set))
            if !clauses.contains(clause) { clauses.append(clause) }
        }
        return (clauses, leading)
    }

    /// The shortest piece a set after the first may have, and how many such sets are kept.
    static let minExtraStrength = 3
    static let maxExtraClauses = 3

    /// `set` without pieces that contain another piece (finding `code` already covers `codes`).
    static func minimal(_ set: Set<Piece>) -> Set<Piece> {
        set.filter { piece in
            !set.contains { other in
                other != piece && other.caseless == piece.caseless
                    && piece.bytes.count > other.bytes.count && contains(piece.bytes, other.bytes)
            }
        }
    }

    /// `set` without pieces that start with another piece: a match that starts with `codes`
    /// starts with `code`, and `code` is found no later.
    static func shortestPrefixes(_ set: Set<Piece>) -> Set<Piece> {
        set.filter { piece in
            !set.contains { other in
                other != piece && other.caseless == piece.caseless && piece.bytes.starts(with: other.bytes)
            }
        }
    }

    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard needle.count <= haystack.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start..<(start + needle.count)].elementsEqual(needle) {
            return true
        }
        return false
    }

    // MARK: Analysis

    /// What a piece of pattern can match: `exact`, the whole set of strings when small, and
    /// `required`, strings one of which every match contains; `nil` = unknown. `also` holds
    /// further such sets, each needed as well (from the other items of a sequence). `leading`
    /// holds strings one of which every match starts with, when `exact` does not say it.
    struct Info {
        var exact: [Piece]?
        var required: [Piece]?
        var also: [[Piece]] = []
        var leading: [Piece]? = nil
        /// A lookahead, or an item that may open with one: at a position where no match starts
        /// it may still take many steps (even up to PCRE2's match limit), so a sequence that
        /// opens with one has no leading pieces.
        var isLookahead = false
        /// For an item that may match nothing (`(?:your\s)?`): strings one of which its match
        /// starts with when it matches something, so that a sequence it opens starts with one
        /// of them or with what follows it.
        var optionalStarts: [Piece]? = nil

        static let emptyString = Info(exact: [.empty], required: nil)
        static let unknown = Info(exact: nil, required: nil)

        init(exact: [Piece]?, required: [Piece]?, also: [[Piece]] = [], leading: [Piece]? = nil) {
            self.exact = exact
            self.required = required
            self.also = also
            self.leading = leading
        }
        static func one(_ piece: Piece) -> Info { Info(exact: [piece], required: [piece]) }

        /// Strings one of which every match starts with: the exact ones when none is empty
        /// (an item that may match nothing starts with whatever follows it), else `leading`.
        var starts: [Piece]? { isLookahead ? nil : usable(exact) ?? leading }
    }

    /// The most pieces a set of ``Info/leading`` strings may hold.
    static let maxLeadingSize = 512

    static let maxSetSize = 64

    /// A set that is useful as a requirement: not empty, with no empty piece.
    static func usable(_ set: [Piece]?) -> [Piece]? {
        guard let set, !set.isEmpty, !set.contains(where: \.isEmpty) else { return nil }
        return set
    }

    /// How selective a set is: the length of its weakest piece (longer is rarer).
    static func strength(_ set: [Piece]) -> Int {
        set.map { $0.bytes.count }.min() ?? 0
    }

    static func better(_ a: [Piece]?, _ b: [Piece]?) -> [Piece]? {
        guard let a = usable(a) else { return usable(b) }
        guard let b = usable(b) else { return a }
        let sa = strength(a), sb = strength(b)
        if sa != sb { return sa > sb ? a : b }
        return a.count <= b.count ? a : b
    }

    /// Every concatenation of a piece of `a` and a piece of `b`, or `nil` when a pair cannot
    /// be joined (different case modes) or the set grows too large.
    static func concat(_ a: [Piece], _ b: [Piece]) -> [Piece]? {
        guard a.count * b.count <= maxSetSize else { return nil }
        var result: [Piece] = []
        result.reserveCapacity(a.count * b.count)
        for x in a {
            for y in b {
                if x.isEmpty { result.append(y); continue }
                if y.isEmpty { result.append(x); continue }
                guard x.caseless == y.caseless else { return nil }
                result.append(Piece(bytes: x.bytes + y.bytes, caseless: x.caseless))
            }
        }
        return result
    }

    /// The piece of each letter already seen, caseless or not: finding a letter's cases takes
    /// Unicode property lookups, and the same few hundred letters recur in every word list.
    final class PieceCache {
        private var pieces: [UInt64: Piece?] = [:]

        func piece(_ scalar: Unicode.Scalar, caseless: Bool) -> Piece? {
            let key = UInt64(scalar.value) | (caseless ? 1 << 32 : 0)
            if let known = pieces[key] { return known }
            let piece = Parser.piece(scalar, caseless: caseless)
            pieces[key] = piece
            return piece
        }
    }

    struct Parser: PatternCursor {
        let scalars: [Unicode.Scalar]
        let cache: PieceCache
        var index = 0
        /// Whether the pattern has a backtracking verb or `\G`: what it finds from a later
        /// start is not what it finds from the first (``RequiredLiterals/leading(of:cache:)``).
        var dependsOnSearchStart = false

        init(scalars: [Unicode.Scalar], cache: PieceCache) {
            self.scalars = scalars
            self.cache = cache
        }

        /// `a|b|…` up to `)` or the end; inline `(?i)` lasts to the end of the enclosing group.
        mutating func alternation(caseless startCaseless: Bool) throws -> Info {
            var caseless = startCaseless
            var branches: [Info] = []
            while true {
                branches.append(try sequence(caseless: &caseless))
                if peek == "|" { index += 1; continue }
                break
            }
            if branches.count == 1 { return branches[0] }
            // Appended in place: a word list of a few hundred branches copied its growing
            // set once per branch, and that quadratic copying was most of the analysis.
            var exact: [Piece]? = []
            var required: [Piece]? = []
            var leading: [Piece]? = []
            for branch in branches {
                if let starts = usable(branch.starts), let count = leading?.count, count + starts.count <= maxLeadingSize {
                    leading?.append(contentsOf: starts)
                } else {
                    leading = nil
                }
                if let e = branch.exact, let count = exact?.count, count + e.count <= maxSetSize {
                    exact?.append(contentsOf: e)
                } else {
                    exact = nil
                }
                if required != nil, let r = usable(branch.exact) ?? usable(branch.required) {
                    required?.append(contentsOf: r)
                } else {
                    required = nil
                }
            }
            var info = Info(exact: exact, required: required, leading: leading)
            info.isLookahead = branches.contains(where: \.isLookahead)
            return info
        }

        /// Items up to `|`, `)` or the end.
        mutating func sequence(caseless: inout Bool) throws -> Info {
            var product: [Piece]? = [.empty]
            var exactWhole = true
            // Set when the first item that is not exact ends the run of exact items the
            // sequence starts with.
            var leading: [Piece]? = nil
            // Until the first item that is not exact has been read, and after optional items
            // at the start (`pending` holds what they start with).
            var leadingOpen = true
            var pending: [Piece] = []
            var opensWithLookahead = false
            var best: [Piece]? = nil
            // Every set found needed on the way; `best` is one of them.
            var needed: [[Piece]] = []
            func need(_ set: [Piece]?) {
                guard let set = usable(set) else { return }
                needed.append(set)
                best = better(best, set)
            }
            while let next = peek, next != "|", next != ")" {
                // A plain letter with no quantifier, the bulk of every word list: joined to the
                // piece being built without making an `Info` (two arrays) for it first.
                if let add = plainLiteral(next, caseless: caseless), Parser.extend(&product, with: add) {
                    index += 1
                    continue
                }
                var item = try atom(caseless: &caseless)
                item = try quantified(item)
                // A lookahead (or an item that may open with one) before any text is taken.
                if item.isLookahead, leadingOpen, product?.contains(where: \.isEmpty) ?? true { opensWithLookahead = true }
                needed += item.also
                // A positive lookaround: it adds no text to the match, but its own requirement
                // holds for the match as well.
                if let e = item.exact, e.count == 1, e[0].isEmpty, let required = usable(item.required) {
                    need(required)
                }
                // One literal after another: extend the single piece in place.
                if let e = item.exact, e.count == 1, Parser.extend(&product, with: e[0]) {
                    continue
                }
                if let e = item.exact, let p = product, let joined = concat(p, e) {
                    product = joined
                    continue
                }
                need(product)
                if leadingOpen {
                    leadingOpen = false
                    if let prefix = product, !opensWithLookahead {
                        if prefix.allSatisfy(\.isEmpty), let skipped = usable(item.optionalStarts),
                           pending.count + skipped.count <= maxLeadingSize {
                            // An optional item before any text: the match starts with its text or
                            // with what follows it.
                            pending += skipped
                            leadingOpen = true
                        } else {
                            leading = Parser.leading(prefix: prefix, then: item).flatMap { Parser.joined(pending, $0) }
                        }
                    }
                }
                if let e = item.exact {
                    product = e
                } else {
                    need(item.required)
                    product = [.empty]
                }
                exactWhole = false
            }
            need(product)
            if leadingOpen, !pending.isEmpty, !opensWithLookahead, let written = product, !written.contains(where: \.isEmpty) {
                leading = Parser.joined(pending, written)
            }
            // `best` first (the caller may take it alone), then the others, strongest first.
            let also = needed.filter { $0 != best }.sorted { strength($0) > strength($1) }
            var info = Info(exact: exactWhole ? product : nil, required: best, also: also, leading: leading)
            info.isLookahead = opensWithLookahead
            return info
        }

        /// What a sequence starts with when its first items can match exactly the strings of
        /// `prefix` and `item` follows them: those strings, or where one is empty (the
        /// items before may match nothing), what `item` starts with as well.
        static func leading(prefix: [Piece], then item: Info) -> [Piece]? {
            let written = prefix.filter { !$0.isEmpty }
            if written.count == prefix.count { return usable(written) }
            guard let next = usable(item.starts), written.count + next.count <= maxLeadingSize else { return nil }
            return written + next
        }

        /// `first` and `then` together, unless that is more than ``maxLeadingSize`` pieces.
        static func joined(_ first: [Piece], _ then: [Piece]) -> [Piece]? {
            first.count + then.count <= maxLeadingSize ? first + then : nil
        }

        /// The piece of `scalar` at `index` when it is an ordinary character that no quantifier
        /// follows; `nil` sends it the long way, through ``atom(caseless:)``.
        func plainLiteral(_ scalar: Unicode.Scalar, caseless: Bool) -> Piece? {
            switch scalar {
            case "\\", "(", ")", "[", "]", ".", "^", "$", "|", "*", "+", "?", "{", "}": return nil
            default: break
            }
            if index + 1 < scalars.count {
                switch scalars[index + 1] {
                case "*", "+", "?", "{": return nil
                default: break
                }
            }
            return cache.piece(scalar, caseless: caseless)
        }

        /// Appends `add` to the one piece of `product` in place, when both are plain pieces in
        /// the same case mode; `false` (nothing changed) otherwise.
        static func extend(_ product: inout [Piece]?, with add: Piece) -> Bool {
            guard product?.count == 1 else { return false }
            // Only flags are read, so no copy of the piece keeps its bytes shared.
            let lastEmpty = product![0].isEmpty, lastCaseless = product![0].caseless
            guard lastEmpty || add.isEmpty || lastCaseless == add.caseless else { return false }
            if !add.isEmpty {
                if lastEmpty { product![0] = add } else { product![0].bytes.append(contentsOf: add.bytes) }
            }
            return true
        }

        /// A quantifier after an item, if any.
        mutating func quantified(_ item: Info) throws -> Info {
            var result = try repeated(item)
            result.isLookahead = item.isLookahead
            return result
        }

        /// ``quantified(_:)`` but for ``Info/isLookahead``, which the repeated item keeps.
        mutating func repeated(_ item: Info) throws -> Info {
            guard let next = peek else { return item }
            var low = 0
            var high: Int? = nil
            switch next {
            case "?": index += 1; low = 0; high = 1
            case "*": index += 1; low = 0
            case "+": index += 1; low = 1
            case "{":
                guard let (l, h) = braces() else { return item }  // a literal `{`
                low = l; high = h
            default: return item
            }
            if peek == "?" || peek == "+" { index += 1 }  // lazy or possessive
            if low == 0 {
                if high == 1, let e = item.exact { return Info(exact: e + [.empty], required: nil) }
                var info = Info.unknown
                info.optionalStarts = item.starts
                return info
            }
            var required = usable(item.exact) ?? usable(item.required)
            if let e = usable(item.exact) {
                var power = e
                for _ in 1..<min(low, 3) {
                    guard let next = concat(power, e) else { break }
                    power = next
                }
                required = better(power, required)
                if let high, high == low, low <= 3, let exact = (1..<low).reduce(Optional(e), { acc, _ in acc.flatMap { concat($0, e) } }) {
                    return Info(exact: exact, required: required, also: item.also)
                }
            }
            // Repeated at least once, the item still starts the match.
            return Info(exact: nil, required: required, also: item.also, leading: item.starts)
        }

        /// `{n}`, `{n,}` or `{n,m}` at `index`; `nil` (nothing consumed) when it is a literal brace.
        mutating func braces() -> (Int, Int?)? {
            var cursor = index + 1
            func number() -> Int? {
                var value: Int? = nil
                while cursor < scalars.count, let digit = Int(String(scalars[cursor])), ("0"..."9").contains(scalars[cursor]) {
                    value = (value ?? 0) * 10 + digit
                    cursor += 1
                }
                return value
            }
            guard let low = number() else { return nil }
            var high: Int? = low
            if cursor < scalars.count, scalars[cursor] == "," {
                cursor += 1
                high = number()
            }
            guard cursor < scalars.count, scalars[cursor] == "}" else { return nil }
            index = cursor + 1
            return (low, high)
        }

        mutating func atom(caseless: inout Bool) throws -> Info {
            let scalar = try take()
            switch scalar {
            case "(": return try group(caseless: &caseless)
            case "[": return try characterClass(caseless: caseless)
            case ".": return .unknown
            case "^", "$": return .emptyString
            case "\\": return try escape(caseless: caseless, inClass: false).info
            case "*", "+", "?", "{", "}", ")": throw UnsupportedPattern()
            default: return literal(scalar, caseless: caseless)
            }
        }

        func literal(_ scalar: Unicode.Scalar, caseless: Bool) -> Info {
            guard let piece = cache.piece(scalar, caseless: caseless) else { return .unknown }
            return .one(piece)
        }

        static func piece(_ scalar: Unicode.Scalar, caseless: Bool) -> Piece? {
            if scalar.isASCII {
                var byte = UInt8(scalar.value)
                if caseless, byte >= 0x41, byte <= 0x5A { byte += 0x20 }
                return Piece(bytes: [byte], caseless: caseless)
            }
            guard caseless else { return Piece(bytes: Array(String(scalar).utf8), caseless: false) }
            // A letter of a script without case (Han, Kana, Arabic, Devanagari…) matches only
            // itself, and the lowered copy the gate scans keeps its bytes.
            if !CaselessVariants.hasCase(scalar) {
                return Piece(bytes: Array(String(scalar).utf8), caseless: true)
            }
            // Another non-ASCII letter matches any of its cases, and is looked for folded; KELVIN
            // SIGN (k), LONG S (s) and dotless i have ASCII cases, and give no piece.
            return CaselessVariants.folded(scalar).map { Piece(bytes: Array(String($0).utf8), caseless: true) }
        }

        mutating func group(caseless outer: inout Bool) throws -> Info {
            var caseless = outer
            var lookaround = false
            var positive = false
            var behind = true
            // (*SKIP), (*FAIL), (*UTF)…: a verb matches no text, and an alternative it fails
            // never matches, so requiring the rest of that alternative is still safe.
            if peek == "*" {
                dependsOnSearchStart = true
                try skipRestOfGroup()
                return .emptyString
            }
            if peek == "?" {
                index += 1
                let kind = try take()
                switch kind {
                case "&", "R", "0"..."9":
                    // A call of a group, (?&name) (?1) (?R): it matches something unknown.
                    try skipRestOfGroup()
                    return .unknown
                case "+" where peek.map({ ("0"..."9").contains($0) }) ?? false,
                     "-" where peek.map({ ("0"..."9").contains($0) }) ?? false:
                    // A relative call (?-1) (?+1).
                    try skipRestOfGroup()
                    return .unknown
                case "P" where peek == ">":
                    try skipRestOfGroup()
                    return .unknown
                case "(":
                    // A conditional group; (?(DEFINE)…) only defines groups for calls and
                    // matches nothing itself.
                    let isDefine = scalars[index...].starts(with: "DEFINE)".unicodeScalars)
                    index -= 1
                    try skipRestOfGroup()
                    return isDefine ? .emptyString : .unknown
                case ":", ">", "|": break
                case "=", "!": lookaround = true; positive = kind == "="; behind = false
                case "<", "P", "'":
                    if kind == "P" { guard try take() == "<" else { throw UnsupportedPattern() } }
                    if kind == "<", peek == "=" || peek == "!" {
                        positive = peek == "="
                        index += 1
                        lookaround = true
                        break
                    }
                    let close: Unicode.Scalar = kind == "'" ? "'" : ">"
                    while try take() != close {}
                case "#":
                    while try take() != ")" {}
                    return .emptyString
                default:
                    // Inline options: (?i) (?-i) (?i:…) (?s) (?m) … ; x/J/U/etc. are not supported.
                    index -= 1
                    let options = try inlineOptions(caseless: caseless, ignoring: ["s", "m"])
                    guard options.opensGroup else {
                        outer = options.caseless
                        return .emptyString
                    }
                    caseless = options.caseless
                    let inner = try alternation(caseless: caseless)
                    guard try take() == ")" else { throw UnsupportedPattern() }
                    return inner
                }
            }
            let inner = try alternation(caseless: caseless)
            guard try take() == ")" else { throw UnsupportedPattern() }
            guard lookaround else { return inner }
            // A lookaround matches no text; a positive one still needs its text in the message.
            var info = Info(exact: [.empty], required: nil)
            if positive { info = Info(exact: [.empty], required: usable(inner.exact) ?? usable(inner.required), also: inner.also) }
            info.isLookahead = !behind
            return info
        }

        /// An escape after `\`: a literal scalar, a class, or an assertion.
        enum Escaped {
            case scalar(Unicode.Scalar)
            case set
            case assertion

            var info: Info { .unknown }
        }

        mutating func escape(caseless: Bool, inClass: Bool) throws -> (info: Info, escaped: Escaped) {
            let scalar = try take()
            switch scalar {
            case "d", "D", "w", "W", "s", "S", "h", "H", "v", "V", "N", "R", "X", "C":
                return (.unknown, .set)
            case "p", "P":
                if peek == "{" { while try take() != "}" {} } else { index += 1 }
                return (.unknown, .set)
            case "b", "B", "A", "z", "Z", "G", "K":
                // \K only moves the reported start of the match: the text before it is still
                // matched, so what it needs is still needed.
                if inClass { throw UnsupportedPattern() }
                if scalar == "G" { dependsOnSearchStart = true }
                return (.emptyString, .assertion)
            case "g" where !inClass, "k" where !inClass:
                // A backreference \g{-1} \g1 \k<name> \k{name}: the text of a group, unknown here.
                if let open = peek, let close: Unicode.Scalar = ["{": "}", "<": ">", "'": "'"][open] {
                    while try take() != close {}
                } else {
                    if peek == "-" || peek == "+" { index += 1 }
                    guard let digit = peek, ("0"..."9").contains(digit) else { throw UnsupportedPattern() }
                    while let digit = peek, ("0"..."9").contains(digit) { index += 1 }
                }
                return (.unknown, .set)
            case "1"..."9" where !inClass && !(peek.map { ("0"..."9").contains($0) } ?? false):
                return (.unknown, .set)  // \1 … \9: a backreference
            case "x":
                var value: UInt32 = 0
                if peek == "{" {
                    index += 1
                    while let next = peek, next != "}" {
                        guard let digit = hex(next) else { throw UnsupportedPattern() }
                        value = value * 16 + digit
                        index += 1
                    }
                    index += 1
                } else {
                    for _ in 0..<2 {
                        guard let next = peek, let digit = hex(next) else { break }
                        value = value * 16 + digit
                        index += 1
                    }
                }
                guard let result = Unicode.Scalar(value) else { throw UnsupportedPattern() }
                return (literal(result, caseless: caseless), .scalar(result))
            case "n": return (literal("\n", caseless: caseless), .scalar("\n"))
            case "t": return (literal("\t", caseless: caseless), .scalar("\t"))
            case "r": return (literal("\r", caseless: caseless), .scalar("\r"))
            case "f": return (literal("\u{0C}", caseless: caseless), .scalar("\u{0C}"))
            default:
                // Escaped punctuation is itself; letters and digits (backreferences, \Q, \K…) are unsupported.
                guard scalar.isASCII, !scalar.properties.isAlphabetic, !("0"..."9").contains(scalar) else { throw UnsupportedPattern() }
                return (literal(scalar, caseless: caseless), .scalar(scalar))
            }
        }

        func hex(_ scalar: Unicode.Scalar) -> UInt32? {
            switch scalar.value {
            case 0x30...0x39: return scalar.value - 0x30
            case 0x41...0x46: return scalar.value - 0x41 + 10
            case 0x61...0x66: return scalar.value - 0x61 + 10
            default: return nil
            }
        }

        /// `[…]`: its members when there are few of them.
        mutating func characterClass(caseless: Bool) throws -> Info {
            var negated = false
            if peek == "^" { negated = true; index += 1 }
            var members: [Unicode.Scalar] = []
            var tooMany = false
            var first = true
            var previous: Unicode.Scalar? = nil
            while true {
                var scalar = try take()
                if scalar == "]" && !first { break }
                first = false
                if scalar == "[" && peek == ":" { throw UnsupportedPattern() }  // POSIX class
                if scalar == "\\" {
                    let (_, escaped) = try escape(caseless: caseless, inClass: true)
                    guard case let .scalar(value) = escaped else { tooMany = true; previous = nil; continue }
                    scalar = value
                } else if scalar == "-", let low = previous, peek != "]" {
                    var high = try take()
                    if high == "\\" {
                        let (_, escaped) = try escape(caseless: caseless, inClass: true)
                        guard case let .scalar(value) = escaped else { throw UnsupportedPattern() }
                        high = value
                    }
                    guard high.value >= low.value else { throw UnsupportedPattern() }
                    if high.value - low.value > 32 { tooMany = true } else {
                        for value in (low.value + 1)...high.value { if let s = Unicode.Scalar(value) { members.append(s) } }
                    }
                    previous = nil
                    continue
                }
                members.append(scalar)
                previous = scalar
            }
            if negated || tooMany || members.count > 32 { return .unknown }
            var pieces: [Piece] = []
            for member in members {
                guard let piece = cache.piece(member, caseless: caseless) else { return .unknown }
                if !pieces.contains(piece) { pieces.append(piece) }
            }
            return Info(exact: pieces, required: pieces)
        }
    }
}
