import Testing

@testable import OTPFill

/// Which characters one box accepts, and the names the command line uses for the options.
@Suite struct SlotCharsetTests {
    @Test func digitsAcceptOnlyASCIIDigits() {
        for character in "0123456789" { #expect(SlotCharset.digits.allows(character)) }
        for character in "aZ /-.:٤４①²é_\u{200B}" {
            #expect(!SlotCharset.digits.allows(character), "\(character)")
        }
    }

    @Test func alnumAcceptsASCIILettersAndDigits() {
        for character in "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ" {
            #expect(SlotCharset.alnum.allows(character), "\(character)")
        }
        for character in " _-.@[`{é٤Ａ①\u{200B}" {
            #expect(!SlotCharset.alnum.allows(character), "\(character)")
        }
    }

    @Test func namesMatchTheCommandLineOptions() {
        #expect(SlotCharset.allCases.map(\.rawValue) == ["digits", "alnum"])
        #expect(PastePolicy.allCases.map(\.rawValue) == ["clamp", "reject"])
        #expect(SlotCharset(rawValue: "alnum") == .alnum)
        #expect(PastePolicy(rawValue: "reject") == .reject)
        #expect(SlotCharset(rawValue: "hex") == nil)
    }
}
