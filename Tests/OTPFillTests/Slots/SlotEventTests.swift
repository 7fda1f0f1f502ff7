import Testing

@testable import OTPFill

/// The command-line form of events (`otpfill slots type:4 paste:1337 backspace tap:2 reject`).
@Suite struct SlotEventTests {
    struct Parse: Sendable, CustomTestStringConvertible {
        let text: String
        let event: SlotEvent?
        var testDescription: String { "'\(text)'" }
    }

    @Test(arguments: [
        Parse(text: "type:1", event: .type("1")),
        Parse(text: "type:a", event: .type("a")),
        Parse(text: "type:٤", event: .type("٤")),
        Parse(text: "type::", event: .type(":")),
        Parse(text: "type: ", event: .type(" ")),
        Parse(text: "paste:123456", event: .paste("123456")),
        Parse(text: "paste:12 34", event: .paste("12 34")),
        Parse(text: "paste:7", event: .paste("7")),
        Parse(text: "paste:a:b", event: .paste("a:b")),
        Parse(text: "insert:7", event: .type("7")),
        Parse(text: "insert:123", event: .paste("123")),
        Parse(text: "insert:٤٨", event: .paste("٤٨")),
        Parse(text: "backspace", event: .backspace),
        Parse(text: "tap:0", event: .tap(0)),
        Parse(text: "tap:3", event: .tap(3)),
        Parse(text: "tap:11", event: .tap(11)),
        Parse(text: "reject", event: .reject),
    ])
    func parsesValidEvents(_ parse: Parse) {
        #expect(SlotEvent(parsing: parse.text) == parse.event)
    }

    @Test(arguments: [
        "", "type", "type:", "type:12", "paste", "paste:", "insert", "insert:",
        "tap", "tap:", "tap:x", "tap:-1", "tap:1.5", "tap:3x",
        "backspace:1", "backspace:", "reject:now", "bogus", "bogus:1", ":1",
    ])
    func rejectsInvalidForms(text: String) {
        #expect(SlotEvent(parsing: text) == nil)
    }

    @Test func typeTakesOneCharacterEvenWhenItIsSeveralScalars() {
        #expect(SlotEvent(parsing: "type:e\u{301}") == .type("e\u{301}"))
    }

    @Test func oneCharacterInsertIsTypingAndLongerIsAPaste() {
        #expect(SlotEvent.insert("7") == .type("7"))
        #expect(SlotEvent.insert("12") == .paste("12"))
        #expect(SlotEvent.insert("481516") == .paste("481516"))
        #expect(SlotEvent.insert("") == .paste(""))
    }
}
