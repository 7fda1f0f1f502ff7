import Testing
import OTPFill

/// `--redact` output keeps only enough of a code to tell codes apart.
@Suite struct RedactionTests {
    @Test(arguments: [
        ("481516", "48••16"), ("12345678", "12••••78"), ("K7PQ2X", "K7••2X"), ("4815", "4••5"),
        ("48151", "4•••1"), ("481", "•••"), ("", ""),
    ])
    func masksCodes(code: String, masked: String) {
        #expect(Redactor.mask(code) == masked)
    }

    @Test func redactedOutputNeverShowsTheWholeCode() throws {
        let result = MessageProcessor().process(Message(source: "sms", text: "Your verification code is 481516. Do not share it."))
        #expect(result.filledCode == "481516")
        let lines = [
            ResultFormatter.plain(result, showSource: true, redact: true),
            ResultFormatter.report(result, showSource: true, redact: true),
            ResultFormatter.json(result, redact: true),
        ].compactMap { $0 } + ResultFormatter.candidates(result, showSource: true, redact: true)
        #expect(lines.count == 4)
        for line in lines {
            #expect(!line.contains("481516"), "\(line)")
            #expect(!line.contains("8151"), "\(line)")
        }
        #expect(ResultFormatter.plain(result, showSource: false, redact: true) == "48••16")
        let json = try JSONParser.parse(ResultFormatter.json(result, redact: true))
        #expect(json["code"]?.stringValue == "48••16")
    }
}

extension RedactionTests {
    @Test func redactedExplanationMasksEveryCandidate() {
        let result = MessageProcessor().process(Message(source: "sms", text: "Your verification code is 481 516, order 99887766."))
        let plain = ResultFormatter.explanation(result).joined(separator: "\n")
        #expect(plain.contains("481516"))
        let masked = ResultFormatter.explanation(result, redact: true).joined(separator: "\n")
        #expect(masked.contains("48••16"))
        for candidate in result.extraction.candidates {
            #expect(!masked.contains(candidate.code) && !masked.contains(candidate.raw), "\(masked)")
        }
    }
}
