/// Scores candidates from their evidence: the nearest keyword (distance, direction, line and
/// sentence breaks, other numbers in between), the shape of the code, negative contexts, the
/// widget's box count, and code rules.
public enum Ranker {
    /// The lowest score a candidate may have and still be taken as the code.
    public static let acceptanceThreshold = 1.0
    /// Keywords further than this many characters away give no evidence.
    static let keywordWindow = 90
    /// Score of a code from an origin-bound line: stronger than anything else.
    static let originScore = 10.0

    /// How strongly a keyword `distance` characters away supports a candidate, before its weight.
    static func proximity(_ distance: Int) -> Double {
        if distance <= 6 { return 1 }
        return max(0, 1 - Double(distance - 6) / Double(keywordWindow - 6))
    }

    /// The score a code's shape earns on its own: six digits is the common case.
    static func shapeScore(_ token: CodeToken) -> (Double, String?) {
        let code = token.code
        if token.isNumeric {
            switch code.count {
            case 6: return (0.3, "six digits: +0.3")
            case 5, 7, 8:
                return (0.15, "\(code.count) digits: +0.15")
            case 4:
                if code.hasPrefix("19") || code.hasPrefix("20") { return (-0.4, "looks like a year: -0.4") }
                return (0.1, "four digits: +0.1")
            default: return (-0.3, "\(code.count) digits is long for a code: -0.3")
            }
        }
        var lowercaseRun = 0, longestLowercase = 0, hasLowercase = false
        for scalar in code.unicodeScalars {
            if scalar.value >= 0x61 && scalar.value <= 0x7A {
                hasLowercase = true
                lowercaseRun += 1
                longestLowercase = max(longestLowercase, lowercaseRun)
            } else {
                lowercaseRun = 0
            }
        }
        if longestLowercase >= 3 { return (-1.5, "reads like a word: -1.5") }
        if hasLowercase { return (-0.3, "lowercase letters: -0.3") }
        return (0, nil)
    }

    /// Formats a score for messages: two decimals.
    static func format(_ score: Double) -> String {
        JSONWriter.format(score, places: 2)
    }

    /// The best keyword link for a candidate at `range`: score and a reason.
    static func keywordEvidence(
        for range: Range<Int>,
        keywords: [KeywordHit],
        tokens: [CodeToken],
        text: UnsafeBufferPointer<UInt8>
    ) -> (score: Double, rule: Rule?, reason: String?) {
        var best: (Double, Rule?, String?) = (0, nil, nil)
        for hit in keywords {
            let gap: Range<Int>
            let after: Bool
            if hit.range.upperBound <= range.lowerBound {
                gap = hit.range.upperBound..<range.lowerBound
                after = true
            } else if range.upperBound <= hit.range.lowerBound {
                gap = range.upperBound..<hit.range.lowerBound
                after = false
            } else {
                continue
            }
            // A character is at most 4 bytes: a longer gap is out of the window, so do not count it.
            guard gap.count <= 4 * keywordWindow else { continue }
            let distance = characterCount(text, gap)
            guard distance <= keywordWindow else { continue }
            var score = hit.rule.weight * proximity(distance)
            var notes: [String] = []
            if !after { score *= 0.9 }
            let breaks = lineAndSentenceBreaks(text, gap)
            if breaks.sentence { score *= 0.55; notes.append("across a sentence end") }
            else if breaks.line { score *= 0.75; notes.append("across a line break") }
            if tokens.contains(where: { gap.contains($0.range.lowerBound) && gap.contains($0.range.upperBound - 1) }) {
                score *= 0.6
                notes.append("another number in between")
            }
            if score > best.0 {
                let keyword = String(decoding: UnsafeBufferPointer(rebasing: text[hit.range]), as: UTF8.self)
                let place = after ? "before" : "after"
                let extra = notes.isEmpty ? "" : ", " + notes.joined(separator: ", ")
                best = (score, hit.rule, "keyword '\(keyword)' (\(hit.rule.name)) \(distance) characters \(place)\(extra): +\(format(score))")
            }
        }
        return best
    }

    /// Characters (not bytes) in `range`: counts UTF-8 lead bytes.
    static func characterCount(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var count = 0
        for index in range where text[index] & 0xC0 != 0x80 { count += 1 }
        return count
    }

    /// Whether `range` crosses a line break, and whether it crosses the end of a sentence
    /// (`. ! ?` followed by white space, or `。！？`).
    static func lineAndSentenceBreaks(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> (line: Bool, sentence: Bool) {
        var line = false, sentence = false
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = text[index]
            if byte == 0x0A { line = true }
            if byte == 0x2E || byte == 0x21 || byte == 0x3F {
                let next = index + 1 < text.count ? text[index + 1] : 0x20
                if next == 0x20 || next == 0x0A || next == 0x0D { sentence = true }
            }
            // 。 E3 80 82, ！ EF BC 81, ？ EF BC 9F
            if byte == 0xE3, index + 2 < text.count, text[index + 1] == 0x80, text[index + 2] == 0x82 { sentence = true }
            if byte == 0xEF, index + 2 < text.count, text[index + 1] == 0xBC, text[index + 2] == 0x81 || text[index + 2] == 0x9F {
                sentence = true
            }
            index += 1
        }
        return (line, sentence)
    }
}
