import Testing
@testable import OTPFill

/// The prompt's state machine, driven key by key with a hand-held clock.
@Suite struct PromptSessionTests {
    static func keys(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.feed(Array(text.utf8)) + decoder.flush()
    }

    /// Applies keys and records the widget after each, like `otpfill slots`, plus the phase when it changes.
    static func script(_ session: inout PromptSession, _ keys: [Key], at now: Int = 0) -> String {
        var lines: [String] = []
        for key in keys {
            session.handle(key, at: now)
            var line = session.widget.description
            if session.phase != .editing { line += " \(session.phase)" }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    @Test func typingBackspaceAndArrowsFollowTheSlotModel() {
        var session = PromptSession(configuration: PromptConfiguration())
        #expect(PromptSessionTests.script(&session, PromptSessionTests.keys("12\u{7f}\u{7f}\u{7f}34\u{1b}[D\u{1b}[D9\u{1b}[C\u{1b}[C")) == """
            [1][_][_][_][_][_] focus=1
            [1][2][_][_][_][_] focus=2
            [1][_][_][_][_][_] focus=1
            [_][_][_][_][_][_] focus=0
            [_][_][_][_][_][_] focus=0
            [3][_][_][_][_][_] focus=1
            [3][4][_][_][_][_] focus=2
            [3][4][_][_][_][_] focus=1
            [3][4][_][_][_][_] focus=0
            [9][4][_][_][_][_] focus=1
            [9][4][_][_][_][_] focus=2
            [9][4][_][_][_][_] focus=3
            """)
    }

    @Test func completingTheBoxesSubmitsTheCode() {
        var session = PromptSession(configuration: PromptConfiguration(slotCount: 4))
        #expect(PromptSessionTests.script(&session, PromptSessionTests.keys("12a34")) == """
            [1][_][_][_] focus=1
            [1][2][_][_] focus=2
            [1][2][_][_] focus=2
            [1][2][3][_] focus=3
            [1][2][3][4] focus=3 submitted("1234")
            """)
        session.accept()
        #expect(session.phase == .finished(.committed("1234")))
        #expect(session.view(at: 0).status == "Code entered")
        #expect(session.view(at: 0).boxes.allSatisfy { !$0.isFocused })
    }

    @Test func enterOnIncompleteBoxesSaysSo() {
        var session = PromptSession(configuration: PromptConfiguration(slotCount: 4))
        _ = PromptSessionTests.script(&session, PromptSessionTests.keys("12\r"))
        #expect(session.phase == .editing)
        #expect(session.view(at: 0).status == "Enter all 4 characters")
        #expect(session.view(at: 0).tone == .error)
        session.handle(.character("3"), at: 0)
        #expect(session.view(at: 0).status == "Enter submits · Esc cancels")
    }

    @Test func enterOnFullBoxesSubmitsAgainAfterAnEdit() {
        var session = PromptSession(configuration: PromptConfiguration(slotCount: 2))
        _ = PromptSessionTests.script(&session, PromptSessionTests.keys("12"))
        session.reject(at: 0)
        _ = PromptSessionTests.script(&session, PromptSessionTests.keys("1\u{1b}[D\u{1b}[C2"))
        #expect(session.phase == .submitted("12"))
    }

    @Test(arguments: [Key.escape, .interrupt, .endOfInput])
    func cancelKeysEndThePrompt(_ key: Key) {
        var session = PromptSession(configuration: PromptConfiguration())
        session.handle(.character("1"), at: 0)
        session.handle(key, at: 0)
        #expect(session.phase == .finished(.cancelled))
        #expect(session.view(at: 0).status == "Cancelled")
    }

    @Test func cancelWhileVerifyingEndsThePrompt() {
        var session = PromptSession(configuration: PromptConfiguration(slotCount: 1, verifies: true))
        session.handle(.character("1"), at: 0)
        #expect(session.view(at: 0).status == "Checking…")
        session.handle(.character("2"), at: 0)
        #expect(session.phase == .submitted("1"))
        session.handle(.interrupt, at: 0)
        #expect(session.phase == .finished(.cancelled))
    }

    @Test func aPasteGoesThroughTheWidgetsPaste() {
        var session = PromptSession(configuration: PromptConfiguration())
        #expect(PromptSessionTests.script(&session, PromptSessionTests.keys("1\u{1b}[200~67 8-9\u{1b}[201~")) == """
            [1][_][_][_][_][_] focus=1
            [1][6][7][8][9][_] focus=5
            """)
    }

    @Test func aPasteAsLongAsTheWidgetFillsFromTheFirstBox() {
        var session = PromptSession(configuration: PromptConfiguration())
        _ = PromptSessionTests.script(&session, PromptSessionTests.keys("99\u{1b}[200~481-516\u{1b}[201~"))
        #expect(session.phase == .submitted("481516"))
    }

    @Test func aPastedMessageHasItsCodeFound() {
        var session = PromptSession(configuration: PromptConfiguration()) { text in
            text.contains("code") ? "246810" : nil
        }
        session.handle(.paste("Your code is 246810"), at: 0)
        #expect(session.phase == .submitted("246810"))
        var plain = PromptSession(configuration: PromptConfiguration())
        plain.handle(.paste("Your code is 246810"), at: 0)
        #expect(plain.widget.filled.isEmpty)
    }

    @Test func rejectShakesClearsAndCountsTries() {
        var session = PromptSession(configuration: PromptConfiguration(slotCount: 2, tries: 2, verifies: true, shakeFrameLength: 10))
        _ = PromptSessionTests.script(&session, PromptSessionTests.keys("12"), at: 100)
        session.reject(at: 100, reason: "invalid")
        #expect(session.phase == .editing)
        #expect(session.widget.description == "[_][_] focus=0 rejected")
        #expect(session.view(at: 100).status == "Wrong code (invalid). 1 try left")
        let offsets = stride(from: 100, through: 180, by: 10).map { session.view(at: $0).shakeOffset }
        #expect(offsets == [2, -2, 2, -2, 1, -1, 0, 0, 0])
        #expect(session.nextDeadline(after: 105) == 110)
        _ = PromptSessionTests.script(&session, PromptSessionTests.keys("34"), at: 200)
        session.reject(at: 200)
        #expect(session.phase == .finished(.exhausted))
        #expect(session.view(at: 200).status == "Wrong code. No tries left")
    }

    @Test func maskShowsATypedCharacterBriefly() {
        var session = PromptSession(configuration: PromptConfiguration(mask: true, maskDelay: 500))
        session.handle(.character("4"), at: 1000)
        session.handle(.character("2"), at: 1200)
        #expect(session.view(at: 1200).boxes.prefix(2).map(\.text) == ["•", "2"])
        #expect(session.nextDeadline(after: 1200) == 1700)
        #expect(session.view(at: 1700).boxes.prefix(2).map(\.text) == ["•", "•"])
        session.tick(at: 1700)
        #expect(session.nextDeadline(after: 1700) == nil)
        session.handle(.paste("1234"), at: 1800)
        #expect(session.widget.code == "421234")
        #expect(session.view(at: 1800).boxes.allSatisfy { $0.text == "•" })
    }

    @Test func aSubmittedCodeIsMaskedAtOnce() {
        var session = PromptSession(configuration: PromptConfiguration(slotCount: 2, mask: true))
        session.handle(.character("4"), at: 0)
        session.handle(.character("2"), at: 0)
        #expect(session.phase == .submitted("42"))
        #expect(session.view(at: 0).boxes.map(\.text) == ["•", "•"])
        var cancelled = PromptSession(configuration: PromptConfiguration(mask: true))
        cancelled.handle(.character("4"), at: 0)
        cancelled.handle(.endOfInput, at: 0)
        #expect(cancelled.view(at: 0).boxes[0].text == "•")
    }

    @Test func autofillFillsAndSubmitsAfterTheHold() {
        var session = PromptSession(configuration: PromptConfiguration(autofillHold: 300))
        session.handle(.character("9"), at: 0)
        session.autofill(code: "481516", source: "/tmp/sms.log", at: 1000)
        #expect(session.widget.description == "[4][8][1][5][1][6] focus=5")
        #expect(session.view(at: 1000).suggestion == "From: /tmp/sms.log")
        #expect(session.nextDeadline(after: 1000) == 1300)
        session.tick(at: 1299)
        #expect(session.phase == .editing)
        session.tick(at: 1300)
        #expect(session.phase == .submitted("481516"))
    }

    @Test func aKeyDuringTheHoldEditsInsteadOfSubmitting() {
        var session = PromptSession(configuration: PromptConfiguration(autofillHold: 300))
        session.autofill(code: "481516", source: "sms", at: 0)
        session.handle(.backspace, at: 100)
        session.tick(at: 400)
        #expect(session.phase == .editing)
        #expect(session.widget.description == "[4][8][1][5][1][_] focus=5")
        #expect(session.view(at: 400).suggestion == nil)
        session.handle(.character("7"), at: 500)
        #expect(session.phase == .submitted("481517"))
    }

    @Test func enterDuringTheHoldSubmitsAtOnce() {
        var session = PromptSession(configuration: PromptConfiguration())
        session.autofill(code: "481516", source: "sms", at: 0)
        session.handle(.enter, at: 10)
        #expect(session.phase == .submitted("481516"))
    }

    @Test func autofillOfACodeThatDoesNotFitChangesNothing() {
        var session = PromptSession(configuration: PromptConfiguration())
        session.handle(.character("1"), at: 0)
        session.autofill(code: "AB12CD", source: "mail", at: 0)
        #expect(session.widget.description == "[1][_][_][_][_][_] focus=1")
        #expect(session.view(at: 0).status == "From: mail: code 'AB12CD' does not fit these boxes")
    }

    @Test func aRefusedCodeIsNotedButNotFilled() {
        var session = PromptSession(configuration: PromptConfiguration())
        session.refuse(source: "sms#2", reason: "Refused a code for 'evil.example'")
        #expect(session.widget.filled.isEmpty)
        #expect(session.view(at: 0).status == "Refused a code for 'evil.example' · From: sms#2")
    }

    @Test func defaultTitleNamesTheBoxCount() {
        #expect(PromptConfiguration(slotCount: 8).displayTitle == "Enter the 8-digit code")
        #expect(PromptConfiguration(slotCount: 5, charset: .alnum).displayTitle == "Enter the 5-character code")
        #expect(PromptConfiguration(title: "VPN code").displayTitle == "VPN code")
    }
}
