/// Finds the one-time code a message delivers.
///
/// The pipeline: the origin-bound line (strongest evidence), the Android app hash (never a
/// code), code-shaped tokens, then each token scored by keyword, code, negative and context
/// rules (``Ranker``). Untrusted text never throws: any bytes give candidates or none.
/// An `Extractor` is immutable and can be shared between threads.
public struct Extractor: Sendable {
    public let rules: RuleSet
    public let options: ExtractionOptions

    public init(rules: RuleSet = .builtin, options: ExtractionOptions = ExtractionOptions()) {
        self.rules = rules
        self.options = options
    }

    /// The candidates in `text`, best first.
    public func extract(_ text: String) -> Extraction {
        var text = text
        return text.withUTF8 { extract(utf8: $0) }
    }

    /// The candidates in UTF-8 `bytes` (invalid sequences are safe), best first. Offsets in
    /// the result are byte offsets into `bytes`.
    public func extract(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Extraction {
        extract(utf8: bytes, fastPath: true)
    }

    /// ``extract(utf8:)`` with the fast path on or off. The fast path returns at once for a
    /// message that can have no candidate (``Prefilter``, then no token, code rule match or
    /// origin line) without running the keyword, negative and context rules; the result is the
    /// same either way. `fastPath: false` is for tests that check exactly that. With
    /// ``ExtractionOptions/winnerOnly`` the fast path also skips messages whose candidates
    /// cannot reach the threshold (``AcceptanceBound``), before any rule runs or, when negative
    /// rules hide every keyword ("promo code"), as soon as they do.
    public func extract(utf8 bytes: UnsafeBufferPointer<UInt8>, fastPath: Bool) -> Extraction {
        rules.runLength.noteMessage()
        let text = Extractor.truncate(bytes, to: options.maxTextBytes)
        if fastPath, !Prefilter.mayHaveCandidates(text, rules: rules) { return Extraction(candidates: [], origin: nil) }
        let gates = fastPath ? rules.gates.ready() : nil
        let origin = OriginLineParser.parse(text)
        var gated: RuleGate.Allowed?
        if options.winnerOnly, let gates {
            // In a long run the bound needs only its own rules' literals (a cheaper scan for the
            // four messages in five it turns away); the whole gate runs for the few it lets
            // through, keeping what the bound found not to match. A run of one message scans
            // with the whole gate once: building the bound's own cost 1.6 M instructions.
            let long = rules.runLength.isLong
            var bounded = long ? gates.acceptance.allowed(in: text) : gates.all.allowed(in: text, keepingStarts: true)
            if !AcceptanceBound.mayAccept(text, rules: rules, allowed: &bounded, hasOrigin: origin != nil, slotCount: options.slotCount) {
                return Extraction(candidates: [], origin: nil)
            }
            if long {
                var allowed = gates.all.allowed(in: text, keepingStarts: true)
                allowed.keep(bounded, in: rules.acceptanceSlots)
                gated = allowed
            } else {
                gated = bounded
            }
        }
        let hash = AppHash.range(in: text)
        let scanned = Array(TokenScanner.tokens(in: text).filter { token in
            !(hash?.overlaps(token.range) ?? false)
        }.prefix(Extractor.maxHits))
        if fastPath, scanned.isEmpty, origin == nil, !Prefilter.someCodeRuleMatches(text, rules: rules) {
            return Extraction(candidates: [], origin: nil)
        }
        let allowed = gated ?? gates?.all.allowed(in: text, keepingStarts: true) ?? .everything(rules.rules.count)

        // Keywords are found before the negative rules that may hide them, so that a message
        // whose every keyword a negative match hides ("Use promo code SAVE33 …") meets the
        // acceptance bound again as soon as that is so, before the rest of the rules run.
        var keywords: [KeywordHit] = []
        var foundAll = true
        Extractor.forEach(rules.keywordSlots, of: rules, allowed: allowed, while: { foundAll }) { compiled in
            Extractor.forEachRange(of: compiled, in: text, allowed: allowed, group: nil) { range, _ in
                keywords.append(KeywordHit(range: range, rule: compiled.rule))
                if keywords.count >= Extractor.maxFoundKeywords { foundAll = false }
                return foundAll
            }
        }
        // The keywords no negative match hides yet, while the bound may still turn the message away.
        var shown = options.winnerOnly && gates != nil && origin == nil && foundAll ? Array(keywords.indices) : []
        var turnedAway = false
        var negatives: [NegativeHit] = []
        Extractor.forEach(rules.negativeSlots, of: rules, allowed: allowed, while: { negatives.count < Extractor.maxHits && !turnedAway }) { compiled in
            let first = negatives.count
            Extractor.forEachRange(of: compiled, in: text, allowed: allowed, group: compiled.codeGroup) { range, group in
                negatives.append(NegativeHit(range: range, target: group ?? range, rule: compiled.rule, identifies: compiled.identifies))
                return negatives.count < Extractor.maxHits
            }
            guard !shown.isEmpty, negatives.count > first else { return }
            let added = negatives[first...]
            shown.removeAll { index in added.contains { $0.range.overlaps(keywords[index].range) } }
            guard shown.isEmpty else { return }
            var bounded = allowed
            turnedAway = !AcceptanceBound.mayAcceptUnnamed(text, rules: rules, allowed: &bounded, slotCount: options.slotCount)
        }
        if turnedAway { return Extraction(candidates: [], origin: nil) }
        // Keywords inside a negative rule's match ("promo code", "zip code") are not keywords.
        let hidden = RankingContext.merge(negatives.map(\.range))
        if foundAll {
            keywords.removeAll { RankingContext.overlaps(hidden, $0.range) }
            if keywords.count > Extractor.maxHits { keywords.removeSubrange(Extractor.maxHits...) }
        } else {
            keywords.removeAll()
            Extractor.forEach(rules.keywordSlots, of: rules, allowed: allowed, while: { keywords.count < Extractor.maxHits }) { compiled in
                Extractor.forEachRange(of: compiled, in: text, allowed: allowed, group: nil) { range, _ in
                    if !RankingContext.overlaps(hidden, range) {
                        keywords.append(KeywordHit(range: range, rule: compiled.rule))
                    }
                    return keywords.count < Extractor.maxHits
                }
            }
        }
        var tokens = scanned.filter { !$0.needsLabel || Extractor.keepsLabelled($0, keywords: keywords, text: text) }
        // A number a word for a code names whole (`392 0481 66`) is the code: its parts are not.
        let labelledWholes = tokens.filter { $0.needsLabel && $0.isNumeric }.map(\.range)
        if !labelledWholes.isEmpty {
            tokens.removeAll { token in
                !token.needsLabel && labelledWholes.contains { $0 != token.range && $0.contains(token.range.lowerBound) && token.range.upperBound <= $0.upperBound }
            }
        }
        Extractor.forEach(rules.boostSlots, of: rules, allowed: allowed) { compiled in
            Extractor.forEachRange(of: compiled, in: text, allowed: allowed, group: compiled.codeGroup) { range, group in
                negatives.append(NegativeHit(range: range, target: group ?? range, rule: compiled.rule, identifies: compiled.identifies))
                return true
            }
        }
        var contextScore = 0.0
        var contextReasons: [String] = []
        Extractor.forEach(rules.contextSlots, of: rules, allowed: allowed) { compiled in
            guard compiled.pattern.hasMatch(in: text, from: allowed.start(of: compiled.slot), limit: allowed.limit(of: compiled.slot)) else { return }
            contextScore += compiled.rule.weight
            if options.explains { contextReasons.append("context \(compiled.rule.name): \(Ranker.format(compiled.rule.weight))") }
        }

        let ranking = RankingContext(text: text, tokens: tokens, keywords: keywords, negatives: negatives)
        var candidates: [Candidate] = []
        // The strongest identifying rule (``Ranker/namesWhatANumberIs(_:)``) that names each code somewhere.
        var naming: [(code: String, rule: Rule)] = []
        for token in tokens {
            candidates.append(score(token, rule: nil, ranking: ranking, context: (contextScore, contextReasons), naming: &naming))
        }
        Extractor.forEach(rules.codeSlots, of: rules, allowed: allowed, while: { candidates.count < tokens.count + Extractor.maxHits }) { compiled in
            Extractor.forEachRange(of: compiled, in: text, allowed: allowed, group: compiled.codeGroup) { whole, group in
                let range = group ?? whole
                let raw = String(decoding: UnsafeBufferPointer(rebasing: text[range]), as: UTF8.self)
                let code = DigitNormalizer.normalize(raw)
                if !code.isEmpty, code.count <= 12 {
                    let token = CodeToken(code: code, range: range, isNumeric: code.allSatisfy(\.isNumber), isGrouped: false)
                    candidates.append(score(token, rule: compiled.rule, ranking: ranking, context: (contextScore, contextReasons), naming: &naming))
                }
                return candidates.count < tokens.count + Extractor.maxHits
            }
        }
        if !naming.isEmpty { Extractor.carryNaming(naming, ranking: ranking, into: &candidates, explains: options.explains) }
        if let origin {
            let code = DigitNormalizer.normalize(origin.code)
            if !code.isEmpty, code.count <= 20, code.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }) {
                let kind = origin.isStrict ? "strict WICG last line" : "origin line"
                candidates.append(Candidate(
                    code: code, raw: origin.code, start: origin.codeStart, end: origin.codeEnd,
                    score: Ranker.originScore, rule: "origin-bound", language: "any",
                    reasons: ["\(kind) @\(origin.host) #\(origin.code): +\(Ranker.format(Ranker.originScore))"]))
            }
        }
        return Extraction(candidates: Ranker.rank(candidates, slotCount: options.slotCount), origin: origin)
    }

    /// Calls `body` with each rule of `slots` (bits by slot, as ``RuleSet`` gives each kind)
    /// that `allowed` lets through, in order, as long as `more()` holds before it: the loop
    /// visits only those, not every rule of the kind (most are not let through).
    private static func forEach(_ slots: [UInt64], of rules: RuleSet, allowed: RuleGate.Allowed, while more: () -> Bool = { true },
                                _ body: (RuleSet.Compiled) -> Void) {
        var slot = -1
        while more(), let next = allowed.next(in: slots, after: slot) {
            body(rules.bySlot[next])
            slot = next
        }
    }

    /// Calls `body` with each match of `compiled` in `text`, as ``Pattern``'s find-all scan
    /// does, from where `allowed` lets the rule start; where `allowed` knows every place its
    /// matches can start (``RuleGate/Allowed/starts(of:)``), only those are tried.
    /// Always inlined: called from five loops, an outlined copy retained the gate's arrays on
    /// each call (callgrind: +0.5 % on the mbox with `--json`).
    @inline(__always)
    private static func forEachRange(of compiled: RuleSet.Compiled, in text: UnsafeBufferPointer<UInt8>, allowed: RuleGate.Allowed,
                                     group: Int?, _ body: (Range<Int>, Range<Int>?) -> Bool) {
        let slot = compiled.slot
        let start = allowed.start(of: slot), limit = allowed.limit(of: slot)
        // Where the first and the last place are close, the one search over the bytes between
        // is cheaper than a search for each place.
        if let limit, limit - start >= Extractor.startsSpan, allowed.knowsStarts {
            let starts = allowed.starts(of: slot)
            var next = 0
            compiled.pattern.forEachRange(in: text, from: start, limit: limit, startingAt: { offset in
                while next < starts.count, Int(starts[next]) < offset { next += 1 }
                return next < starts.count ? Int(starts[next]) : nil
            }, group: group, body)
        } else {
            compiled.pattern.forEachRange(in: text, from: start, limit: limit, group: group, body)
        }
    }

    /// The fewest bytes between a rule's first and last possible start (``RuleGate/Allowed/start(of:)``,
    /// ``RuleGate/Allowed/limit(of:)``) for which it is searched only where its leading pieces
    /// stand: an attempt costs about what a search over a few dozen bytes does (callgrind on
    /// the mbox: 8 bytes −0.1 %, 64 +0.7 %, 128 +1.4 % against 24; the SMS lines barely move).
    static let startsSpan = 24

    private func score(
        _ token: CodeToken,
        rule: Rule?,
        ranking: RankingContext,
        context: (score: Double, reasons: [String]),
        naming: inout [(code: String, rule: Rule)]
    ) -> Candidate {
        let explains = options.explains
        var reasons: [String] = []
        var total = 0.0
        var winningRule = rule?.name ?? "shape"
        var language = rule?.language ?? "any"
        if let rule {
            total += rule.weight
            if explains { reasons.append("code rule \(rule.name): +\(Ranker.format(rule.weight))") }
        }
        let text = ranking.text
        let evidence = Ranker.keywordEvidence(for: token.range, in: ranking, explains: explains)
        if let keyword = evidence.rule {
            total += evidence.score
            if let reason = evidence.reason { reasons.append(reason) }
            if rule == nil {
                winningRule = keyword.name
                language = keyword.language
            }
        }
        let (shape, shapeReason) = Ranker.shapeScore(token, assertedByRule: rule != nil,
                                                     labelledDirectly: evidence.labelledDirectly || evidence.namedAtOpening,
                                                     explains: explains)
        total += shape
        if explains, let shapeReason { reasons.append(shapeReason) }
        let (layout, layoutReason) = Ranker.layoutScore(token.range, text: text, explains: explains)
        total += layout
        if explains, let layoutReason { reasons.append(layoutReason) }
        var penalized: [String] = []
        for hit in ranking.hits(overlapping: token.range) where hit.rule.weight != 0 {
            guard !penalized.contains(hit.rule.name) else { continue }
            penalized.append(hit.rule.name)
            if evidence.namesClosely, Ranker.shapeGuesses.contains(hit.rule.name) {
                if explains { reasons.append("\(hit.rule.kind.rawValue) \(hit.rule.name) set aside: a code keyword \(evidence.howNamedClosely)") }
                continue
            }
            total += hit.rule.weight
            if explains { reasons.append("\(hit.rule.kind.rawValue) \(hit.rule.name): \(Ranker.signed(hit.rule.weight))") }
            if hit.identifies {
                if let known = naming.firstIndex(where: { $0.code == token.code }) {
                    if hit.rule.weight < naming[known].rule.weight { naming[known].rule = hit.rule }
                } else {
                    naming.append((token.code, hit.rule))
                }
            }
        }
        if context.score < 0, evidence.labelledAdjacently || evidence.namedAtOpening, token.isNumeric {
            // A code keyword right before a number outweighs what the message is about ("کد تأیید
            // شما ۹۳۰۸ است. سفر بعدی با ۲۰٪ تخفیف!": a code, then an offer), and so does one right
            // after a number that opens the message ("731904 is your Vodaline verification PIN.
            // Your bill of £32.50 is due 28 Jun."). Not before letters and digits: a promo code is
            // named by the same words ("استخدام الكود EID2024").
            if explains {
                reasons.append(evidence.labelledAdjacently ? "context set aside: a code keyword names it right before it"
                                                           : "context set aside: it opens the message and a code keyword names it")
            }
        } else if context.score != 0 {
            total += context.score
            reasons += context.reasons
        }
        if let slots = options.slotCount {
            let (fit, fitReason) = Ranker.slotScore(token.code, slotCount: slots, explains: explains)
            total += fit
            if let fitReason { reasons.append(fitReason) }
        }
        let raw = String(decoding: UnsafeBufferPointer(rebasing: text[token.range]), as: UTF8.self)
        return Candidate(code: token.code, raw: raw, start: token.range.lowerBound, end: token.range.upperBound,
                         score: total, rule: winningRule, language: language, reasons: reasons)
    }

    /// Gives every occurrence of a code the penalty of the identifying rule that names it
    /// somewhere else in the message: a number that one line calls the booking's code ("Código
    /// da reserva: 5518-3047") is the booking's code in the subject too ("Reserva confirmada -
    /// código 5518-3047"), however plainly that names it a code.
    static func carryNaming(_ naming: [(code: String, rule: Rule)], ranking: RankingContext, into candidates: inout [Candidate], explains: Bool) {
        // Each named code is a candidate at least once; only one that stands twice or more has
        // an occurrence to carry the penalty to.
        func rule(naming code: String) -> Rule? { naming.first { $0.code == code }?.rule }
        guard candidates.count(where: { rule(naming: $0.code) != nil }) > naming.count else { return }
        for index in candidates.indices {
            guard let rule = rule(naming: candidates[index].code) else { continue }
            let range = candidates[index].start..<candidates[index].end
            guard !ranking.hits(overlapping: range).contains(where: { $0.rule.name == rule.name }) else { continue }
            candidates[index].score += rule.weight
            if explains { candidates[index].reasons.append("the same number elsewhere, \(rule.kind.rawValue) \(rule.name): \(Ranker.signed(rule.weight))") }
        }
    }

    /// The least weight of a keyword that names a code (not a verb such as "verify"), for
    /// ``keepsLabelled(_:keywords:text:)``.
    static let labelWeight = 1.5

    /// Words that may stand between a code's label and the code: "is" and "your" in the
    /// languages that write them as words ("Hentekoden din er 513 8842", "Your code is"), and
    /// Chinese "is" ("一次性登入碼為 408.216.35") and Hebrew "your" ("קוד האימות שלך: 38-51-60-9").
    static let labelConnectors: Set<Substring> = [
        "is", "er", "ist", "lautet", "es", "est", "é", "è", "är", "on", "jest", "je", "to", "este", "adalah", "ialah", "là", "ni",
        "your", "din", "ditt", "dine", "ihr", "dein", "votre", "ton", "tu", "su", "tvůj", "váš", "vaš", "twój", "anda",
        "wako", "jouw", "uw", "שלך", "שלכם", "為", "为", "是",
    ]

    /// Line endings that, like a colon, announce what stands below: Japanese "is as follows"
    /// ("ワンタイムパスワードは以下のとおりです。\n\n　3920 4716 85").
    static let announcesBelow = ["以下のとおりです。", "以下の通りです。", "以下のとおりです", "以下の通りです"]

    /// Words for "for" before the name of the service a code is for ("kód pro Telegram: 29 618").
    static let serviceWords: Set<Substring> = ["for", "pro", "pre", "para", "pour", "für", "per", "voor", "för", "dla", "для", "за"]

    /// Whether the last character of `text` that is not a blank is a colon, ASCII or fullwidth.
    static func endsWithColon<S: StringProtocol>(_ text: S) -> Bool {
        text.last { !$0.isWhitespace }.map { $0 == ":" || $0 == "：" } ?? false
    }

    /// Whether the words between a label and its code name the service the code is for, before a
    /// colon: "for" (``serviceWords``), maybe "your", and a capitalized name ("Váš přihlašovací kód
    /// pro Telegram: 29 618", "Your code for Acme: 58 193"). A place is named with other words
    /// ("code postal de Paris: 75 001", "Kod do drzwi klatki: 2 580 111").
    static func namesService(_ words: [Substring], gap: String) -> Bool {
        guard (2...3).contains(words.count), let last = words.last, last.first?.isUppercase == true,
              last.allSatisfy(\.isLetter), endsWithColon(gap) else { return false }
        let before = words.dropLast().map { Substring($0.lowercased()) }
        return before.contains(where: serviceWords.contains) && before.allSatisfy { serviceWords.contains($0) || labelConnectors.contains($0) }
    }

    /// Whether a token that needs a label (``CodeToken/needsLabel``) has one: a keyword that
    /// names a code (``labelWeight``) ends right before it on its line, with at most a colon or
    /// an equals sign and two of ``labelConnectors`` or a length note (``isLengthNote(_:)``)
    /// between; or the keyword's line ends in a colon (or ``announcesBelow``, or the keyword
    /// itself) and the token stands alone on a line below it ("One-Time Password untuk akses
    /// VPN:\n\n    8305 1927 64"), set apart as the code.
    /// A number of seven digits or more may have one or two lowercase words between instead, or
    /// three with an acronym among them; or what it is for after a word for "for"
    /// (``serviceWords``): up to four lowercase words, any words before a colon, or, after a
    /// strong keyword, any words before a word for "is" (``Ranker/namesPurposeThenCopula(_:_:)``).
    /// Letters and digits (`4F8 2KM`) are no phone number or amount: up to four lowercase words
    /// or acronyms may stand between ("código de acceso a la sede electrónica 4F8 2KM", "código de
    /// acesso VPN 5TR 8QZ"), while a postcode of that shape follows a capitalized place name.
    /// A token that opens the message may be named after it instead (``namedAfterOpening(_:by:text:)``).
    static func keepsLabelled(_ token: CodeToken, keywords: [KeywordHit], text: UnsafeBufferPointer<UInt8>) -> Bool {
        // No postcode or local number is this long: such a number may stand further from its label.
        let longNumber = token.isNumeric && token.code.utf8.count >= 7
        return keywords.contains { hit in
            if hit.range.lowerBound >= token.range.upperBound {
                return hit.rule.weight >= labelWeight && namedAfterOpening(token.range, by: hit.range, text: text)
            }
            guard hit.rule.weight >= labelWeight, hit.range.upperBound <= token.range.lowerBound,
                  token.range.lowerBound - hit.range.upperBound <= maxSetApartGap else { return false }
            let gap = String(decoding: UnsafeBufferPointer(rebasing: text[hit.range.upperBound..<token.range.lowerBound]), as: UTF8.self)
            if let lineEnd = gap.firstIndex(of: "\n") {
                let line = gap[..<lineEnd]
                // The keyword may also end its line itself ("giriş onay kodu\n8291 5037 46").
                let announces = line.allSatisfy(\.isWhitespace) || endsWithColon(line) || announcesBelow.contains { line.hasSuffix($0) }
                    || isBracketedAcronym(line)
                return announces && gap[lineEnd...].allSatisfy(\.isWhitespace)
                    && Ranker.layoutScore(token.range, text: text, explains: false).0 > 0
            }
            // A strong code word, what the code is for and a word for "is", in one sentence
            // ("engångskod för att godkänna den nya betalningsmottagaren är 5821 7704 39").
            if longNumber, hit.rule.weight >= Ranker.directLabelWeight, !gap.contains(where: { ".!?".contains($0) }),
               Ranker.namesPurposeThenCopula(text, hit.range.upperBound..<token.range.lowerBound) { return true }
            guard token.range.lowerBound - hit.range.upperBound <= 40 else { return false }
            let words = gap.split { $0.isWhitespace || $0 == ":" || $0 == "：" || $0 == "=" }
            if words.count <= 2, words.allSatisfy({ labelConnectors.contains(Substring($0.lowercased())) || isLengthNote($0) }) { return true }
            if namesService(words, gap: gap) { return true }
            // A long number (seven digits or more, `941 2803`, `8830 1926 04`) after a code's word
            // and one or two lowercase words saying what the code is for ("Cod retragere", "Код
            // подтверждения сделки", "κωδικός πρόσβασης μιας χρήσης:"), or three with an acronym
            // among them ("Kode verifikasi EFIN Anda adalah"; not "was sent to: 555 1234"): no
            // postcode is that long, and a door's code names its door with more words ("Kod do
            // drzwi klatki: 2 580 111"). A product's name may stand for the acronym ("код активации
            // eSIM 2684 5098 42", "kod jednorazowy do Miles&More:", "Kod pengaktifan iRakyat anda ialah").
            if longNumber, words.count <= 3,
               words.allSatisfy({ $0.allSatisfy(\.isLowercase) || isAcronym($0) || isProductName($0) || labelConnectors.contains(Substring($0.lowercased())) }),
               words.count <= 2 || words.contains(where: { isAcronym($0) || isProductName($0) }) { return true }
            // Or what it is for after a word for "for", in up to four lowercase words ("codi de
            // confirmació per a la portabilitat 4.820.193", "para la portabilidad"), or any words
            // before a colon ("Einmal-PIN für die Freigabe: 5820 3917 46").
            if longNumber, (2...4).contains(words.count), serviceWords.contains(Substring(words[0].lowercased())),
               words.allSatisfy({ $0.allSatisfy(\.isLowercase) }) || endsWithColon(gap) {
                return true
            }
            return !token.isNumeric && words.count <= 4 && words.allSatisfy { $0.allSatisfy(\.isLowercase) || isAcronym($0) }
        }
    }

    /// Whether `line` is only an acronym in brackets after the keyword ("일회용 비밀번호(OTP)"): the
    /// keyword still ends its line, as it does before a colon.
    static func isBracketedAcronym(_ line: Substring) -> Bool {
        let words = line.split(whereSeparator: \.isWhitespace)
        guard words.count == 1, let word = words.first, let open = word.first, let close = word.last,
              open == "(" || open == "（", close == ")" || close == "）" else { return false }
        let inner = word.dropFirst().dropLast()
        return (2...8).contains(inner.count) && inner.allSatisfy(\.isUppercase)
    }

    /// Whether a token that opens the message is named by the keyword at `keyword` after it: a
    /// word for "is" first, then only words, at most ``Ranker/openingCodeLabelDistance`` bytes
    /// ("8840 2716 93 is your one-time passcode for Accenture Okta sign-in."). A message that
    /// opens with a number and says what it is delivers that number.
    static func namedAfterOpening(_ token: Range<Int>, by keyword: Range<Int>, text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard Ranker.opensText(text, at: token.lowerBound) || followsSenderTag(text, at: token.lowerBound),
              keyword.lowerBound - token.upperBound <= Ranker.openingCodeLabelDistance else {
            return false
        }
        let gap = token.upperBound..<keyword.lowerBound
        let onlyWords = text[gap].allSatisfy { byte in
            byte >= 0x80 || byte == 0x20 || byte == 0x2D || (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
        }
        return onlyWords && Ranker.startsWithCopula(text, gap)
    }

    /// Whether only a sender's tag stands before `index`, as SMS open ("Fibank: 518.204.9 е кодът",
    /// "[Airtel] 602 9184 ni nambari yako"): up to three words and a colon, or a name in brackets,
    /// with no digit or sentence's end in it. On the bytes.
    static func followsSenderTag(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        var start = 0, end = index
        while start < end, Ranker.isBlank(text[start]) { start += 1 }
        while end > start, Ranker.isBlank(text[end - 1]) { end -= 1 }
        guard end > start, end - start <= maxSenderTagBytes else { return false }
        let tag = UnsafeBufferPointer(rebasing: text[start..<end])
        guard !tag.contains(where: { $0 &- 0x30 < 10 || $0 == 0x2E || $0 == 0x21 || $0 == 0x3F || $0 == 0x0A }) else { return false }
        if tag.last == 0x3A {
            return tag.dropLast().split(separator: 0x20).count <= 3 && tag.first != 0x3A
        }
        let opens = tag.starts(with: [0x5B]) || tag.starts(with: [0xE3, 0x80, 0x90])      // "[" or "【"
        let closes = tag.last == 0x5D || tag.count >= 3 && tag[tag.count - 3..<tag.count].elementsEqual([0xE3, 0x80, 0x91]) // "]" or "】"
        return opens && closes
    }

    /// The longest sender's tag ``followsSenderTag(_:at:)`` takes, in bytes.
    static let maxSenderTagBytes = 40

    /// A product's or an app's name written as no place's is: a lowercase letter before a capital
    /// ("eSIM", "iRakyat", "eKasu"), letters joined by `&` or `+` ("Miles&More"), or lowercase
    /// parts joined by hyphens ("m-banking").
    static func isProductName(_ word: Substring) -> Bool {
        guard word.count >= 3, let first = word.first, first.isLetter else { return false }
        if first.isLowercase, word.dropFirst().contains(where: \.isUppercase), word.allSatisfy(\.isLetter) { return true }
        let parts = word.split(omittingEmptySubsequences: false) { $0 == "&" || $0 == "+" }
        if parts.count > 1 { return parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isLetter) } }
        let hyphenated = word.split(separator: "-", omittingEmptySubsequences: false)
        return hyphenated.count > 1 && hyphenated.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isLowercase) }
    }

    /// A short word in capitals ("VPN", "PIN"): what a code is for, not a place's name.
    static func isAcronym(_ word: Substring) -> Bool {
        (2...4).contains(word.count) && word.allSatisfy { $0.isUppercase && $0.isLetter }
    }

    /// A note of the code's length in parentheses between the label and the code ("인증번호(7자리)
    /// 2809 417", "(7桁)", "(8-digit)"): a word of at most twelve characters in parentheses with
    /// a digit in it.
    static func isLengthNote(_ word: Substring) -> Bool {
        guard let first = word.first, let last = word.last, word.count <= 12 else { return false }
        return (first == "(" || first == "（") && (last == ")" || last == "）") && word.contains { $0.isNumber }
    }

    /// The most bytes between a keyword and a token it sets apart on a line below: the rest of
    /// the keyword's sentence, its colon and the blank lines.
    static let maxSetApartGap = 240

    /// The most tokens, keyword hits, negative hits and code-rule matches examined per message.
    /// Ranking compares them pairwise, so without a cap a flood ("code code code …",
    /// "code 1 1 1 1 code 1 1 1 1 …") made one message take minutes; real messages have dozens.
    static let maxHits = 256

    /// The most keyword matches kept before hiding; a message with more (a flood) finds its
    /// keywords again after the negative rules, as many as ``maxHits`` that none hides.
    static let maxFoundKeywords = 1024

    /// The first `limit` bytes, cut back to a character boundary.
    static func truncate(_ bytes: UnsafeBufferPointer<UInt8>, to limit: Int) -> UnsafeBufferPointer<UInt8> {
        guard bytes.count > limit else { return bytes }
        var end = max(0, limit)
        while end > 0, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        return UnsafeBufferPointer(rebasing: bytes[0..<end])
    }
}
