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
        let text = Extractor.truncate(bytes, to: options.maxTextBytes)
        let origin = OriginLineParser.parse(text)
        let hash = AppHash.range(in: text)
        let tokens = Array(TokenScanner.tokens(in: text).filter { token in
            !(hash?.overlaps(token.range) ?? false)
        }.prefix(Extractor.maxHits))

        var negatives: [NegativeHit] = []
        for compiled in rules.negatives where negatives.count < Extractor.maxHits {
            compiled.pattern.forEachMatch(in: text) { match in
                let target = compiled.codeGroup.flatMap { match[$0] } ?? match.range
                negatives.append(NegativeHit(range: match.range, target: target, rule: compiled.rule))
                return negatives.count < Extractor.maxHits
            }
        }
        var keywords: [KeywordHit] = []
        for compiled in rules.keywords where keywords.count < Extractor.maxHits {
            compiled.pattern.forEachMatch(in: text) { match in
                if !negatives.contains(where: { $0.range.overlaps(match.range) }) {
                    keywords.append(KeywordHit(range: match.range, rule: compiled.rule))
                }
                return keywords.count < Extractor.maxHits
            }
        }
        var contextScore = 0.0
        var contextReasons: [String] = []
        for compiled in rules.contexts where compiled.pattern.matches(text) {
            contextScore += compiled.rule.weight
            contextReasons.append("context \(compiled.rule.name): \(Ranker.format(compiled.rule.weight))")
        }

        var candidates: [Candidate] = []
        for token in tokens {
            candidates.append(score(token, rule: nil, text: text, tokens: tokens, keywords: keywords,
                                    negatives: negatives, context: (contextScore, contextReasons)))
        }
        for compiled in rules.codes where candidates.count < tokens.count + Extractor.maxHits {
            compiled.pattern.forEachMatch(in: text) { match in
                let range = compiled.codeGroup.flatMap { match[$0] } ?? match.range
                let raw = String(decoding: UnsafeBufferPointer(rebasing: text[range]), as: UTF8.self)
                let code = DigitNormalizer.normalize(raw)
                if !code.isEmpty, code.count <= 12 {
                    let token = CodeToken(code: code, range: range, isNumeric: code.allSatisfy(\.isNumber), isGrouped: false)
                    candidates.append(score(token, rule: compiled.rule, text: text, tokens: tokens, keywords: keywords,
                                            negatives: negatives, context: (contextScore, contextReasons)))
                }
                return candidates.count < tokens.count + Extractor.maxHits
            }
        }
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
        return Extraction(candidates: Extractor.rank(candidates), origin: origin)
    }

    private func score(
        _ token: CodeToken,
        rule: Rule?,
        text: UnsafeBufferPointer<UInt8>,
        tokens: [CodeToken],
        keywords: [KeywordHit],
        negatives: [NegativeHit],
        context: (score: Double, reasons: [String])
    ) -> Candidate {
        var reasons: [String] = []
        var total = 0.0
        var winningRule = rule?.name ?? "shape"
        var language = rule?.language ?? "any"
        if let rule {
            total += rule.weight
            reasons.append("code rule \(rule.name): +\(Ranker.format(rule.weight))")
        }
        let evidence = Ranker.keywordEvidence(for: token.range, keywords: keywords, tokens: tokens, text: text)
        if let keyword = evidence.rule, let reason = evidence.reason {
            total += evidence.score
            reasons.append(reason)
            if rule == nil {
                winningRule = keyword.name
                language = keyword.language
            }
        }
        let (shape, shapeReason) = Ranker.shapeScore(token)
        total += shape
        if let shapeReason { reasons.append(shapeReason) }
        var penalized = Set<String>()
        for hit in negatives where hit.rule.weight != 0 && hit.target.overlaps(token.range) {
            guard penalized.insert(hit.rule.name).inserted else { continue }
            total += hit.rule.weight
            reasons.append("negative \(hit.rule.name): \(Ranker.format(hit.rule.weight))")
        }
        if context.score != 0 {
            total += context.score
            reasons += context.reasons
        }
        if let slots = options.slotCount {
            if token.code.count == slots {
                total += 0.4
                reasons.append("fits the \(slots) boxes: +0.4")
            } else {
                total -= 0.2
                reasons.append("does not fit the \(slots) boxes: -0.2")
            }
        }
        let raw = String(decoding: UnsafeBufferPointer(rebasing: text[token.range]), as: UTF8.self)
        return Candidate(code: token.code, raw: raw, start: token.range.lowerBound, end: token.range.upperBound,
                         score: total, rule: winningRule, language: language, reasons: reasons)
    }

    /// Best first; one entry per code (its best occurrence); ties go to the earlier one.
    static func rank(_ candidates: [Candidate]) -> [Candidate] {
        var best: [String: Candidate] = [:]
        for candidate in candidates {
            if let seen = best[candidate.code],
               seen.score > candidate.score || (seen.score == candidate.score && seen.start <= candidate.start) {
                continue
            }
            best[candidate.code] = candidate
        }
        return best.values.sorted { $0.score != $1.score ? $0.score > $1.score : $0.start < $1.start }
    }

    /// The most tokens, keyword hits, negative hits and code-rule matches examined per message.
    /// Ranking compares them pairwise, so without a cap a flood ("code code code …",
    /// "code 1 1 1 1 code 1 1 1 1 …") made one message take minutes; real messages have dozens.
    static let maxHits = 256

    /// The first `limit` bytes, cut back to a character boundary.
    static func truncate(_ bytes: UnsafeBufferPointer<UInt8>, to limit: Int) -> UnsafeBufferPointer<UInt8> {
        guard bytes.count > limit else { return bytes }
        var end = max(0, limit)
        while end > 0, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        return UnsafeBufferPointer(rebasing: bytes[0..<end])
    }
}
