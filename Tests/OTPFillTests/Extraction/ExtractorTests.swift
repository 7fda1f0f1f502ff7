import Testing

@testable import OTPFill

/// A message and the code it must give (`nil`: no code), named for the test log.
struct ExtractionCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let text: String
    let code: String?

    init(_ name: String, _ text: String, _ code: String?) {
        testDescription = name
        self.text = text
        self.code = code
    }
}

/// What SPEC §2 says must be found, and what must not, one table per class.
@Suite struct ExtractorTests {
    let extractor = Extractor()

    func check(_ example: ExtractionCase) {
        let extraction = extractor.extract(example.text)
        #expect(extraction.code == example.code, "\(extraction.explanation)")
    }

    static let googleCodes = [
        ExtractionCase("G- prefix before the keyword", "G-481516 is your Google verification code.", "481516"),
        ExtractionCase("G- prefix after the keyword", "Your Google verification code is G-739201", "739201"),
        ExtractionCase("G- prefix after a colon without space", "your code is:G-345821", "345821"),
        ExtractionCase("G- prefix in parentheses", "you code is (G-345821)", "345821"),
        ExtractionCase("G- prefix glued to CJK text", "您的验证码是G-572913。", "572913"),
    ]

    @Test(arguments: googleCodes)
    func findsGooglePrefixedCodesWithoutThePrefix(_ example: ExtractionCase) { check(example) }

    static let originLines = [
        ExtractionCase("strict last line", "Your Acme code is 481516.\n\n@acme.example #481516", "481516"),
        ExtractionCase("strict line with an embedded origin", "Code 920311\n@top.example #920311 @pay.example", "920311"),
        ExtractionCase("origin code wins over a different number in the text",
                       "Your code is 111222.\n@acme.example #734915", "734915"),
        ExtractionCase("lenient: carrier joined the lines", "Your Acme code is 550132. @acme.example #550132", "550132"),
        ExtractionCase("lenient: trailing newline", "Acme code 620917\n@acme.example #620917\n", "620917"),
        ExtractionCase("origin line alone", "@example.com #12345", "12345"),
        ExtractionCase("two spaces are not an origin line, the keyword still finds the code",
                       "Your code is 410922\n@example.com  #410922", "410922"),
    ]

    @Test(arguments: originLines)
    func takesTheOriginBoundCode(_ example: ExtractionCase) { check(example) }

    @Test func reportsTheOriginOfStrictAndLenientLines() throws {
        let strict = try #require(extractor.extract("Code 920311\n@top.example #920311 @pay.example").origin)
        #expect(strict == OriginBinding(host: "top.example", embedded: "pay.example", code: "920311", isStrict: true,
                                        codeStart: 26, codeEnd: 32))
        let lenient = try #require(extractor.extract("Your code is 550132. @Acme.example #550132").origin)
        #expect(lenient.host == "acme.example")
        #expect(lenient.isStrict == false)
        #expect(lenient.code == "550132")
    }

    static let notOriginLines = [
        "@example.com#12345", "@example.com\t#12345", "@example.com random #12345", "@localhost:8080 #123",
        "@example.com/foobar #123", "@username@a.com #123", "@//example.com #123", "foo", "@example.com",
    ]

    @Test(arguments: notOriginLines)
    func rejectsMalformedOriginLines(_ text: String) {
        #expect(extractor.extract(text).origin == nil)
    }

    static let appHashes = [
        ExtractionCase("hash after the code", "<#> Your ExampleApp code is: 123ABC78\nFA+9qCX9VSu", "123ABC78"),
        ExtractionCase("hash with digits is not the code", "<#> 481516 is your Acme code. 3aB9xT7kQ2m", "481516"),
        ExtractionCase("hash alone gives no code", "<#> Welcome to Acme!\nFA+9qCX9VS1", nil),
    ]

    @Test(arguments: appHashes)
    func neverTakesTheAndroidAppHash(_ example: ExtractionCase) { check(example) }

    static let separators = [
        ExtractionCase("space", "Your verification code: 481 516", "481516"),
        ExtractionCase("hyphen", "Your Stripe verification code is: 719-839.", "719839"),
        ExtractionCase("dot", "Login code 481.516", "481516"),
        ExtractionCase("no-break space", "Your verification code is 481\u{A0}516", "481516"),
        ExtractionCase("thin space", "Your verification code is 481\u{2009}516", "481516"),
        ExtractionCase("en dash", "Your verification code is 481\u{2013}516", "481516"),
        ExtractionCase("pairs", "Your sign-in code: 52-71-38. Never share it.", "527138"),
        ExtractionCase("ideographic space", "認証コード\n４０２\u{3000}７１９", "402719"),
        ExtractionCase("zero-width space inside", "Your code is 4815\u{200B}16", "481516"),
        ExtractionCase("code and its period", "Your code is 163406.", "163406"),
        ExtractionCase("four and two", "Upplåsningskod: 5820-47", "582047"),
        ExtractionCase("two and four", "Your verification code is 58 2047", "582047"),
        ExtractionCase("app name before the colon is no phone number", "Tu código de WhatsApp: 705-318", "705318"),
        ExtractionCase("four, four and two, named", "Your one-time password: 7731 2049 58.", "7731204958"),
        ExtractionCase("four, four and two, set apart below its label", "One-Time Password untuk akses VPN:\n\n    8305 1927 64\n", "8305192764"),
        ExtractionCase("three and four, set apart below its label", "Kod odbioru paczki:\n\n842 6271\n", "8426271"),
        ExtractionCase("four, four and two, unnamed", "Questions? Call us on 0345 6001 10.", nil),
        ExtractionCase("four, four and two, opening the message and named after it", "8840 2716 93 is your one-time passcode for Okta.", "8840271693"),
        ExtractionCase("single characters spaced out below their label", "Kode verifikasi kamu:\n\nW 7 K 2 M 9\n", "W7K2M9"),
        ExtractionCase("pairs spaced out below their label", "Your login code:\n\n K8 4W R7 \n", "K84WR7"),
        ExtractionCase("single characters spaced out below a line that names no code", "Seats left:\n\n1 2 3 4\n", nil),
        ExtractionCase("four, four and two, named after it but not opening the message", "Call 0345 6001 10 is your best option, not the passcode page.", nil),
        ExtractionCase("two and three, named", "MadKurer: Brug koden 57 230 for at verificere dit telefonnummer.", "57230"),
        ExtractionCase("two and three, an amount", "Zaplaťte prosím 12 500 Kč do pátku.", nil),
        ExtractionCase("two and three, named with the service it is for", "Váš přihlašovací kód pro Telegram: 29 618. Nikomu jej nesdělujte.", "29618"),
        ExtractionCase("two and three, named with the service it is for, in Slovak", "Kód pre Telegram: 51 842", "51842"),
        ExtractionCase("two and three, a postcode after a place's words", "Le code postal de Paris : 75 011.", nil),
        ExtractionCase("three and four after words that name no service", "Your code was sent to: 555 1234", "1234"),
        ExtractionCase("three and four after a length note", "[국민건강보험] 본인확인 인증번호(7자리) 2809 417 을 입력하세요.", "2809417"),
        ExtractionCase("two triples of letters and digits, named", "Agencia Tributaria: código de acceso a la sede electrónica 4F8 2KM, válido 10 minutos.", "4F82KM"),
        ExtractionCase("two triples of letters and digits, a postcode", "Your parcel ships today to 24 Sussex Dr, Ottawa ON K1A 0B1.", nil),
    ]

    @Test(arguments: separators)
    func joinsCodesWrittenInGroups(_ example: ExtractionCase) { check(example) }

    static let unicodeDigits = [
        ExtractionCase("Arabic-Indic", "رمز التحقق الخاص بك هو ٤٨١٥١٦", "481516"),
        ExtractionCase("Persian", "کد تایید شما: ۴۸۱۵۱۶", "481516"),
        ExtractionCase("Devanagari", "आपका सत्यापन कोड ४८१५१६ है", "481516"),
        ExtractionCase("Bengali", "আপনার ওটিপি কোড ৪৮১৫১৬", "481516"),
        ExtractionCase("fullwidth", "【銀行】認証コード：４８１５１６", "481516"),
        ExtractionCase("Thai", "รหัส OTP ของคุณคือ ๔๘๑๕๑๖", "481516"),
    ]

    @Test(arguments: unicodeDigits)
    func normalizesDigitsOfAnyScript(_ example: ExtractionCase) { check(example) }

    static let negatives = [
        ExtractionCase("phone number", "Questions? Call +1 (415) 555-0134 any time.", nil),
        ExtractionCase("phone next to a code", "Your code is 640218. Questions? Call 1-800-555-0199.", "640218"),
        ExtractionCase("hotline after a mention", "银行不会索要验证码，请勿告诉他人。客服热线95588。", nil),
        ExtractionCase("date", "Your appointment is on 12.03.2025, code of conduct applies.", nil),
        ExtractionCase("date before the code", "Code for your visit of 12/03/2025 is 29461.", "29461"),
        ExtractionCase("time", "Your sign-in at 14:30 was approved.", nil),
        ExtractionCase("year", "Your code of 2024 has expired.", nil),
        ExtractionCase("amount", "Your OTP for the payment of USD 1250 to Acme is 583920.", "583920"),
        ExtractionCase("amount alone", "Code: pay 1250 EUR by Friday.", nil),
        ExtractionCase("card ending", "Your verification code was sent for card ending in 4421.", nil),
        ExtractionCase("card ending before the code", "Purchase with card ending 4421: your OTP is 906114.", "906114"),
        ExtractionCase("masked phone", "We texted a code to 0917***4432.", nil),
        ExtractionCase("order number", "Order #48151623 confirmed. Use code at pickup.", nil),
        ExtractionCase("tracking number", "Tracking number: 1Z999AA10123456784. Your code of delivery is in the app.", nil),
        ExtractionCase("booking code", "Your booking code is ZK4M8Q. Flight BA2490 departs 07:40.", nil),
        ExtractionCase("airline confirmation code", "Booked! Confirmation code: RZ4K8M. Flight UA 1175 departs 16:50, gate E7.", nil),
        ExtractionCase("confirmation code after the trip", "Your trip to Denver is booked. Confirmation code: QWPLMN.", nil),
        ExtractionCase("OTP that confirms a booking", "Your confirmation code is K7P2QX. Enter it to confirm your booking.", "K7P2QX"),
        ExtractionCase("numeric confirmation code for a flight", "Confirmation code: 4829. It expires in 5 minutes. Flight change.", "4829"),
        ExtractionCase("flight number", "Reminder: Flight BA 2490 to Lisbon departs tomorrow at 07:40.", nil),
        ExtractionCase("URL", "Verify here: https://acme.example/verify?code=558120", nil),
        ExtractionCase("e-mail address", "Your code was sent to maria4815@mail.example.", nil),
        ExtractionCase("IP address", "New sign-in from 192.168.104.22. Code not required.", nil),
        ExtractionCase("zip code", "The zip code 10001 you entered doesn't match your card.", nil),
        ExtractionCase("a brand named Post is no postal code", "Poste: 7015 è il codice di conferma. Valido 5 minuti.", "7015"),
        ExtractionCase("IBAN", "Your mTAN for the transfer to DE89 3704 0044 0532 0130 00 is 738201.", "738201"),
        ExtractionCase("promo code", "Spring sale! Use code SAVE20 at checkout for 20% off.", nil),
        ExtractionCase("discount code in Spanish", "¡Rebajas! Usa el código DESCUENTO15 y llévate un 15 % de descuento.", nil),
        ExtractionCase("barcode", "Show the barcode 4006381333931 at the locker.", nil),
        ExtractionCase("tracking code", "Kargo takip kodunuz: 7301947720. Takip için sitemizi ziyaret edin.", nil),
        ExtractionCase("customer code", "Il tuo codice cliente è 48213920. Usalo per ogni richiesta.", nil),
        ExtractionCase("Indian pincode", "Delivery address: 12 MG Road, Bengaluru, pincode 560001.", nil),
        ExtractionCase("year and month split like a code", "Code: 4821. Invoice for 2025-06 attached.", "4821"),
        ExtractionCase("Chinese order number glued to the text", "您的取件码已发送至APP。包裹单号 78341209 已到站。", nil),
        ExtractionCase("forbidden examples", "Your PIN must be 4 to 6 digits and can't be 1234 or 0000.", nil),
    ]

    @Test(arguments: negatives)
    func neverTakesNumbersThatAreSomethingElse(_ example: ExtractionCase) { check(example) }

    static let codeWords = [
        ExtractionCase("vscode", "Update vscode to 1.8532 now.", nil),
        ExtractionCase("barcode", "Scan the barcode 4006381 at the till.", nil),
        ExtractionCase("unicode", "Unicode 15010 characters are supported.", nil),
        ExtractionCase("QR code", "Scan the QR code at gate 4815.", nil),
        ExtractionCase("dress code", "Dress code: black tie. Table 4815.", nil),
        ExtractionCase("source code", "The source code for release 2143 is online.", nil),
        ExtractionCase("pins plural after a number", "This is a false positive 4543 backspin", nil),
    ]

    @Test(arguments: codeWords)
    func ignoresWordsThatOnlyEndInCode(_ example: ExtractionCase) { check(example) }

    static let mentions = [
        ExtractionCase("two-factor turned on", "Two-factor authentication was turned on for your account on 2025-03-12.", nil),
        ExtractionCase("we sent you a code", "We sent a verification code to your phone ending in 0134.", nil),
        ExtractionCase("never share", "Never share your code. Acme will never ask for it. Call 0800 123 4567.", nil),
        ExtractionCase("expired", "Your code has expired. Request a new one in the app.", nil),
        ExtractionCase("failed attempts", "Someone entered a wrong verification code 3 times.", nil),
        ExtractionCase("Chinese warning", "【银行】工作人员不会向您索要短信验证码，请勿泄露。", nil),
    ]

    @Test(arguments: mentions)
    func findsNothingInMessagesThatOnlyMentionCodes(_ example: ExtractionCase) { check(example) }

    static let shapes = [
        ExtractionCase("four digits", "Your Acme PIN reset code is 7731.", "7731"),
        ExtractionCase("eight digits", "Chase: your one-time code is 30918472.", "30918472"),
        ExtractionCase("alphanumeric", "[Dungeon] Account protection code: X4T9QK", "X4T9QK"),
        ExtractionCase("four-character alphanumeric", "TF3Q is your Quickpark PIN.", "TF3Q"),
        ExtractionCase("Steam letters on their own line",
                       "Here is the Steam Guard code you need to login:\n\nF8KDQ\n\nIf you are not attempting to login, change your password.",
                       "F8KDQ"),
        ExtractionCase("Steam letters-only code, by its rule",
                       "Here is the Steam Guard code you need to login to account kay:\n\nKFTQW\n\nThanks, Steam", "KFTQW"),
        ExtractionCase("letters alone are no code without a rule", "Your code word is HELLO today", nil),
        ExtractionCase("bare code message", "2715", "2715"),
        ExtractionCase("bare grouped code message", "123-456", "123456"),
        ExtractionCase("code before the text", "581204\nThis is your Trailmix login code.", "581204"),
        ExtractionCase("code far from a keyword, after a colon in an e-mail",
                       "Use the following code to verify your email address:\n\n619204\n\nThis code expires in 10 minutes.",
                       "619204"),
        ExtractionCase("word in the code's place", "Your code: please check the app", nil),
    ]

    static let pickupCodes = [
        ExtractionCase("parcel locker in Chinese", "【快递柜】您的包裹已存入3号柜，取件码 408213，订单号 84720193。", "408213"),
        ExtractionCase("pickup password in Traditional Chinese", "您的包裹已送達，取貨密碼：5306，請於06/20前取件。", "5306"),
        ExtractionCase("delivery code for the rider", "骑手即将送达，收货码2719，请勿提前告知他人。", "2719"),
        ExtractionCase("locker PIN in Japanese", "宅配ロッカーにお届けしました。暗証番号 630185", "630185"),
        ExtractionCase("locker password in Korean", "택배함 비밀번호: 4092", "4092"),
        ExtractionCase("German pickup PIN", "Ihr Paket liegt in der Packstation 214. Abhol-PIN: 5093.", "5093"),
        ExtractionCase("Hungarian compound", "Csomagod az automatában vár. Nyitókód: 320917.", "320917"),
        ExtractionCase("Polish pickup code", "Kod odbioru: 802 194. Odbierz do 21.06.", "802194"),
        ExtractionCase("a mention of a pickup code after a postal code",
                       "Votre colis sera livré au 8 rue des Lilas, 31000 Toulouse. Aucun code de retrait n'est nécessaire.", nil),
    ]

    @Test(arguments: pickupCodes)
    func findsParcelLockerAndDeliveryCodes(_ example: ExtractionCase) { check(example) }

    @Test(arguments: shapes)
    func recognizesTheShapesCodesTake(_ example: ExtractionCase) { check(example) }

    /// A product's name between a label and a long grouped code stands where an acronym may
    /// ("код активации eSIM 2684 5098 42"); a capitalized word, as a place is written, does not.
    @Test(arguments: [("eSIM", true), ("iRakyat", true), ("Miles&More", true), ("m-banking", true),
                      ("Warszawa", false), ("VPN", false), ("klatki", false), ("e-", false), ("a&", false), ("eS", false)])
    func recognizesProductNames(word: String, expected: Bool) {
        #expect(Extractor.isProductName(Substring(word)) == expected)
    }

    /// A number a word for a code names whole is the code, not the group inside it; a phone
    /// number of a grouping no code has is not named by the word before it.
    @Test func aLabelledGroupingIsOneCodeNotItsParts() {
        #expect(extractor.extract("Введите код подтверждения из письма: 392 0481 66").code == "392048166")
        #expect(extractor.extract("Kraken: Your withdrawal verification code: 48-301-77-215.").code == "4830177215")
        #expect(extractor.extract("Your Acme code is on its way. Questions? Call 702-918-4635.").code == nil)
    }

    /// A welcome to a stay with its Wi-Fi is an information sheet: its door's code is no one-time
    /// code, but a code for signing in, named as one, still is.
    @Test func aStaysWelcomeWithItsWiFiLowersItsCodes() {
        #expect(extractor.extract("Vitajte v Penzióne Javor! Izba 12. Kód vchodu platný počas pobytu nájdete aj na kľúčenke: 7290. Wi-Fi: Javor_Guest / heslo javor2025.").code == nil)
        #expect(extractor.extract("Welcome to Marriott Bonvoy! Your verification code is 604218. Enjoy free Wi-Fi at every hotel when you sign in.").code == "604218")
    }

    /// A sender's tag may stand before a code that opens the message and is named after it.
    @Test(arguments: [("Fibank: 518", true), ("[Airtel] 602", true), ("【Bank】 602", true), ("Your code: 602", true),
                      ("Order 4471: 602", false), ("Hi. Code: 602", false), ("A very long sender name here: 602", false)])
    func recognizesASendersTag(text: String, expected: Bool) {
        var text = text
        let index = text.utf8.count - 3
        #expect(text.withUTF8 { Extractor.followsSenderTag($0, at: index) } == expected)
    }

    /// An acronym in brackets may end the keyword's line above a code set apart below it.
    @Test(arguments: [("(OTP)", true), (" （OTP） ", true), ("(PIN)", true), ("(otp)", false), ("(O)", false), ("OTP", false), ("(2 min)", false)])
    func recognizesABracketedAcronym(line: String, expected: Bool) {
        #expect(Extractor.isBracketedAcronym(Substring(line)) == expected)
    }

    @Test func aProductNameMayStandBetweenALabelAndALongCode() {
        #expect(extractor.extract("МегаФон: код активации eSIM 2684 5098 42. Введите его в приложении.").code == "2684509842")
        #expect(extractor.extract("Kod do drzwi Klatki 2 580 111").code == nil)
    }

    /// A long grouped code is named by a strong code word, what it is for and a word for "is";
    /// by a line that announces it below (a colon, Japanese "is as follows", or the code word
    /// ending its line); or by a purpose after "for" before a colon. Not by "for" and a name alone.
    @Test func longLabelsNameALongGroupedCode() {
        #expect(extractor.extract("Swedbank: Din engångskod för att godkänna den nya betalningsmottagaren är 5821 7704 39").code == "5821770439")
        #expect(extractor.extract("ワンタイムパスワードは以下の通りです。\n\n\u{3000}5802 6319 47\n\n有効期限：10分").code == "5802631947")
        #expect(extractor.extract("VakıfBank mobil şube giriş doğrulama kodu\n4410 7293 58\nKod 3 dakika içinde geçerli.").code == "4410729358")
        #expect(extractor.extract("Sparkasse: Einmal-PIN für die Freigabe: 5820 3917 46").code == "5820391746")
        #expect(extractor.extract("Kod do drzwi Klatki 2 580 111").code == nil)
        // A possessive after the code's word, before what the code is for.
        #expect(extractor.extract("DNB: Koden din for godkjenning av ny mottaker i nettbanken er 4471902836.").code == "4471902836")
        // A strong code word ending its line introduces the token below it as a colon does, so a
        // service number's shape does not take it.
        #expect(extractor.extract("WazirX: திரும்பப் பெறுதலை உறுதிப்படுத்த குறியீடு\n1739 4620 58").code == "1739462058")
    }

    static let namedElsewhere = [
        ExtractionCase("a booking code in the subject, named in the body",
                       "Subject: Booking confirmed - code 552190\n\nYour booking reference: 552190\nCheck-in from 15:00.", nil),
        ExtractionCase("a card ending equal to the code carries nothing", "Your code is 4417. Paid with card ending 4417.", "4417"),
        ExtractionCase("a booking reference beside the code", "Your verification code is 481516.\nBooking reference: K7Q2MX", "481516"),
    ]

    /// A number an identifying rule (a reference, a booking, a promo code) names anywhere in the
    /// message is that thing everywhere in it; other negative rules (dates, amounts, card
    /// endings) stay where they matched.
    @Test(arguments: namedElsewhere)
    func aNumberNamedAsAReferenceAnywhereIsNoCode(_ example: ExtractionCase) { check(example) }

    @Test func explainsTheCarriedPenalty() {
        let extraction = extractor.extract("Subject: Booking confirmed - code 552190\n\nYour booking reference: 552190")
        let subject = extraction.candidates.first { $0.code == "552190" }
        #expect(subject?.reasons.contains { $0.hasPrefix("the same number elsewhere, negative reference") } == true)
    }

    static let besideTravel = [
        ExtractionCase("named right before it", "Trenitalia: inserisci il codice K9R2M. Treno FR 9521 del 14/08.", "K9R2M"),
        ExtractionCase("set apart below its keyword", "O seu código de verificação é:\n\nT4P9X2\n\nReserva: 7KQ2MZ | Voo TP 1689", "T4P9X2"),
        ExtractionCase("a booking's own label", "Booking code: K4P7ZQ. Flight AB 123 departs 06:40 from gate 12.", nil),
        ExtractionCase("a code's word farther off", "Kód dokladu: 8S7K2M, vlak EC 172, vůz 256, místo 45.", nil),
        ExtractionCase("a strong code word and a colon right before it",
                       "Аэрофлот: бронирование ZTRKQ4, рейс SU 1124 SVO-AER 04.10 09:15. Код подтверждения e-mail: Q7W3E9", "Q7W3E9"),
    ]

    /// A booking reference's shape near travel words is a guess; a code keyword right before the
    /// token outweighs it, a label that names a booking does not.
    @Test(arguments: besideTravel)
    func aCodeNamedRightBeforeItIsNoBookingShape(_ example: ExtractionCase) { check(example) }

    @Test func explainsTheGuessSetAside() {
        let extraction = extractor.extract("Trenitalia: inserisci il codice K9R2M. Treno FR 9521 del 14/08.")
        #expect(extraction.candidates.first?.reasons.contains { $0.hasSuffix("set aside: a code keyword names it right before it") } == true)
        let introduced = extractor.extract("Аэрофлот: рейс SU 1124 SVO-AER 04.10 09:15. Код подтверждения e-mail: Q7W3E9")
        #expect(introduced.candidates.first?.reasons.contains { $0.hasSuffix("set aside: a code keyword and a colon name it right before it") } == true)
    }
}
