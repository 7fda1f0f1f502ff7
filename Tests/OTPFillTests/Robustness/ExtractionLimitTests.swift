import Foundation
import Testing
@testable import OTPFill

/// The limits that keep one hostile message cheap: the text cap and the cap on pairwise work.
@Suite struct ExtractionLimitTests {
    @Test func codeBeyondTheTextCapIsNotSeen() {
        let filler = String(repeating: "x ", count: 600)
        let extractor = Extractor(options: ExtractionOptions(maxTextBytes: 1000))
        #expect(extractor.extract("Your code is 481516. " + filler).code == "481516")
        #expect(extractor.extract(filler + "Your code is 481516.").code == nil)
    }

    @Test func textCapCutsOnACharacterBoundary() {
        // "٤" is two bytes: a cap of 5 bytes would split the third digit.
        let bytes = Array("٤٨١٥١٦".utf8)
        let cut = bytes.withUnsafeBufferPointer { Array(Extractor.truncate($0, to: 5)) }
        #expect(cut == Array("٤٨".utf8))
        let none = bytes.withUnsafeBufferPointer { Extractor.truncate($0, to: 0).count }
        #expect(none == 0)
    }

    @Test func candidateOffsetsStayInsideTheCap() {
        let text = String(repeating: "code 123456 ", count: 2000)
        let extraction = Extractor(options: ExtractionOptions(maxTextBytes: 4096)).extract(text)
        #expect(extraction.candidates.allSatisfy { $0.end <= 4096 })
        #expect(extraction.code == "123456")
    }

    static let floods: [(name: String, text: String)] = [
        ("code 1 1 1 1 repeated 100 000 times", String(repeating: "code 1 1 1 1 ", count: 100_000)),
        ("keyword flood", String(repeating: "code ", count: 100_000) + "123456"),
        ("keywords and codes", String(repeating: "code 123456 ", count: 30_000)),
        ("keywords and times", String(repeating: "code 12:30 ", count: 30_000)),
        ("codes and phone numbers", String(repeating: "555-123-4567 code 481516 ", count: 12_000)),
        ("masked digits", "code 123456\n" + String(repeating: "x", count: 300_000)),
        ("Unicode digits", String(repeating: "رمز ٤٨١٥١٦ ", count: 20_000)),
        ("origin lines", String(repeating: "@a.com #123456\n", count: 20_000)),
    ]

    @Test(arguments: floods.map(\.name))
    func floodedMessageIsExtractedQuickly(name: String) throws {
        let text = try #require(ExtractionLimitTests.floods.first { $0.name == name }).text
        let clock = ContinuousClock()
        var extraction: Extraction?
        let elapsed = clock.measure { extraction = Extractor().extract(text) }
        #expect(elapsed < .seconds(5), "\(name) took \(elapsed)")
        let candidates = extraction?.candidates.count ?? 0
        #expect(candidates <= 2 * Extractor.maxHits + 1)
    }

    @Test func aFewCodesAmongManyNumbersAreStillRanked() {
        var text = "Your verification code is 481516. "
        for index in 0..<2000 { text += "order \(100000 + index) " }
        #expect(Extractor().extract(text).code == "481516")
    }
}
