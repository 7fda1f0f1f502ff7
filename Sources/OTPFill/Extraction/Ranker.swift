/// Scores candidates from their evidence and ranks them.
///
/// A candidate's score adds up: the best of its nearest keywords (weight × proximity, less
/// when the keyword follows the code, crosses a sentence end or a line break that no colon
/// introduces, or has another unexplained number in between; text negative rules explain,
/// such as an amount or an IBAN, does not count as distance), the code's shape (length, year,
/// word-like letters, promo-like words), its place (alone in the message or on its line), the
/// negative and boost rules whose targets it overlaps, message-wide context rules, code rules,
/// and the fit to the widget's box count. The best candidate at or above
/// ``acceptanceThreshold`` is the code; see ``rank(_:slotCount:)``.
public enum Ranker {
    /// The lowest score a candidate may have and still be taken as the code.
    public static let acceptanceThreshold = 1.0
    /// Keywords further than this many characters away give no evidence.
    static let keywordWindow = 90
    /// Score of a code from an origin-bound line: stronger than anything else.
    static let originScore = 10.0
    /// The most a code's shape earns (six digits); see ``shapeScore(_:assertedByRule:labelledDirectly:explains:)``.
    static let bestShapeScore = 0.3
    /// What a token that is the whole message earns; see ``layoutScore(_:text:explains:)``.
    static let wholeMessageScore = 1.2
    /// What a token alone on its line earns; see ``layoutScore(_:text:explains:)``.
    static let aloneOnLineScore = 0.4
    /// What a code that fills the widget's boxes exactly earns; see ``slotScore(_:slotCount:explains:)``.
    static let slotFitScore = 0.4

    /// How strongly a keyword `distance` characters away supports a candidate, before its weight.
    static func proximity(_ distance: Int) -> Double {
        if distance <= 6 { return 1 }
        return max(0, 1 - Double(distance - 6) / Double(keywordWindow - 6))
    }

    /// The score a code's shape earns on its own: six digits is the common case.
    ///
    /// - Parameters:
    ///   - assertedByRule: the token was found by a code rule, which vouches for its shape, so
    ///     letters that read like a word are not held against it.
    ///   - labelledDirectly: a strong code keyword names the token just before it (see
    ///     ``labelsDirectly(_:after:distance:breaks:introduced:numberBetween:)``), so four digits
    ///     that look like a year ("Kode aktivasi BRImo Anda 1987") are not held against it, nor
    ///     letters and digits that look like a promotion's; also one that opens the message and
    ///     is named right after ("1957 is your code", "WKQ37 — to je tvoj Supercell ID kod").
    ///   - explains: whether to write the reason; without it the reason is `nil` (the
    ///     interpolations and score formatting cost 1,000 instructions a candidate).
    static func shapeScore(_ token: CodeToken, assertedByRule: Bool = false, labelledDirectly: Bool = false,
                           explains: Bool = true) -> (Double, String?) {
        func reason(_ text: @autoclosure () -> String) -> String? { explains ? text() : nil }
        let code = token.code
        if token.isNumeric {
            switch code.count {
            case 6: return (bestShapeScore, reason("six digits: +\(format(bestShapeScore))"))
            case 5, 7, 8:
                return (0.15, reason("\(code.count) digits: +0.15"))
            case 4:
                if let year = Int(code), (1950...2039).contains(year) {
                    return labelledDirectly ? (0, reason("looks like a year, but a code keyword names it: 0")) : (-0.8, reason("looks like a year: -0.8"))
                }
                return (0.1, reason("four digits: +0.1"))
            default: return (-0.3, reason("\(code.count) digits is long for a code: -0.3"))
            }
        }
        if assertedByRule { return (0, nil) }
        if looksLikeThousands(code) { return (-1.0, reason("an amount in thousands, like 199K: -1")) }
        if token.isPrefixedNumber { return (-1.5, reason("letters, a hyphen and a number, like ORD-88213: -1.5")) }
        switch lowercaseShape(code) {
        case .word: return (-1.5, reason("reads like a word: -1.5"))
        case .nameWithNumber: return (-1.5, reason("a name with a number, like XeOm247: -1.5"))
        case .someLowercase: return (-0.3, reason("lowercase letters: -0.3"))
        case .none: break
        }
        if hasReadableWord(code) { return (readableWordScore, reason("a readable word in it, like a promo code: \(format(readableWordScore))")) }
        // A token kept only because a code's word names it (`XKW 583` below "código … es:") is
        // no promotion's word and number.
        if looksLikePromotion(code), !token.needsLabel, !labelledDirectly { return (-0.3, reason("a word with a number, like a promo code: -0.3")) }
        return (0, nil)
    }

    /// The families of negative rules that say what a number is, a thing with an identity of its
    /// own: a reference, a booking, a ticket, a promo or voucher code, an account, an ID. A
    /// number one of them names is that thing wherever else it stands in the message
    /// (``Extractor/carryNaming(_:ranking:into:explains:)``); dates, times, amounts, phone
    /// numbers and card endings are left out, as a code may share its digits with one of them.
    static let identifyingFamilies: Set<String> = [
        "reference", "pnr", "booking", "ticket", "identifier", "id", "promo", "voucher", "barcode", "account", "iban", "pan", "cnic",
    ]

    /// Whether `rule` is a negative rule of one of the ``identifyingFamilies`` (its name up to the
    /// first `.`). Asked of every rule when the rules are compiled: the family is cut on the
    /// UTF-8 bytes, since a `Substring` cut by characters cost 0.8 M instructions, a thirteenth
    /// of a one-message run.
    static func namesWhatANumberIs(_ rule: Rule) -> Bool {
        guard rule.kind == .negative, rule.weight < 0 else { return false }
        return identifyingFamilies.contains(String(decoding: rule.name.utf8.prefix { $0 != UInt8(ascii: ".") }, as: UTF8.self))
    }

    /// What a letter-digit code's lowercase letters say about it.
    enum LowercaseShape {
        /// No lowercase ASCII letter.
        case none
        /// A run of three or more ("soleil2025", "abc123"): a word.
        case word
        /// Mixed case, letters first and a number after them ("XeOm247", "ShopGo24"): how a
        /// brand or a user name is written; a random code mixes its cases throughout (`k4m8Zq`).
        case nameWithNumber
        /// Lowercase letters, neither of the above (`k4m8Zq`).
        case someLowercase
    }

    static func lowercaseShape(_ code: String) -> LowercaseShape {
        var run = 0, longest = 0
        for byte in code.utf8 {
            if byte >= 0x61 && byte <= 0x7A {
                run += 1
                longest = max(longest, run)
            } else {
                run = 0
            }
        }
        if longest >= 3 { return .word }
        if longest == 0 { return .none }
        return looksLikePromotion(code) ? .nameWithNumber : .someLowercase
    }

    /// Whether a letter-digit token reads as a word or a name ("soleil2025", "XeOm247") rather
    /// than a code, the shapes ``shapeScore(_:assertedByRule:labelledDirectly:explains:)`` costs 1.5: such
    /// a token is no competing number between a keyword and its code ("Ma xac thuc ShopGo24
    /// cua ban la 7391").
    static func readsLikeAName(_ token: CodeToken) -> Bool {
        guard !token.isNumeric else { return false }
        switch lowercaseShape(token.code) {
        case .word, .nameWithNumber: return true
        case .none, .someLowercase: return false
        }
    }

    /// What a code with a readable word in it earns; see ``hasReadableWord(_:)``.
    static let readableWordScore = -1.0

    /// Whether an alphanumeric code holds a word one can say: a run of four or more letters
    /// with two vowels in it (`PROMO2X`, `MAXI20NOV`, `GIGAS5`, `SAVE20`, `WELCOME10`), a brand
    /// or a word someone chose, the way marketing codes are made. The letters of one-time codes
    /// are drawn at random, mostly from alphabets without vowels so that no word turns up
    /// (`K7M2Q9`, Steam's `F7K2Q`); where a vowel does turn up it is one in a run of consonants
    /// (`CWGUG8`). None of the labelled alphanumeric one-time codes of the corpus and the peers
    /// has such a run. A penalty, not a veto: a strong label right before the code still
    /// carries it.
    static func hasReadableWord(_ code: String) -> Bool {
        var run = 0, vowels = 0
        for byte in code.utf8 {
            let upper = byte & 0xDF
            guard (0x41...0x5A).contains(upper) else {
                run = 0
                vowels = 0
                continue
            }
            run += 1
            if upper == 0x41 || upper == 0x45 || upper == 0x49 || upper == 0x4F || upper == 0x55 { vowels += 1 }
            if run >= 4 && vowels >= 2 { return true }
        }
        return false
    }

    /// Whether an alphanumeric code starts with a run of three or more letters and then only
    /// has digits with at most one trailing letter (`SAVE20`, `EID100`, `GIAM50K`): the way
    /// promo codes are made, where random codes (`K7PQ2X`) mix letters and digits.
    static func looksLikePromotion(_ code: String) -> Bool {
        let scalars = Array(code.unicodeScalars)
        let letters = scalars.prefix { $0.properties.isAlphabetic }.count
        guard letters >= 3, letters < scalars.count else { return false }
        var rest = scalars[letters...]
        if let last = rest.last, last.properties.isAlphabetic { rest = rest.dropLast() }
        return rest.count >= 2 && rest.allSatisfy { ("0"..."9").contains($0) }
    }

    /// Whether an alphanumeric code is two to four digits and a `K` (`199K`, `50k`): a price
    /// in thousands, as Vietnamese and Indonesian shops write them ("giảm 50K cho đơn từ 199K").
    static func looksLikeThousands(_ code: String) -> Bool {
        let bytes = code.utf8
        guard (3...5).contains(bytes.count), let last = bytes.last, last == UInt8(ascii: "K") || last == UInt8(ascii: "k") else {
            return false
        }
        return bytes.dropLast().allSatisfy { (0x30...0x39).contains($0) }
    }

    /// How well a code fits a widget of `slotCount` boxes (`--slots`); the reason only when
    /// `explains`, as for ``shapeScore(_:assertedByRule:labelledDirectly:explains:)``.
    static func slotScore(_ code: String, slotCount: Int, explains: Bool = true) -> (Double, String?) {
        code.count == slotCount
            ? (slotFitScore, explains ? "fits the \(slotCount) boxes: +\(format(slotFitScore))" : nil)
            : (-0.2, explains ? "does not fit the \(slotCount) boxes: -0.2" : nil)
    }

    /// What the place of a token says: a message that is nothing but the token is a code
    /// (a copied notification, a bare SMS); a token alone on its line in a longer message is
    /// how e-mails set a code apart.
    ///
    /// The reason only when `explains`, as for ``shapeScore(_:assertedByRule:labelledDirectly:explains:)``.
    static func layoutScore(_ range: Range<Int>, text: UnsafeBufferPointer<UInt8>, explains: Bool = true) -> (Double, String?) {
        var before = range.lowerBound
        while before > 0 {
            let width = wideLineSpace(text, endingAt: before)
            if width > 0 { before -= width } else if isLineSpace(text[before - 1]) { before -= 1 } else { break }
        }
        var after = range.upperBound
        if after < text.count, isCloser(text[after]) { after += 1 }
        while after < text.count {
            let width = wideLineSpace(text, startingAt: after)
            if width > 0 { after += width } else if isLineSpace(text[after]) { after += 1 } else { break }
        }
        let startsLine = before == 0 || text[before - 1] == 0x0A
        let endsLine = after == text.count || text[after] == 0x0A
        guard startsLine, endsLine else { return (0, nil) }
        if opensText(text, at: before), text[after...].allSatisfy(isBlank) {
            return (wholeMessageScore, explains ? "the whole message: +\(format(wholeMessageScore))" : nil)
        }
        return (aloneOnLineScore, explains ? "alone on its line: +\(format(aloneOnLineScore))" : nil)
    }

    /// The length of the ideographic space (U+3000, which indents Japanese and Chinese e-mails)
    /// or no-break space (U+00A0) that ends at `end` in `text`, or 0: blanks of a line in
    /// ``layoutScore(_:text:explains:)`` as well.
    static func wideLineSpace(_ text: UnsafeBufferPointer<UInt8>, endingAt end: Int) -> Int {
        if end >= 3, wideLineSpace(text, startingAt: end - 3) == 3 { return 3 }
        if end >= 2, wideLineSpace(text, startingAt: end - 2) == 2 { return 2 }
        return 0
    }

    /// The length of the ideographic or no-break space that starts at `start` in `text`, or 0.
    static func wideLineSpace(_ text: UnsafeBufferPointer<UInt8>, startingAt start: Int) -> Int {
        if start + 3 <= text.count, text[start] == 0xE3, text[start + 1] == 0x80, text[start + 2] == 0x80 { return 3 }
        if start + 2 <= text.count, text[start] == 0xC2, text[start + 1] == 0xA0 { return 2 }
        return 0
    }

    /// Space, tab and CR: the blanks ``layoutScore(_:text:explains:)`` allows around a token on its line.
    @inline(__always)
    static func isLineSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }

    /// A line's blanks or a line feed: what may stand around a code that is the whole message, or
    /// before one that opens it.
    @inline(__always)
    static func isBlank(_ byte: UInt8) -> Bool { isLineSpace(byte) || byte == 0x0A }

    /// `. ! ,`: the punctuation that may close a code's line in ``layoutScore(_:text:explains:)``.
    @inline(__always)
    static func isCloser(_ byte: UInt8) -> Bool { byte == 0x2E || byte == 0x21 || byte == 0x2C }

    /// Best first, one entry per code (its best occurrence; ties go to the earlier one).
    ///
    /// With a known `slotCount`, accepted candidates that fill the boxes exactly (and the
    /// origin-bound code, which is never second-guessed) come before accepted ones that do not,
    /// whatever their scores: SPEC §2 says candidates of length N are preferred.
    static func rank(_ candidates: [Candidate], slotCount: Int? = nil) -> [Candidate] {
        var best: [String: Candidate] = [:]
        for candidate in candidates {
            if let seen = best[candidate.code],
               seen.score > candidate.score || (seen.score == candidate.score && seen.start <= candidate.start) {
                continue
            }
            best[candidate.code] = candidate
        }
        func tier(_ candidate: Candidate) -> Int {
            guard let slotCount, candidate.score >= acceptanceThreshold else { return 1 }
            return candidate.code.count == slotCount || candidate.rule == "origin-bound" ? 0 : 1
        }
        return best.values.sorted { a, b in
            let (tierA, tierB) = (tier(a), tier(b))
            if tierA != tierB { return tierA < tierB }
            return a.score != b.score ? a.score > b.score : a.start < b.start
        }
    }

    /// A weight with its sign, for reasons: `+0.3`, `-5`.
    static func signed(_ weight: Double) -> String {
        (weight >= 0 ? "+" : "") + format(weight)
    }

    /// Formats a score for messages: two decimals.
    static func format(_ score: Double) -> String {
        JSONWriter.format(score, places: 2)
    }

    /// The most characters of explained text (see ``RankingContext``) skipped between a keyword
    /// and a code: an aside, not a page.
    static let maxExplainedSkip = 64
    /// Characters skipped, besides the explained number itself, for each explained stretch
    /// between a keyword and a code in the same sentence: the label or unit that comes with it
    /// (`von … EUR`, `card ending in`, `بمبلغ … ر.س`), within ``maxExplainedSkip``.
    static let explainedLabelSkip = 12
    /// How many keywords on each side of a candidate are weighed: the nearest ones.
    static let keywordsPerSide = 8

    /// The least weight of a keyword that names a code directly: words that only announce
    /// one-time codes ("Kode aktivasi", "verification code"), not generic ones ("code", "PIN").
    static let directLabelWeight = 1.8
    /// The most characters between a keyword and the code it names directly: a name or two
    /// ("Kode aktivasi BRImo Anda 1987", "code for Acme is 2024").
    static let directLabelDistance = 16

    /// The most characters between a code that opens a message and the strong keyword after it
    /// that says what it is ("731904 is your Vodaline verification PIN", "5193 είναι ο κωδικός
    /// σου", "7281 Turkcell Hesabım tek kullanımlık şifrenizdir").
    static let openingCodeLabelDistance = 32

    /// Whether `index` opens `text` (only blanks before it): a code that opens the message, or the
    /// start of one that is the whole message (``layoutScore(_:text:explains:)``).
    static func opensText(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        text[..<index].allSatisfy(isBlank)
    }

    /// Whether a keyword names the code right after it: a strong keyword (``directLabelWeight``)
    /// before the code, at most ``directLabelDistance`` characters away, in the same sentence and
    /// line (or introducing it with a colon), with no other number in between.
    static func labelsDirectly(_ rule: Rule, after: Bool, distance: Int, breaks: (line: Bool, sentence: Bool),
                               introduced: Bool, numberBetween: Bool) -> Bool {
        after && rule.weight >= directLabelWeight && distance <= directLabelDistance && !numberBetween
            && (introduced || !breaks.sentence && !breaks.line)
    }

    /// The most characters between a keyword and the code it names right next to it ("codice
    /// K9R2M", "koodisi on K7Q29M", "código de verificação é:\n\nT4P9X2"): as close as
    /// ``proximity(_:)`` counts in full.
    static let adjacentLabelDistance = 6

    /// Negative rules that guess what a number is from its shape and the words around it, with no
    /// label of its own: a booking reference's shape near travel words, and a service number's
    /// shape ("1800 588 822", which an eight-digit code in groups also has: "Cod de confirmare
    /// 1902 7718"). A code keyword that names the token right next to it
    /// (``labelsDirectly(_:after:distance:breaks:introduced:numberBetween:)`` within
    /// ``adjacentLabelDistance``) outweighs such a guess ("inserisci il codice K9R2M. Treno FR
    /// 9521", "kirjautumiskoodisi on K7Q29M. Varauksesi ZX4PLR"), and so does a strong one further
    /// back in the same sentence whose words end in "is" right before the token (``copulas``:
    /// "verification code para sa iyong Go Rewards account ay 5YK2T8"); a label that names a booking
    /// ("Booking code: K4P7ZQ", "Резервационен код: QZ8K4M") is another rule's, and stays. So is a
    /// date's shape in pairs (`date.short`) after a code's word that its own list of words does not
    /// hold ("verificatiecode is 06-19-53", "Einmal-Passwort lautet 53.02.19", "ওটিপি 61-08-24"),
    /// or before a strong code word that follows with at most a dash or "is" between
    /// (``handsOverToKeyword(_:_:)``: "27-03-58 — код для привязки"): that list is tried at every
    /// position of every message, and each word in it costs.
    static let shapeGuesses: Set<String> = ["pnr.shape-travel-before", "pnr.shape-travel-after", "phone.service", "date.short"]

    /// The best keyword link for a candidate at `range`: score and a reason, whether some
    /// keyword names the candidate directly (``labelsDirectly(_:after:distance:breaks:introduced:numberBetween:)``),
    /// and whether one does so right next to it (``adjacentLabelDistance``).
    ///
    /// Only the nearest keywords on each side count, and only within the window, so a candidate
    /// costs the same in a flood of keywords as in an SMS.
    ///
    /// - Parameter explains: whether to write the reason; without it `reason` is `nil`.
    static func keywordEvidence(for range: Range<Int>, in context: RankingContext, explains: Bool = true) -> KeywordEvidence {
        let text = context.text
        // A character is at most four bytes.
        let maxGap = 4 * (keywordWindow + maxExplainedSkip)
        var evidence = KeywordEvidence()
        // Whether the candidate stands alone on its line: asked only for a keyword that ends the
        // line above it, and at most once whatever the number of such keywords.
        var standsAlone: Bool?
        for hit in context.keywords(around: range, limit: keywordsPerSide, maxGap: maxGap) {
            let after = hit.range.upperBound <= range.lowerBound
            let gap = after ? hit.range.upperBound..<range.lowerBound : range.upperBound..<hit.range.lowerBound
            // Text a negative rule explains (an amount, an IBAN, a date) reads as an aside, so
            // it does not count towards the distance.
            let breaks = lineAndSentenceBreaks(text, gap)
            // Within a sentence, the words that come with an explained number (its currency,
            // "ending in", "IBAN", "bei Überweisung von") are part of the same aside: a few
            // characters more per stretch.
            let (explainedNumbers, stretches) = context.explainedCharactersAndStretches(in: gap)
            let labels = breaks.sentence ? 0 : explainedLabelSkip * stretches
            let gapCharacters = characterCount(text, gap)
            let explained = min(maxExplainedSkip, explainedNumbers + labels, gapCharacters)
            let colon = after ? introducingColon(text, gap) : nil
            // A strong code word that ends its line introduces the token standing alone on the
            // line below as a colon would ("…உறுதிப்படுத்த குறியீடு\n1739 4620 58").
            var introduced = colon != nil
            if !introduced, after, hit.rule.weight >= directLabelWeight, endsLineAbove(text, gap) {
                if standsAlone == nil { standsAlone = layoutScore(range, text: text, explains: false).0 > 0 }
                introduced = standsAlone == true
            }
            // A quoted title or a parenthesis between a code's label and the colon that introduces
            // the code ("Kod autoryzacyjny nr 3 do podpisania dokumentu "Wniosek o …": 72018634",
            // "Bekräftelsekod för … ytterdörren (lås S/N 44-7821-09): 35-72-60") is an aside too.
            let aside = introduced ? min(asideCharacters(text, gap), gapCharacters - explained) : 0
            let distance = gapCharacters - explained - aside
            guard distance <= keywordWindow else { continue }
            var score = hit.rule.weight * proximity(distance)
            var notes: [String] = []
            if explains, explained > 0 {
                notes.append("\(explained) characters of numbers explained by negative rules (and their labels) skipped")
            }
            if explains, aside > 0 { notes.append("\(aside) characters of a quotation or a parenthesis skipped") }
            if !after { score *= 0.9 }
            // A number right before the colon that introduces the code names what the code is
            // for ("Din kod till 1177: 606241", "Ihr Code für 1822: 774120"): part of the label,
            // not another number in between.
            let numberBetween = context.hasUnexplainedToken(inside: gap, besidesOneEndingAt: colon.map { labelEnd(text, before: $0, from: gap.lowerBound) })
            if !evidence.labelledAdjacently, labelsDirectly(hit.rule, after: after, distance: distance, breaks: breaks,
                                                            introduced: introduced, numberBetween: numberBetween) {
                evidence.labelledDirectly = true
                evidence.labelledAdjacently = distance <= adjacentLabelDistance
                evidence.introducedByColon = evidence.introducedByColon || colon != nil
            }
            // A strong keyword, then what the code is for after a word for "for", then a word for
            // "is" right before the code ("Uw responscode voor het aanmelden van een nieuwe
            // begunstigde is 6619034852"): all of it is the code's label, however long the purpose.
            if after, distance > directLabelDistance, hit.rule.weight >= directLabelWeight, !breaks.sentence, !breaks.line, !numberBetween,
               namesPurposeThenCopula(text, gap) {
                score = max(score, hit.rule.weight * proximity(directLabelDistance))
                if explains { notes.append("what it is for and a word for \"is\" between") }
            }
            if after, !evidence.namedByCopula, hit.rule.weight >= directLabelWeight, !breaks.sentence, !breaks.line, !numberBetween,
               endsWithCopula(text, gap) {
                evidence.namedByCopula = true
            }
            if !after, !evidence.namedRightAfter, hit.rule.weight >= directLabelWeight, !breaks.line, handsOverToKeyword(text, gap) {
                evidence.namedRightAfter = true
            }
            if !after, !evidence.namedAtOpening, hit.rule.weight >= directLabelWeight, distance <= openingCodeLabelDistance,
               !breaks.sentence, !breaks.line, !numberBetween, opensText(text, at: range.lowerBound) {
                evidence.namedAtOpening = true
            }
            if introduced {
                if explains { notes.append(colon != nil ? "introduced by a colon" : "ending the line above it") }
            } else if breaks.sentence {
                score *= 0.55
                if explains { notes.append("across a sentence end") }
            } else if breaks.line {
                score *= 0.75
                if explains { notes.append("across a line break") }
            }
            // Numbers a negative rule explains (an amount, a card ending, a date) do not
            // stand between a keyword and its code; other code-shaped tokens do.
            if numberBetween {
                score *= 0.6
                if explains { notes.append("another number in between") }
            }
            if score > evidence.score {
                evidence.score = score
                evidence.rule = hit.rule
                if explains {
                    let keyword = String(decoding: UnsafeBufferPointer(rebasing: text[hit.range]), as: UTF8.self)
                    let place = after ? "before" : "after"
                    let extra = notes.isEmpty ? "" : ", " + notes.joined(separator: ", ")
                    evidence.reason = "keyword '\(keyword)' (\(hit.rule.name)) \(distance) characters \(place)\(extra): +\(format(score))"
                }
            }
        }
        return evidence
    }

    /// Words for "is" that hand a code over when they end the words between its keyword and it
    /// ("verification code para sa iyong Go Rewards account ay 5YK2T8", "Mã xác nhận tài khoản …
    /// của Quý khách là 6HX2K9", "קוד האימות שלך הוא K49PX7M", "رمز التحقق من البريد الإلكتروني هو
    /// 62-08-19", Swahili "482 0915 ndio msimbo wako", Bulgarian "518.204.9 е кодът"), as UTF-8
    /// bytes. Not Finnish "on" nor Czech "je": "sent on 12-06-24" is a date.
    static let copulas: [[UInt8]] = ["is", "ay", "là", "la", "adalah", "ialah", "est", "ist", "lautet", "es", "é", "è", "är", "er", "este", "jest",
                                     "ni", "ndio", "е", "је", "הוא", "היא", "هو", "هي"]
        .map { Array($0.utf8) }

    /// Whether the last word of `gap` in `text` is one of ``copulas``, its ASCII letters in any
    /// case, maybe before a colon. On the bytes: asked for each candidate and keyword.
    static func endsWithCopula(_ text: UnsafeBufferPointer<UInt8>, _ gap: Range<Int>) -> Bool {
        var end = gap.upperBound
        if let colon = closingColon(text, gap), text[colon] == 0x3A { end = colon }
        while end > gap.lowerBound, isBlank(text[end - 1]) { end -= 1 }
        var start = end
        while start > gap.lowerBound, end - start <= 8, !isBlank(text[start - 1]) { start -= 1 }
        guard start < end, start == gap.lowerBound || isBlank(text[start - 1]) else { return false }
        return isCopula(text, start..<end)
    }

    /// Whether `gap` in `text` opens with a word for "for" (``Extractor/serviceWords``) and ends
    /// with one of ``copulas``: what a code is for, between its keyword and the code. A
    /// possessive that follows its noun may come first ("Koden din for tilbakestilling av passord
    /// i Feide er 5528301947").
    static func namesPurposeThenCopula(_ text: UnsafeBufferPointer<UInt8>, _ gap: Range<Int>) -> Bool {
        guard endsWithCopula(text, gap) else { return false }
        var first = firstWord(text, gap)
        if trailingPossessives.contains(lowercasedWord(text, first)) { first = firstWord(text, first.upperBound..<gap.upperBound) }
        return Extractor.serviceWords.contains(Substring(lowercasedWord(text, first)))
    }

    /// Possessives that follow the noun they qualify: Norwegian and Danish "koden din",
    /// "passordet ditt".
    static let trailingPossessives: Set<String> = ["din", "ditt", "dine", "deres"]

    /// The word at `range` in `text` (``firstWord(_:_:)``) as a lowercased string, to look up in
    /// a word list.
    static func lowercasedWord(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: text[range]), as: UTF8.self).lowercased()
    }

    /// Where the first word of `gap` in `text` stands, between blanks (empty when `gap` is blank).
    static func firstWord(_ text: UnsafeBufferPointer<UInt8>, _ gap: Range<Int>) -> Range<Int> {
        var start = gap.lowerBound
        while start < gap.upperBound, isBlank(text[start]) { start += 1 }
        var end = start
        while end < gap.upperBound, !isBlank(text[end]) { end += 1 }
        return start..<end
    }

    /// Whether the first word of `gap` in `text` is one of ``copulas``, its ASCII letters in any
    /// case ("8840 2716 93 is your one-time passcode").
    static func startsWithCopula(_ text: UnsafeBufferPointer<UInt8>, _ gap: Range<Int>) -> Bool {
        let word = firstWord(text, gap)
        return !word.isEmpty && isCopula(text, word)
    }

    /// Whether the bytes of `word` in `text` are one of ``copulas``, their ASCII letters in any case.
    static func isCopula(_ text: UnsafeBufferPointer<UInt8>, _ word: Range<Int>) -> Bool {
        copulas.contains { copula in
            copula.count == word.count && copula.indices.allSatisfy { index in
                let byte = text[word.lowerBound + index]
                return (byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) == copula[index]
            }
        }
    }

    /// Whether what stands between a code and a keyword right after it hands the code to the
    /// keyword: nothing, a dash, or one word for "is" ("27-03-58 — код для привязки", "48-06-19 je
    /// kod pre aktiváciu", "731904 is your code" has "your" too and is not one). On the bytes.
    static func handsOverToKeyword(_ text: UnsafeBufferPointer<UInt8>, _ gap: Range<Int>) -> Bool {
        var start = gap.lowerBound, end = gap.upperBound
        while start < end, isBlank(text[start]) { start += 1 }
        while end > start, isBlank(text[end - 1]) { end -= 1 }
        let word = UnsafeBufferPointer(rebasing: text[start..<end])
        guard !word.isEmpty else { return true }
        guard !word.contains(where: isBlank) else { return false }
        return dashes.contains { $0.elementsEqual(word) } || copulasBeforeKeyword.contains { $0.elementsEqual(word) }
            || isCopula(text, start..<end)
    }

    /// A hyphen, an en dash and an em dash, as UTF-8 bytes.
    static let dashes: [[UInt8]] = ["-", "–", "—"].map { Array($0.utf8) }

    /// Words for "is" that ``copulas`` leaves out (a date may follow them), but that hand a code
    /// to the keyword right after them: Czech, Slovak and Serbian "je", Bulgarian "е", Ukrainian "є".
    static let copulasBeforeKeyword: [[UInt8]] = ["je", "е", "є"].map { Array($0.utf8) }

    /// The longest quotation or parenthesis ``asideCharacters(_:_:)`` skips, marks included: a
    /// title or a remark, not a page.
    static let maxAsideSkip = 100

    /// Characters inside quotation marks (`"`, `„ “ ”`, `« »`, `「 」`) or parentheses (`( )`,
    /// `（ ）`) in `range`, the marks included: each opened and closed on one line and at most
    /// ``maxAsideSkip`` long. Quotation marks inside a parenthesis count once.
    static func asideCharacters(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var total = 0
        var openQuote: Int?
        var openParenthesis: (index: Int, totalBefore: Int)?
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = text[index]
            var width = 1
            var isQuote = byte == 0x22
            var parenthesis: UInt8 = byte == 0x28 || byte == 0x29 ? byte : 0
            if byte == 0xC2, index + 1 < range.upperBound, text[index + 1] == 0xAB || text[index + 1] == 0xBB {
                isQuote = true  // « »
                width = 2
            } else if byte == 0xE2, index + 2 < range.upperBound, text[index + 1] == 0x80, (0x9C...0x9E).contains(text[index + 2]) {
                isQuote = true  // “ ” „
                width = 3
            } else if byte == 0xE3, index + 2 < range.upperBound, text[index + 1] == 0x80, text[index + 2] == 0x8C || text[index + 2] == 0x8D {
                isQuote = true  // 「 」
                width = 3
            } else if byte == 0xEF, index + 2 < range.upperBound, text[index + 1] == 0xBC, text[index + 2] == 0x88 || text[index + 2] == 0x89 {
                parenthesis = text[index + 2] == 0x88 ? 0x28 : 0x29  // （ ）
                width = 3
            }
            if byte == 0x0A {
                openQuote = nil
                openParenthesis = nil
            }
            if isQuote {
                if let start = openQuote {
                    let count = characterCount(text, start..<(index + width))
                    if count <= maxAsideSkip { total += count }
                    openQuote = nil
                } else {
                    openQuote = index
                }
            } else if parenthesis == 0x28 {
                openParenthesis = (index, total)
            } else if parenthesis == 0x29, let open = openParenthesis {
                let count = characterCount(text, open.index..<(index + width))
                if count <= maxAsideSkip { total = open.totalBefore + count }
                openParenthesis = nil
            }
            index += width
        }
        return total
    }

    /// Where the colon is when the text between a keyword and a code ends in one, in the
    /// keyword's sentence (`code:\n\n481516`): the code is set apart on purpose, so line breaks
    /// after the colon weaken nothing.
    static func introducingColon(_ text: UnsafeBufferPointer<UInt8>, _ gap: Range<Int>) -> Int? {
        guard let colon = closingColon(text, gap), !lineAndSentenceBreaks(text, gap.lowerBound..<colon).sentence else { return nil }
        return colon
    }

    /// Whether `gap` is only blanks with a line break among them: what stands between a word
    /// that ends its line and the start of the next line. The blanks are those of
    /// ``layoutScore(_:text:explains:)``, ideographic and no-break spaces included ("コード\n　1234
    /// 5678 90").
    static func endsLineAbove(_ text: UnsafeBufferPointer<UInt8>, _ gap: Range<Int>) -> Bool {
        var lineBreak = false
        var index = gap.lowerBound
        while index < gap.upperBound {
            let width = wideLineSpace(text, startingAt: index)
            if width > 0 { index += width; continue }
            if text[index] == 0x0A { lineBreak = true } else if !isLineSpace(text[index]) { return false }
            index += 1
        }
        return lineBreak
    }

    /// Where the `:` or `：` that ends `gap` (blanks and line breaks after it aside) starts.
    static func closingColon(_ text: UnsafeBufferPointer<UInt8>, _ gap: Range<Int>) -> Int? {
        var index = gap.upperBound
        while index > gap.lowerBound, isLineSpace(text[index - 1]) || text[index - 1] == 0x0A { index -= 1 }
        if index > gap.lowerBound, text[index - 1] == 0x3A { return index - 1 }
        // ： EF BC 9A
        if index - gap.lowerBound >= 3, text[index - 3] == 0xEF, text[index - 2] == 0xBC, text[index - 1] == 0x9A { return index - 3 }
        return nil
    }

    /// Where the label before an introducing colon at `colon` ends (``introducingColon(_:_:)``):
    /// the blanks before the colon, back to `start`, left out.
    static func labelEnd(_ text: UnsafeBufferPointer<UInt8>, before colon: Int, from start: Int) -> Int {
        var index = colon
        while index > start, text[index - 1] == 0x20 || text[index - 1] == 0x09 { index -= 1 }
        return index
    }

    /// Characters (not bytes) in `range`: counts UTF-8 lead bytes.
    static func characterCount(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var count = 0
        for index in range where text[index] & 0xC0 != 0x80 { count += 1 }
        return count
    }

    /// Whether `range` crosses a line break, and whether it crosses the end of a sentence
    /// (`. ! ?` followed by white space, or `。！？`). A period followed by a space and a
    /// lowercase letter ends an abbreviation, not a sentence ("89,90 лв. в EMAG", "tel. nr");
    /// so does one followed by a masked number (``startsMasked(_:at:)``: "ke rek. ****8812",
    /// "karta č. •••• 4410"), which no sentence starts with, and one right after Thai script
    /// (``followsThaiScript(_:at:)``: "เวลา 10:30 น. คือ 3952"), nor one that shortens a word
    /// for "number" before its digits (``isNumberAbbreviation(_:at:)``: "podania č. 2024/118-77:
    /// 40918265"). Nor does a period inside parentheses opened in `range` ("(Seriennr.
    /// 77-1120-3): 90 41 27"): an aside's abbreviation.
    static func lineAndSentenceBreaks(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> (line: Bool, sentence: Bool) {
        var line = false, sentence = false
        var inParentheses = false
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = text[index]
            if byte == 0x0A {
                line = true
                inParentheses = false
            }
            if byte == 0x28 { inParentheses = true } else if byte == 0x29 { inParentheses = false }
            if byte == 0x2E && inParentheses {
                // An abbreviation in an aside.
            } else if byte == 0x2E || byte == 0x21 || byte == 0x3F {
                let next = index + 1 < text.count ? text[index + 1] : 0x20
                if next == 0x0A || next == 0x0D
                    || next == 0x20 && !(byte == 0x2E && (startsLowercase(text, at: index + 2) || isInitial(text, at: index)
                                                         || startsMasked(text, at: index + 2) || followsThaiScript(text, at: index)
                                                         || isNumberAbbreviation(text, at: index) || isStreetAbbreviation(text, at: index)))
                {
                    sentence = true
                }
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

    /// Whether the period at byte `index` is Czech and Slovak "č." (číslo, number), a word of its
    /// own with digits after a space ("podania č. 2024/118-77: 40918265"). Not "nr." or "No.",
    /// which the corpus shows as often closing a clause with their number ("Token No. 27, …",
    /// "sykkel nr. 1187"), where a keyword before them should not reach past.
    static func isNumberAbbreviation(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index >= 2, index + 2 < text.count, text[index + 2] &- 0x30 < 10,
              text[index - 2] == 0xC4, text[index - 1] == 0x8D || text[index - 1] == 0x8C else { return false }
        return index == 2 || text[index - 3] == 0x20 || text[index - 3] == 0x28
    }

    /// Street words, as the word before the period at byte `index` abbreviates them before a
    /// street's name ("автомат Speedy на бул. Витоша 89 е 5316", "пр. Мира, 101", "ul. Prosta 4"):
    /// Bulgarian, Russian and Serbian "ул.", "бул.", "пр.", "пер.", "пл.", "просп.", Ukrainian "вул.",
    /// Polish, Czech and Slovak "ul." and "al.". An address inside a sentence ends no sentence.
    static func isStreetAbbreviation(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        // Bytes, not a String: this is asked at every period before a capital in an e-mail
        // (lowercasing a String there cost 6 M instructions on 2 MB of mail).
        guard index >= 2 else { return false }
        // The last bytes of the words: "л" (D0 BB), "р" (D1 80), "п" (D0 BF), "l", "L".
        switch text[index - 1] {
        case 0xBB, 0x80, 0xBF, 0x6C, 0x4C: break
        default: return false
        }
        for word in streetAbbreviations where word.count <= index {
            let start = index - word.count
            guard start == 0 || text[start - 1] == 0x20 || text[start - 1] == 0x0A || text[start - 1] == 0x28 else { continue }
            var same = true
            for offset in 0..<word.count {
                let byte = text[start + offset]
                // ASCII letters in either case ("Ul.", "ul.").
                if (byte &- 0x41 < 26 ? byte | 0x20 : byte) != word[offset] { same = false; break }
            }
            if same { return true }
        }
        return false
    }

    private static let streetAbbreviations: [[UInt8]] = ["ул", "бул", "пр", "пер", "пл", "просп", "вул", "ul", "al"].map { Array($0.utf8) }

    /// Whether the character before byte `index` is in the Thai block (U+0E00–U+0E7F, UTF-8
    /// `E0 B8 xx` or `E0 B9 xx`). Thai ends its sentences with a space, not a period; a period
    /// after Thai script ends an abbreviation: น. (o'clock, "10:30 น."), พ.ศ. (the Buddhist
    /// era), ก.ย. (September), บ. (baht).
    static func followsThaiScript(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        index >= 3 && text[index - 3] == 0xE0 && (text[index - 2] == 0xB8 || text[index - 2] == 0xB9)
    }

    /// Whether the period at byte `index` ends a name's initial: one capital letter, with a
    /// space or another initial's period before it ("a JORDI P. (6** ** 41 27): 7714", "ИВАН П.",
    /// "John F. Kennedy", "Orlen S.A. (użytkownik …)"), not a sentence.
    static func isInitial(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        var start = index - 1
        while start > 0, text[start] & 0xC0 == 0x80 { start -= 1 }
        guard start >= 1, text[start - 1] == 0x20 || text[start - 1] == 0x2E && isInitial(text, at: start - 1) else { return false }
        if text[start] < 0x80 { return (0x41...0x5A).contains(text[start]) }
        let (scalar, width) = Prefilter.decode(text, at: start)
        return start + width == index && (scalar?.properties.isUppercase ?? false)
    }

    /// Whether a masked number starts at byte `index`: `*` or `•`, or two or more of `x` or `X`
    /// and then a digit, `*` or `•` (`****8812`, `•••• 4410`, `XX1234`, `xxxx-1234`): the hidden
    /// part of an account or card number.
    static func startsMasked(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        func isMark(_ at: Int) -> Bool {
            guard at < text.count else { return false }
            if text[at] == 0x2A { return true }
            // • E2 80 A2
            return text[at] == 0xE2 && at + 2 < text.count && text[at + 1] == 0x80 && text[at + 2] == 0xA2
        }
        if isMark(index) { return true }
        var end = index
        while end < text.count, text[end] | 0x20 == 0x78 { end += 1 }
        guard end - index >= 2, end < text.count else { return false }
        return (0x30...0x39).contains(text[end]) || text[end] == 0x2D || isMark(end)
    }

    /// Whether the character at byte `index` is a lowercase letter.
    static func startsLowercase(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index < text.count else { return false }
        if text[index] < 0x80 { return (0x61...0x7A).contains(text[index]) }
        return Prefilter.decode(text, at: index).0?.properties.isLowercase ?? false
    }
}
