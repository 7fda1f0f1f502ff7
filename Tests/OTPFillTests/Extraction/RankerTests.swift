import Testing

@testable import OTPFill

/// How candidates are weighed against each other: distance, sentences, slots, layout, and the
/// explanation `--explain` prints.
@Suite struct RankerTests {
    func code(_ text: String, slots: Int? = nil) -> String? {
        Extractor(options: ExtractionOptions(slotCount: slots)).extract(text).code
    }

    @Test func prefersTheNumberNextToTheKeyword() {
        #expect(code("Ref 55012. Your verification code is 803377, valid for 10 minutes.") == "803377")
        #expect(code("Your login code: 4471 — account 9920 19 was locked earlier.") == "4471")
    }

    @Test func aCodeWordRightAfterADateShapeSetsTheDateAside() {
        #expect(code("Альфа-Банк: 27-03-58 — код для привязки нового устройства.") == "270358")
        #expect(code("Banka: 21-07-08 je kod pre potvrdenie platby.") == "210708")
        #expect(code("Termín: 21-07-08, váš kód pre potvrdenie príde SMS.") == nil)
    }

    @Test func aKeywordInTheSameSentenceBeatsOneAcrossASentenceEnd() {
        let text = "Ticket 48213 closed. Your code is 731904."
        let extraction = Extractor().extract(text)
        #expect(extraction.code == "731904")
    }

    @Test(arguments: [
        ("Paid 89,90 лв. в EMAG, code 1", false),
        ("Zadzwoń pod tel. nr 5", false),
        ("Closed. Your code", true),
        ("Closed. 4812 is", true),
        // A masked account or card number goes on the sentence its label's abbreviation began.
        ("Kode untuk transaksi ke rek. ****8812 tgl 13/03/25:", false),
        ("kartou č. •••• 4410", false),
        ("to acc. XX1234 on", false),
        ("Closed. Xxl sale", true),
        ("Closed.\nyour code", true),
        ("閉じた。コード", true),
        // Thai ends no sentence with a period: after Thai script one ends an abbreviation.
        ("เวลา 10:30 น. คือ 3952", false),
        ("3 ก.พ. 2568 เวลา", false),
        ("Thai. Your code", true),
        // Nor after Czech and Slovak "č." (number) before its digits; "Nr." may close a clause.
        ("Jednorazový kód na autorizáciu podania č. 2024/118-77: 40918265", false),
        ("Token No. 27, Room 114", true),
        // Nor after a street's abbreviation before its name, in either case.
        ("автомат Speedy на бул. Витоша 89 е 5316", false),
        ("в постамате на пр. Мира, 101", false),
        ("Paczkomat Ul. Prosta 4", false),
        ("Paczkomat przy ul. Prosta 4", false),
        ("Bul. Closed", true),
        ("Paid in full. Your code", true),
        ("Ring us, ok. 4812 is your code", true),
        ("See the menu. 4812 is your code", true),
    ])
    func aPeriodBeforeALowercaseWordOrAMaskedNumberEndsNoSentence(text: String, endsSentence: Bool) {
        var copy = text
        copy.withUTF8 { bytes in
            #expect(Ranker.lineAndSentenceBreaks(bytes, 0..<bytes.count).sentence == endsSentence, "\(text)")
        }
    }

    /// `isInitial` reads the byte offset of the period: the character before it must be one
    /// capital letter (of any script) with a space or another initial's period before that.
    @Test(arguments: [
        ("a JORDI P. (6** ** 41 27): 7714", true),
        ("ИВАН П. (6** ** 41 27)", true),
        ("John F. Kennedy", true),
        ("Ödeme Ö. Yılmaz", true),
        ("Paid at SHOP. Your code", false),
        ("closed p. Your code", false),
        ("P. at the start", false),
        ("Plan B.", true),
        ("(B. Smith)", false),
    ])
    func aPeriodAfterOneCapitalEndsAnInitial(text: String, isInitial: Bool) throws {
        try expectInitial(text, period: try #require(text.utf8.firstIndex(of: UInt8(ascii: "."))), isInitial: isInitial)
    }

    /// The last period of dotted initials ("S.A.") ends an initial too; one after a word does not.
    @Test(arguments: [
        ("Orlen S.A. (użytkownik jkowalski): 81 46 02 73", true),
        ("by J.R.R. Tolkien", true),
        ("Paid at SHOP.A. Your code", false),
    ])
    func theLastPeriodOfDottedInitialsEndsAnInitial(text: String, isInitial: Bool) throws {
        try expectInitial(text, period: try #require(text.utf8.lastIndex(of: UInt8(ascii: "."))), isInitial: isInitial)
    }

    /// Asks `Ranker.isInitial` about the period at `period` in `text`.
    private func expectInitial(_ text: String, period: String.UTF8View.Index, isInitial: Bool) throws {
        var copy = text
        let offset = text.utf8.distance(from: text.utf8.startIndex, to: period)
        copy.withUTF8 { bytes in
            #expect(Ranker.isInitial(bytes, at: offset) == isInitial, "\(text)")
        }
    }

    @Test func anInitialInAPayeesNameEndsNoSentence() {
        var copy = "Bizum a JORDI P. (6** ** 41 27): 7714"
        copy.withUTF8 { bytes in
            #expect(!Ranker.lineAndSentenceBreaks(bytes, 0..<bytes.count).sentence)
        }
    }

    @Test func slotCountPrefersCandidatesOfThatLength() {
        let text = "Your verification codes: 4815 (app) or 481516 (web)."
        #expect(code(text, slots: 4) == "4815")
        #expect(code(text, slots: 6) == "481516")
    }

    @Test func proximityFallsWithDistance() {
        #expect(Ranker.proximity(0) == 1)
        #expect(Ranker.proximity(6) == 1)
        #expect(Ranker.proximity(48) < Ranker.proximity(20))
        #expect(Ranker.proximity(Ranker.keywordWindow) == 0)
    }

    struct Shape: Sendable, CustomTestStringConvertible {
        let code: String
        let isNumeric: Bool
        let expected: Double
        var testDescription: String { code }
    }

    static let shapes = [
        Shape(code: "481516", isNumeric: true, expected: 0.3),
        Shape(code: "4815", isNumeric: true, expected: 0.1),
        Shape(code: "2025", isNumeric: true, expected: -0.8),
        Shape(code: "1234567890", isNumeric: true, expected: -0.3),
        Shape(code: "K7PQ2X", isNumeric: false, expected: 0),
        Shape(code: "SAVE20", isNumeric: false, expected: -1.0),
        Shape(code: "GIAM50K", isNumeric: false, expected: -1.0),
        Shape(code: "EID100", isNumeric: false, expected: -0.3),
        Shape(code: "PROMO2X", isNumeric: false, expected: -1.0),
        Shape(code: "MAXI20NOV", isNumeric: false, expected: -1.0),
        Shape(code: "CWGUG8", isNumeric: false, expected: 0),
        Shape(code: "ABCD123", isNumeric: false, expected: -0.3),
        Shape(code: "h264ab", isNumeric: false, expected: -0.3),
        Shape(code: "iPhone15", isNumeric: false, expected: -1.5),
    ]

    @Test(arguments: shapes)
    func scoresShapes(_ shape: Shape) {
        let token = CodeToken(code: shape.code, range: 0..<shape.code.utf8.count, isNumeric: shape.isNumeric, isGrouped: false)
        #expect(Ranker.shapeScore(token).0 == shape.expected)
    }

    @Test func aReadableWordMarksAPromoCodeButAStrongLabelStillCarriesIt() {
        #expect(code("Movistar: ¡Duplica tus gigas! Envía GIGAS al 22222 o usa el código PROMO2X en la app. Válido hasta el 30/06.") == nil)
        #expect(code("Acme: Your verification code is AZUK49. It expires in 10 minutes.") == "AZUK49")
    }

    @Test func aStrongKeywordRightBeforeFourDigitsOutweighsTheYearShape() {
        let token = CodeToken(code: "1987", range: 0..<4, isNumeric: true, isGrouped: false)
        #expect(Ranker.shapeScore(token).0 < 0)
        #expect(Ranker.shapeScore(token, labelledDirectly: true).0 == 0)
        #expect(code("Kode aktivasi BRImo Anda 1987. Berlaku 3 menit.") == "1987")
        #expect(code("Member since 1987. Welcome back!") == nil)
    }

    @Test func aCodeThatOpensTheMessageAndIsNamedRightAfterIsNoPromotion() {
        let token = CodeToken(code: "WKQ37", range: 0..<5, isNumeric: false, isGrouped: false)
        #expect(Ranker.shapeScore(token).0 < 0)
        #expect(Ranker.shapeScore(token, labelledDirectly: true).0 == 0)
        #expect(code("WKQ37 — to je tvoj Supercell ID kod. Ne deli ga sa drugima.") == "WKQ37")
    }

    @Test func aPossessiveAfterTheNounMayOpenThePurpose() {
        let text = Array("Koden din for tilbakestilling av passord er 5528301947".utf8)
        text.withUnsafeBufferPointer { bytes in
            #expect(Ranker.namesPurposeThenCopula(bytes, 5..<43))
            #expect(Ranker.namesPurposeThenCopula(bytes, 9..<43))
        }
        // A possessive alone, with no purpose after it, is none.
        let bare = Array("Koden din er 5528301947".utf8)
        bare.withUnsafeBufferPointer { bytes in
            #expect(!Ranker.namesPurposeThenCopula(bytes, 5..<12))
        }
    }

    @Test func aCodeRuleVouchesForLetters() {
        let token = CodeToken(code: "mifsuc", range: 0..<6, isNumeric: false, isGrouped: false)
        #expect(Ranker.shapeScore(token).0 < 0)
        #expect(Ranker.shapeScore(token, assertedByRule: true).0 == 0)
        #expect(code("TRUSTED LOCATION PASSCODE: mifsuc") == "mifsuc")
    }

    struct Layout: Sendable, CustomTestStringConvertible {
        let text: String
        let token: String
        let expected: Double
        var testDescription: String { text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\\n") }
    }

    static let layouts = [
        Layout(text: "481516", token: "481516", expected: 1.2),
        Layout(text: "  481516.\n", token: "481516", expected: 1.2),
        Layout(text: "Your code:\n\n481516\n\nThanks", token: "481516", expected: 0.4),
        Layout(text: "Your code: 481516", token: "481516", expected: 0),
        // An ideographic or a no-break space indents a line without taking the token off it.
        Layout(text: "パスワード：\n\n\u{3000}481516\u{3000}\n\n有効期限", token: "481516", expected: 0.4),
        Layout(text: "Your code:\n\u{A0}481516\n\nThanks", token: "481516", expected: 0.4),
    ]

    @Test(arguments: layouts)
    func scoresTheTokensPlaceInTheMessage(_ layout: Layout) throws {
        var text = layout.text
        let score = text.withUTF8 { bytes -> Double in
            let start = Array(bytes).firstRange(of: Array(layout.token.utf8))!.lowerBound
            return Ranker.layoutScore(start..<(start + layout.token.utf8.count), text: bytes).0
        }
        #expect(score == layout.expected)
    }

    @Test func explainsTheWinnerAndTheRunnerUp() throws {
        let extraction = Extractor().extract("Your Acme verification code is 481516. Order 55012 shipped.")
        let lines = extraction.explanation.split(separator: "\n").map(String.init)
        let first = try #require(lines.first)
        #expect(first.hasPrefix("'481516' won with score"))
        #expect(first.hasSuffix("(rule en.strong):"))
        #expect(lines.contains { $0.contains("keyword 'verification code' (en.strong) 4 characters before") })
        #expect(lines.contains("  six digits: +0.3"))
        #expect(lines.contains("  boost is-code: +0.3"))
        let runnerUp = try #require(lines.firstIndex { $0.hasPrefix("runner-up '55012' scored") })
        #expect(lines[(runnerUp + 1)...].contains("  negative reference: -3.5"), "the runner-up's reasons follow it")
        #expect(!lines.contains { $0.hasPrefix("candidate ") }, "only the winner and the runner-up")
    }

    @Test func explainsEveryCandidateWhenAsked() {
        let extraction = Extractor().extract("Your Acme verification code is 481516. Order 55012 shipped, call 0800 123 4567.")
        let lines = extraction.explanation(everyCandidate: true).split(separator: "\n").map(String.init)
        let heads = lines.filter { !$0.hasPrefix("  ") }
        #expect(heads.count == extraction.candidates.count)
        #expect(heads.dropFirst(2).allSatisfy { $0.hasPrefix("candidate '") })
        #expect(lines.contains("  negative phone.call-verb: -5"))
    }

    @Test func explainsWhyThereIsNoCode() {
        #expect(Extractor().extract("Hello there").explanation == "No code: nothing in the message looks like a code")
        let explanation = Extractor().extract("Call 0800 123 4567 today.").explanation
        #expect(explanation.hasPrefix("No code: the best candidate"))
        #expect(explanation.contains("under the threshold 1 (rule "))
        #expect(explanation.contains("\n  negative "), "the reasons it fell short follow")
    }

    @Test func negativeNumbersDoNotSeparateAKeywordFromItsCode() {
        #expect(code("رمز التحقق لعملية شراء بمبلغ ١٥٠٠ ريال من بطاقتك المنتهية بـ ٤٤١٧ هو ٧٣٠٢١٥.") == "730215")
    }
}
