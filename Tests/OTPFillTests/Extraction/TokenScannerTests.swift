import Testing

@testable import OTPFill

/// Which stretches of a message are code-shaped, before any evidence is weighed.
@Suite struct TokenScannerTests {
    struct Example: Sendable, CustomTestStringConvertible {
        let text: String
        let codes: [String]
        var testDescription: String { text }
    }

    static let examples = [
        Example(text: "481516", codes: ["481516"]),
        Example(text: "123 456", codes: ["123456"]),
        Example(text: "12-34-56", codes: ["123456"]),
        Example(text: "48204 41719", codes: ["4820441719"]),
        // Uneven parts joined by dashes, three or more or with more digits than a code has, are
        // one number (an account, an ID, a phone number): none of its parts is a code. With
        // spaces they may be separate numbers.
        Example(text: "12-345-678901", codes: []),
        Example(text: "12-025123456-7, 34-5678901-2, 123-45-6789 and 01711-482913", codes: []),
        Example(text: "12 345 678901", codes: ["678901"]),
        // Two pairs split by a dot are a date, a time or a decimal.
        Example(text: "until 31.03., at 12.30, for 19.90", codes: []),
        Example(text: "4812-9920-1133-4417", codes: []),
        Example(text: "4 8 2 9 1 7", codes: ["482917"]),
        Example(text: "４８１\u{3000}５１６", codes: ["481516"]),
        Example(text: "١٢٣٤٥٦", codes: ["123456"]),
        Example(text: "验证码481516。", codes: ["481516"]),
        Example(text: "K7PQ2X and A8D-291", codes: ["K7PQ2X", "A8D291"]),
        // A letter-digit code in three or four parts of one length, two or three characters
        // each, is one token; uneven chains (dates, plates, serials) and longer ones are none.
        Example(text: "T7-KQ-93, 4KM-Q7X-2PD and 7K-Q2-M9-X4", codes: ["T7KQ93", "4KMQ7X2PD", "7KQ2M9X4"]),
        Example(text: "QX7-M4R-2B and ZR4-8KP-W2", codes: ["QX7M4R2B", "ZR48KPW2"]),
        Example(text: "R8W-2KD-7", codes: ["R8W2KD7"]),
        // Uneven parts of two to four characters, each with a digit, are one code grouped by hand,
        // and the digit pattern's part of it ("4821") is no token of its own.
        Example(text: "4H7-Q2-9N, 7KD2-QX91-4M and 4821-77XB-39", codes: ["4H7Q29N", "7KD2QX914M", "482177XB39"]),
        // The last of uneven parts may be one character, as a hand's grouping ends; a part of
        // letters alone still makes a model's number ("SM-4TK-2") no code.
        Example(text: "B8-4TK-2, M4-7XQ-2 and SM-4TK-2", codes: ["B84TK2", "M47XQ2"]),
        Example(text: "DKC-48821903, RM-48821 and G-481516", codes: ["RM48821", "481516"]),
        // Facebook's "FB-" is its code rule's, as Google's "G-" is: no letter-digit token.
        Example(text: "FB-84120", codes: []),
        // The tail of a hyphenated identifier whose head was refused is no token of its own.
        Example(text: "BV-2025-118402, ABC12-448120 and 2025-118402", codes: ["2025", "118402"]),
        Example(text: "12-MAR-25, AB-123-CD, AB-12-CD-34-EF, 4KQ7-MZ2R9P-WHTX, 23-KLN-4, K7Q-M2-X", codes: []),
        // A chain of one-character parts (a locker's "1-B-12") is none, and no crash.
        Example(text: "loker 1-B-12 and A-1-2-3", codes: []),
        Example(text: "123 or 12-345", codes: []),
        // Five digits as two and three with a space are one token that needs a label.
        Example(text: "12 345", codes: ["12345"]),
        // So are seven as one, three and three.
        Example(text: "8 402 615", codes: ["8402615"]),
        // And seven as two, three and two ("Код подтверждения:\n\n58 293 41"), with dashes too, as
        // are other groupings of two to four digits from a group of two ("905-137-2",
        // "39-1027-4856", "392 0481 66"), but not a phone's, an ID's or a date's.
        Example(text: "58 293 41", codes: ["5829341"]),
        Example(text: "58-293-41", codes: ["5829341"]),
        Example(text: "905-137-2, 39-1027-4856 and 392 0481 66", codes: ["9051372", "3910274856", "392048166", "0481"]),
        Example(text: "518.204.9 and 192.168.1.1", codes: ["5182049"]),
        Example(text: "444 25 25, 702-918-4635, 123-45-6789, 2025-06-14 and 8-3-1207", codes: []),
        // And eight as three, three and two with dots, and ten as four, four and two.
        Example(text: "318.552.07", codes: ["31855207"]),
        Example(text: "4803.7719.62", codes: ["4803771962"]),
        // And pairs with one digit left over, with spaces or dashes (each a code only where a word
        // for a code names it); not one digit after a single pair.
        Example(text: "91 82 64 3 and 47 30 5", codes: ["9182643", "47305"]),
        Example(text: "91-82-64-3 or 12 3", codes: ["9182643"]),
        // Three or more groups split by dots, ten digits or more, are one number (a booking's).
        Example(text: "4821.930.117 and 1234.56.78903", codes: []),
        // Digits masked with X's after them are a number's visible head, no token.
        Example(text: "01X-XXX 4471 and 98XX", codes: ["4471"]),
        // Letters glued to digits make one alphanumeric token; ranking holds the word-like ones down.
        Example(text: "abc123456 h264", codes: ["abc123456", "h264"]),
        Example(text: "12345678901", codes: []),
        // Accented Latin letters glue as plain ones do: no token starts inside a word.
        Example(text: "SYNTTÄRI20, ÉTÉ2024 and 500000đ", codes: []),
        // Digits after a letter and '#' end a password ("Brasov#2025"), no token.
        Example(text: "Parola: Brasov#2025", codes: []),
        // Two triples of capitals and digits split by a space are one token that needs a label;
        // triples that do not each mix letters and digits are none, nor is a longer chain.
        Example(text: "8B3 K2P and Q7M\u{A0}2XP", codes: ["8B3K2P", "Q7M2XP"]),
        Example(text: "ABC 1X2, A1B 234, AB1 C2D 3EF", codes: []),
        Example(text: "VPN 5TR 8QZ", codes: ["5TR8QZ"]),
        // Three capitals and three digits (Cl@ve PIN's "XKW 583") are one token that needs a label;
        // not inside a longer word or number.
        Example(text: "XKW 583 and FJK\u{A0}482", codes: ["XKW583", "FJK482"]),
        Example(text: "ABCD 123, xABC 123, ABC 1234, EUR 250", codes: ["1234"]),
        Example(text: "G-481516", codes: ["481516"]),
        // Six digits in two uneven parts are one code; other uneven splits are not joined.
        Example(text: "7146-09 and 27 4913", codes: ["714609", "274913"]),
        Example(text: "1234.56", codes: ["1234"]),
        // Groups split by dots, then a space and more digits: the dotted code and the number apart.
        Example(text: "koodilla 81.39.56 15 minuutin, 12.03.2025 10", codes: ["813956", "2025"]),
        // Seven digits as three and four are also one token that needs a label (the extractor
        // keeps it only after a word for a code).
        Example(text: "Váci út 1-3, 111 51, 00-950, 555-1234", codes: ["5551234", "1234"]),
        Example(text: "842 6271 and 4471 209", codes: ["8426271", "6271", "4471209", "4471"]),
        // Pairs of capitals and digits split by dots are one code; a version, a host name or a
        // lowercase chain is not.
        Example(text: "K3.7Q.9W, Q8.4R.2M.7T, v1.2.3, A1.B2.io, a1.b2.c3, K3.7Q.9W.4", codes: ["K37Q9W", "Q84R2M7T"]),
        // Japanese sets a middle dot between groups.
        Example(text: "８２７・４１６", codes: ["827416"]),
        // Ten digits as four, four and two are one token that needs a label, without its parts.
        Example(text: "8305 1927 64", codes: ["8305192764"]),
        // Eight digits as two, three and three are one code; with dots, as an amount in thousands
        // is written, one that needs a word for a code right before it.
        Example(text: "53 819 027 and 53.819.027", codes: ["53819027", "53819027"]),
        // So are seven as one, three and three and five as two and three with dots, unless they
        // end in 000 (a round amount).
        Example(text: "6.031.478 and 2.000.000, 71.803, 12.345 and 12.000", codes: ["6031478", "71803", "12345"]),
        // Parts of a name joined by underscores are no tokens; a code set in underscores is one.
        Example(text: "gamer_1998 IMG_4821 K7PQ_2X9Z _481516_", codes: ["481516"]),
        // The last group of an amount is no token, with its currency letter glued on or not.
        Example(text: "chuyen 3.500.000d den TK, 1,250,000d, 2.000.000 VND", codes: []),
    ]

    @Test(arguments: examples)
    func findsCodeShapedTokens(_ example: Example) {
        var text = example.text
        let codes = text.withUTF8 { TokenScanner.tokens(in: $0).map(\.code) }
        #expect(codes == example.codes)
    }
}
