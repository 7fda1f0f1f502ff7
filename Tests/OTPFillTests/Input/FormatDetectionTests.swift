import Testing
@testable import OTPFill

@Suite struct FormatDetectionTests {
    @Test(arguments: [
        ("From alice@example.com Mon May  6 10:00:00 2024\nSubject: x\n\nbody", InputFormat.mbox),
        ("\u{FEFF}From - Mon May 06 10:02:00 2024\nX-Mozilla-Status: 0001\n", .mbox),
        ("From your bank: code 123456\nsecond line", .text),
        ("<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n<!--File Created By SMS Backup-->\n<smses count=\"1\">", .smsxml),
        ("<smses count=\"0\" />", .smsxml),
        ("<?xml version=\"1.0\"?><rss>", .text),
        ("From: a@example.com\nTo: b@example.com\nSubject: hi\n\nbody", .eml),
        ("Received: from x\n\tby y\nMIME-Version: 1.0\nContent-Type: text/plain\n\nbody", .eml),
        ("Code: 123456\nUse it now: please\n\nThanks", .text),
        ("Subject: only one header\n\nbody", .text),
        ("From your bank: code 123456", .text),
        ("{\"text\": \"Code 1234\"}\n", .jsonl),
        ("Your code is 123456", .text),
    ])
    func contentDecidesTheFormat(content: String, format: InputFormat) {
        #expect(FormatDetector.detect(prefix: Array(content.utf8)) == format)
    }

    @Test(arguments: [
        ("plain.eml", InputFormat.eml),
        ("mailbox.mbox", .mbox),
        ("backup.xml", .smsxml),
        ("entity-bomb.xml", .smsxml),
    ])
    func fixturesAreDetected(file: String, format: InputFormat) throws {
        let fixture = Fixture.items(file)
        let forced = Fixture.items(file, format: format)
        #expect(fixture == forced)
    }

    @Test func aDirectoryWithoutCurAndNewIsStillAnError() {
        #expect(Fixture.problems("Maildir/cur") == ["\(Fixture.path("Maildir/cur")): Is a directory"])
        #expect(Fixture.problems("Maildir/cur", format: .maildir) == [
            "\(Fixture.path("Maildir/cur")): Not a Maildir directory (no cur/ and new/)",
        ])
    }

    @Test func aForcedFormatWinsOverDetection() {
        let asText = Fixture.messages("plain.eml", format: .text)
        #expect(asText.first?.text.hasPrefix("From: Example") == true)
        #expect(Fixture.problems("Maildir", format: .text) == ["\(Fixture.path("Maildir")): Is a directory"])
        #expect(Fixture.problems("plain.eml", format: .maildir) == ["\(Fixture.path("plain.eml")): Not a directory"])
    }

    @Test func aStreamCannotBeAMaildir() {
        #expect(Fixture.items(bytes: Array("x".utf8), format: .maildir).count == 1)
    }
}
