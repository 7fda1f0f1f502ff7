import Testing

@testable import OTPFill

/// Every rule of the slot model (SPEC §3), one behaviour per test.
@Suite struct SlotWidgetTests {
    // MARK: The worked example

    @Test func specExampleTypingBackspaceAndRetyping() throws {
        let widget = try SlotScript.widget(after: ["type:1", "type:2", "type:3", "backspace", "type:4"])
        #expect(SlotScript.boxes(of: widget) == ["1", "2", "4", "", "", ""])
        #expect(widget.focus == 3)
        #expect(widget.filled == [0, 1, 2])
        #expect(!widget.isEmpty)
        #expect(widget.commits == 0)
        #expect(widget.code == "124")
        #expect(!widget.verifyEnabled)
        #expect(!widget.isRejected)
    }

    @Test func freshWidgetIsEmptyWithFocusOnTheFirstBox() {
        let widget = SlotWidget(count: 6)
        #expect(widget.count == 6)
        #expect(widget.boxes == Array(repeating: nil, count: 6))
        #expect(widget.focus == 0)
        #expect(widget.commits == 0)
        #expect(widget.filled.isEmpty)
        #expect(widget.isEmpty)
        #expect(widget.code == "")
        #expect(!widget.verifyEnabled)
        #expect(!widget.isRejected)
        #expect(widget.charset == .digits)
        #expect(widget.pastePolicy == .clamp)
        #expect(!widget.clearOnTap)
        #expect(widget.description == "[_][_][_][_][_][_] focus=0")
    }

    // MARK: Typing

    @Test func typingFillsTheFocusedBoxAndMovesFocusRight() throws {
        var widget = SlotWidget(count: 6)
        for (index, digit) in "4815".enumerated() {
            let fired = widget.apply(.type(digit))
            #expect(!fired)
            #expect(widget.boxes[index] == digit)
            #expect(widget.focus == index + 1)
        }
        #expect(widget.code == "4815")
    }

    @Test func typingOnTheLastBoxKeepsTheFocusThere() throws {
        let widget = try SlotScript.widget(after: ["type:1", "type:2", "type:3", "type:4"], count: 3)
        #expect(widget.code == "124")
        #expect(widget.focus == 2)
    }

    struct Key: Sendable, CustomTestStringConvertible {
        let name: String
        let character: Character
        var testDescription: String { name }
    }

    static let disallowedDigitKeys: [Key] = [
        Key(name: "letter", character: "a"),
        Key(name: "capital letter", character: "Z"),
        Key(name: "space", character: " "),
        Key(name: "hyphen", character: "-"),
        Key(name: "dot", character: "."),
        Key(name: "zero width space", character: "\u{200B}"),
        Key(name: "circled one", character: "①"),
        Key(name: "superscript two", character: "²"),
        Key(name: "CJK one", character: "一"),
        Key(name: "Roman seven", character: "Ⅶ"),
        Key(name: "accented letter", character: "é"),
        Key(name: "emoji", character: "😀"),
        Key(name: "newline", character: "\n"),
    ]

    @Test(arguments: disallowedDigitKeys)
    func disallowedCharacterChangesNothing(_ key: Key) throws {
        var partial = try SlotScript.widget(after: ["type:1", "type:2"])
        let before = partial
        var fired = partial.apply(.type(key.character))
        #expect(!fired)
        #expect(partial == before)

        var full = try SlotScript.widget(after: ["paste:123456"])
        let fullBefore = full
        fired = full.apply(.type(key.character))
        #expect(!fired)
        #expect(full == fullBefore)
        #expect(full.commits == 1)
    }

    @Test(arguments: [
        Key(name: "Arabic-Indic four", character: "٤"),
        Key(name: "Persian four", character: "۴"),
        Key(name: "Devanagari four", character: "४"),
        Key(name: "fullwidth four", character: "４"),
        Key(name: "mathematical bold four", character: "𝟒"),
    ])
    func typedUnicodeDigitsFillTheBoxAsASCII(_ key: Key) {
        var widget = SlotWidget(count: 4)
        widget.apply(.type(key.character))
        #expect(widget.boxes[0] == "4")
        #expect(widget.focus == 1)
    }

    @Test func alnumWidgetAcceptsLettersAndFullwidthLettersAsASCII() throws {
        let widget = try SlotScript.widget(
            after: ["type:a", "type:Ｂ", "type:3", "type:é", "type:_", "type:z"],
            count: 4, charset: .alnum)
        #expect(widget.code == "aB3z")
        #expect(widget.commits == 1)
    }

    // MARK: Paste

    struct Paste: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        var testDescription: String { name }
    }

    @Test(arguments: [
        Paste(name: "plain digits", text: "481516"),
        Paste(name: "Arabic-Indic digits", text: "٤٨١٥١٦"),
        Paste(name: "Persian digits", text: "۴۸۱۵۱۶"),
        Paste(name: "Devanagari digits", text: "४८१५१६"),
        Paste(name: "fullwidth digits", text: "４８１５１６"),
        Paste(name: "space in the middle", text: "481 516"),
        Paste(name: "spaces around", text: " 481516 "),
        Paste(name: "spaces between every digit", text: "4 8 1 5 1 6"),
        Paste(name: "hyphen", text: "481-516"),
        Paste(name: "en dash", text: "481\u{2013}516"),
        Paste(name: "minus sign", text: "481\u{2212}516"),
        Paste(name: "fullwidth hyphen", text: "481\u{FF0D}516"),
        Paste(name: "dots", text: "48.15.16"),
        Paste(name: "no-break space", text: "481\u{00A0}516"),
        Paste(name: "thin space", text: "481\u{2009}516"),
        Paste(name: "narrow no-break space", text: "481\u{202F}516"),
        Paste(name: "zero width spaces", text: "48\u{200B}15\u{200B}16"),
        Paste(name: "word joiner and BOM", text: "\u{FEFF}481\u{2060}516"),
        Paste(name: "direction marks", text: "\u{200E}481516\u{200F}"),
        Paste(name: "soft hyphen", text: "481\u{00AD}516"),
        Paste(name: "mixed scripts and separators", text: "٤٨١ - ５１６"),
    ])
    func pasteIsSanitizedBeforeFilling(_ paste: Paste) {
        var widget = SlotWidget(count: 6)
        let fired = widget.apply(.paste(paste.text))
        #expect(fired)
        #expect(widget.code == "481516")
        #expect(widget.focus == 5)
        #expect(widget.commits == 1)
        #expect(widget.description == "[4][8][1][5][1][6] focus=5")
    }

    @Test(arguments: [
        Paste(name: "trailing letter", text: "48151a"),
        Paste(name: "Google prefix", text: "G-481516"),
        Paste(name: "punctuation", text: "481516!"),
        Paste(name: "whole sentence", text: "code 481516"),
        Paste(name: "slashes", text: "48/15/16"),
        Paste(name: "circled digit", text: "①23456"),
        Paste(name: "superscript digit", text: "²23456"),
        Paste(name: "CJK numeral", text: "一23456"),
        Paste(name: "emoji", text: "4815😀16"),
    ])
    func pasteWithAnythingDisallowedChangesNothing(_ paste: Paste) throws {
        var widget = try SlotScript.widget(after: ["type:9", "type:9"])
        let before = widget
        var fired = widget.apply(.paste(paste.text))
        #expect(!fired)
        #expect(widget == before)

        var full = try SlotScript.widget(after: ["paste:999999"])
        let fullBefore = full
        fired = full.apply(.paste(paste.text))
        #expect(!fired)
        #expect(full == fullBefore)
        #expect(full.commits == 1)
    }

    @Test func pasteOfOnlySeparatorsChangesNothing() throws {
        var widget = try SlotScript.widget(after: ["type:1"])
        let before = widget
        var fired = widget.apply(.paste(" - . \u{200B}"))
        #expect(!fired)
        fired = widget.apply(.paste(""))
        #expect(!fired)
        #expect(widget == before)
    }

    /// A paste that normalizes to ASCII takes a byte-wise path; a trailing U+2028 (whitespace,
    /// which the normalizer keeps) sends the same paste down the general one.
    @Test(arguments: SlotCharset.allCases)
    func asciiPasteActsAsTheGeneralPathForEveryByte(charset: SlotCharset) {
        for byte in UInt8(0)..<0x80 {
            let text = "1" + String(Unicode.Scalar(byte)) + "2"
            var ascii = SlotWidget(count: 3, charset: charset), general = ascii
            #expect(ascii.apply(.paste(text)) == general.apply(.paste(text + "\u{2028}")))
            #expect(ascii == general, "byte \(byte)")
        }
    }

    @Test(arguments: 0..<6)
    func pasteAsLongAsTheWidgetFillsFromBoxZeroWhateverTheFocus(focus: Int) throws {
        var script = SlotScript()
        try script.run(["type:9", "type:9", "tap:\(focus)"])
        #expect(script.widget.focus == focus)
        try script.run(["paste:481516"])
        #expect(script.widget.code == "481516")
        #expect(script.widget.focus == 5)
        #expect(script.widget.commits == 1)
    }

    @Test func pasteLongerThanTheWidgetIsClampedFromBoxZero() throws {
        var script = SlotScript()
        let transcript = try script.run(["tap:3", "paste:4815162342"])
        #expect(
            transcript == """
                [_][_][_][_][_][_] focus=3
                [4][8][1][5][1][6] focus=5
                commit 481516
                """)
    }

    @Test func pasteLongerThanTheWidgetIsRefusedUnderRejectPolicy() throws {
        var widget = try SlotScript.widget(after: ["type:1", "tap:3"], pastePolicy: .reject)
        let before = widget
        let fired = widget.apply(.paste("4815162342"))
        #expect(!fired)
        #expect(widget == before)
    }

    @Test func shorterPasteFillsFromTheFocusOnward() throws {
        var script = SlotScript()
        let transcript = try script.run(["tap:1", "paste:234"])
        #expect(
            transcript == """
                [_][_][_][_][_][_] focus=1
                [_][2][3][4][_][_] focus=4
                """)
        #expect(script.widget.filled == [1, 2, 3])
        #expect(script.widget.code == "234")
    }

    @Test func shorterPasteIntoAnEmptyWidgetMovesFocusAfterTheLastFilled() throws {
        let widget = try SlotScript.widget(after: ["paste:123"])
        #expect(widget.description == "[1][2][3][_][_][_] focus=3")
        #expect(widget.commits == 0)
    }

    @Test func shorterPasteEndingOnTheLastBoxKeepsFocusThere() throws {
        var script = SlotScript()
        let transcript = try script.run(["paste:123", "paste:456"])
        #expect(
            transcript == """
                [1][2][3][_][_][_] focus=3
                [1][2][3][4][5][6] focus=5
                commit 123456
                """)
    }

    @Test func shorterPasteOverwritesFilledBoxesFromTheFocus() throws {
        let widget = try SlotScript.widget(after: ["paste:111111", "tap:2", "paste:99"])
        #expect(widget.description == "[1][1][9][9][1][1] focus=4")
        #expect(widget.commits == 2)
    }

    @Test func pasteLongerThanTheBoxesLeftIsClampedByDefault() throws {
        var script = SlotScript()
        let transcript = try script.run(["tap:4", "paste:123"])
        #expect(
            transcript == """
                [_][_][_][_][_][_] focus=4
                [_][_][_][_][1][2] focus=5
                """)
    }

    @Test func pasteLongerThanTheBoxesLeftChangesNothingUnderRejectPolicy() throws {
        var widget = try SlotScript.widget(after: ["type:7", "tap:4"], pastePolicy: .reject)
        let before = widget
        let fired = widget.apply(.paste("123"))
        #expect(!fired)
        #expect(widget == before)
        #expect(widget.description == "[7][_][_][_][_][_] focus=4")
    }

    @Test func pasteThatExactlyFitsTheBoxesLeftIsAcceptedUnderRejectPolicy() throws {
        let widget = try SlotScript.widget(after: ["tap:4", "paste:12"], pastePolicy: .reject)
        #expect(widget.description == "[_][_][_][_][1][2] focus=5")
    }

    @Test func pasteIntoAOneBoxWidget() throws {
        let widget = try SlotScript.widget(after: ["paste:12"], count: 1)
        #expect(widget.description == "[1] focus=0")
        #expect(widget.commits == 1)
        let refused = try SlotScript.widget(after: ["paste:12"], count: 1, pastePolicy: .reject)
        #expect(refused.description == "[_] focus=0")
    }

    @Test func alnumWidgetTakesAlphanumericPastes() throws {
        let widget = try SlotScript.widget(after: ["paste:AB-12 cd"], charset: .alnum)
        #expect(widget.code == "AB12cd")
        #expect(widget.commits == 1)
        let fullwidth = try SlotScript.widget(after: ["paste:ＡＢ１２ｃｄ"], charset: .alnum)
        #expect(fullwidth.code == "AB12cd")
        var refused = SlotWidget(count: 6, charset: .alnum)
        let fired = refused.apply(.paste("AB_12c"))
        #expect(!fired)
        #expect(refused.code == "")
    }

    @Test func digitsWidgetRefusesAlphanumericPastes() {
        var widget = SlotWidget(count: 5)
        let fired = widget.apply(.paste("AB12C"))
        #expect(!fired)
        #expect(widget.code == "")
    }

    // MARK: Backspace

    @Test func backspaceOnAFilledBoxClearsItAndKeepsFocus() throws {
        var script = SlotScript()
        let transcript = try script.run(["paste:123", "tap:1", "backspace"])
        #expect(
            transcript == """
                [1][2][3][_][_][_] focus=3
                [1][2][3][_][_][_] focus=1
                [1][_][3][_][_][_] focus=1
                """)
    }

    @Test func backspaceOnAnEmptyBoxMovesLeftAndClearsThatBox() throws {
        var script = SlotScript()
        let transcript = try script.run(["type:1", "type:2", "backspace", "backspace"])
        #expect(
            transcript == """
                [1][_][_][_][_][_] focus=1
                [1][2][_][_][_][_] focus=2
                [1][_][_][_][_][_] focus=1
                [_][_][_][_][_][_] focus=0
                """)
    }

    @Test func backspaceOnAnEmptyFirstBoxDoesNothing() throws {
        var widget = SlotWidget(count: 6)
        let fired = widget.apply(.backspace)
        #expect(!fired)
        #expect(widget == SlotWidget(count: 6))
        var gap = try SlotScript.widget(after: ["tap:3", "type:5", "tap:0"])
        let before = gap
        gap.apply(.backspace)
        #expect(gap.boxes == before.boxes)
        #expect(gap.focus == 0)
    }

    @Test func backspaceOnAFilledFirstBoxClearsIt() throws {
        let widget = try SlotScript.widget(after: ["type:1", "type:2", "tap:0", "backspace"])
        #expect(widget.description == "[_][2][_][_][_][_] focus=0")
    }

    @Test func backspaceOnAFullWidgetClearsTheLastBoxAndKeepsFocus() throws {
        var widget = try SlotScript.widget(after: ["paste:123456"])
        let fired = widget.apply(.backspace)
        #expect(!fired)
        #expect(widget.description == "[1][2][3][4][5][_] focus=5")
        #expect(!widget.verifyEnabled)
    }

    @Test func typingAfterABackspaceReplacesWhatWasDeleted() throws {
        var script = SlotScript()
        let transcript = try script.run([
            "type:1", "type:2", "type:3", "type:4", "type:5", "type:6", "backspace", "type:7",
        ])
        #expect(
            transcript == """
                [1][_][_][_][_][_] focus=1
                [1][2][_][_][_][_] focus=2
                [1][2][3][_][_][_] focus=3
                [1][2][3][4][_][_] focus=4
                [1][2][3][4][5][_] focus=5
                [1][2][3][4][5][6] focus=5
                commit 123456
                [1][2][3][4][5][_] focus=5
                [1][2][3][4][5][7] focus=5
                commit 123457
                """)
        #expect(script.widget.code == "123457")
        #expect(script.widget.commits == 2)
        #expect(script.fired == 2)
    }

    @Test func backspacesUndoTypingInReverse() throws {
        var script = SlotScript()
        try script.run(["type:4", "type:8"])
        let before = script.widget
        try script.run(["type:1", "type:5", "type:1", "backspace", "backspace", "backspace"])
        #expect(script.widget.boxes == before.boxes)
        #expect(script.widget.focus == before.focus)
    }

    @Test func backspacesUndoTypingThatReachedTheLastBox() throws {
        var script = SlotScript(count: 4)
        try script.run(["type:4", "type:8"])
        let before = script.widget
        try script.run(["type:1", "type:5", "backspace", "backspace"])
        #expect(script.widget.boxes == before.boxes)
        #expect(script.widget.focus == before.focus)
    }

    // MARK: Tap

    @Test func tapMovesFocusAndKeepsTheBoxes() throws {
        var widget = try SlotScript.widget(after: ["paste:123"])
        let boxes = widget.boxes
        let fired = widget.apply(.tap(0))
        #expect(!fired)
        #expect(widget.focus == 0)
        #expect(widget.boxes == boxes)
        widget.apply(.tap(5))
        #expect(widget.focus == 5)
        #expect(widget.boxes == boxes)
    }

    @Test func tapOutsideTheWidgetChangesNothing() throws {
        var widget = try SlotScript.widget(after: ["paste:12"])
        let before = widget
        widget.apply(.tap(6))
        widget.apply(.tap(99))
        #expect(widget == before)
    }

    @Test func typingAfterATapReplacesTheTappedBox() throws {
        var script = SlotScript()
        let transcript = try script.run(["paste:123456", "tap:2", "type:9"])
        #expect(
            transcript == """
                [1][2][3][4][5][6] focus=5
                commit 123456
                [1][2][3][4][5][6] focus=2
                [1][2][9][4][5][6] focus=3
                commit 129456
                """)
    }

    @Test func clearOnTapEmptiesTheTappedBox() throws {
        var script = SlotScript(count: 6, clearOnTap: true)
        let transcript = try script.run(["paste:123456", "tap:2", "type:3"])
        #expect(
            transcript == """
                [1][2][3][4][5][6] focus=5
                commit 123456
                [1][2][_][4][5][6] focus=2
                [1][2][3][4][5][6] focus=3
                commit 123456
                """)
        #expect(script.widget.commits == 2)
    }

    @Test func clearOnTapOfAnEmptyBoxOnlyMovesFocus() throws {
        let widget = try SlotScript.widget(after: ["type:1", "tap:4"], clearOnTap: true)
        #expect(widget.description == "[1][_][_][_][_][_] focus=4")
    }

    // MARK: Commit

    @Test func commitFiresOnceWhenTypingCompletesTheWidgetNeverPerBox() {
        var widget = SlotWidget(count: 6)
        let results = "481516".map { widget.apply(.type($0)) }
        #expect(results == [false, false, false, false, false, true])
        #expect(widget.commits == 1)
        #expect(widget.verifyEnabled)
    }

    @Test func commitFiresOnceWhenAPasteCompletesTheWidget() {
        var widget = SlotWidget(count: 6)
        let fired = widget.apply(.paste("481516"))
        #expect(fired)
        #expect(widget.commits == 1)
    }

    @Test func correctingAFullWidgetFiresCommitAgain() throws {
        var widget = try SlotScript.widget(after: ["paste:481516", "tap:0"])
        var fired = widget.apply(.type("5"))
        #expect(fired)
        #expect(widget.code == "581516")
        #expect(widget.commits == 2)
        fired = widget.apply(.paste("111111"))
        #expect(fired)
        #expect(widget.commits == 3)
    }

    @Test func retypingTheSameDigitIntoAFullWidgetDoesNotCommit() throws {
        var widget = try SlotScript.widget(after: ["paste:481516"])
        var fired = widget.apply(.type("6"))
        #expect(!fired)
        widget.apply(.tap(2))
        fired = widget.apply(.type("1"))
        #expect(!fired)
        #expect(widget.focus == 3)
        #expect(widget.commits == 1)
    }

    @Test func pastingTheSameCodeAgainDoesNotCommit() throws {
        var widget = try SlotScript.widget(after: ["paste:481516"])
        let fired = widget.apply(.paste("481 516"))
        #expect(!fired)
        #expect(widget.commits == 1)
    }

    @Test func rejectedPasteIntoAFullWidgetDoesNotCommit() throws {
        var widget = try SlotScript.widget(after: ["paste:481516"])
        var fired = widget.apply(.paste("12345x"))
        #expect(!fired)
        var refusing = try SlotScript.widget(after: ["paste:481516", "tap:4"], pastePolicy: .reject)
        fired = refusing.apply(.paste("999"))
        #expect(!fired)
        #expect(widget.commits == 1)
        #expect(refusing.commits == 1)
    }

    @Test func disallowedCharacterIntoAFullWidgetDoesNotCommit() throws {
        var widget = try SlotScript.widget(after: ["paste:481516"])
        let fired = widget.apply(.type("x"))
        #expect(!fired)
        #expect(widget.commits == 1)
    }

    @Test func tapsBackspacesAndRejectsNeverCommit() throws {
        var widget = try SlotScript.widget(after: ["paste:481516"])
        var fired = widget.apply(.tap(3))
        #expect(!fired)
        fired = widget.apply(.backspace)
        #expect(!fired)
        fired = widget.apply(.reject)
        #expect(!fired)
        #expect(widget.commits == 1)
    }

    @Test func applyingASequenceReturnsHowManyCommitsFired() throws {
        var widget = SlotWidget(count: 4)
        let events = try [
            "type:1", "type:2", "type:3", "type:4", "backspace", "type:5", "type:5", "tap:0", "type:1",
        ]
        .map { try #require(SlotEvent(parsing: $0)) }
        let fired = widget.apply(events)
        #expect(fired == 2)
        #expect(widget.commits == 2)
        #expect(widget.code == "1235")
    }

    @Test func verifyIsEnabledExactlyWhenEveryBoxIsFilled() throws {
        var widget = SlotWidget(count: 3)
        #expect(!widget.verifyEnabled)
        widget.apply(.paste("12"))
        #expect(!widget.verifyEnabled)
        widget.apply(.type("3"))
        #expect(widget.verifyEnabled)
        widget.apply(.tap(1))
        #expect(widget.verifyEnabled)
        widget.apply(.backspace)
        #expect(!widget.verifyEnabled)
        widget.apply(.type("0"))
        #expect(widget.verifyEnabled)
        widget.apply(.reject)
        #expect(!widget.verifyEnabled)
    }

    // MARK: Reject

    @Test func rejectClearsEveryBoxAndMarksTheWidgetRejected() throws {
        var widget = try SlotScript.widget(after: ["paste:481516"])
        let fired = widget.apply(.reject)
        #expect(!fired)
        #expect(widget.boxes == Array(repeating: nil, count: 6))
        #expect(widget.focus == 0)
        #expect(widget.isRejected)
        #expect(widget.commits == 1)
        #expect(widget.code == "")
        #expect(widget.description == "[_][_][_][_][_][_] focus=0 rejected")
    }

    @Test func rejectedStateLastsUntilTheNextEdit() throws {
        var script = SlotScript()
        let transcript = try script.run(["paste:123", "tap:4", "reject", "tap:2", "type:4", "type:2"])
        #expect(
            transcript == """
                [1][2][3][_][_][_] focus=3
                [1][2][3][_][_][_] focus=4
                [_][_][_][_][_][_] focus=0 rejected
                [_][_][_][_][_][_] focus=2 rejected
                [_][_][4][_][_][_] focus=3
                [_][_][4][2][_][_] focus=4
                """)
    }

    @Test(arguments: ["paste:481516", "type:4", "backspace"])
    func anyEditEndsTheRejectedState(event: String) throws {
        var script = SlotScript()
        try script.run(["paste:111", "reject", event])
        #expect(!script.widget.isRejected)
    }

    @Test func retypingAfterARejectCommitsAgain() throws {
        var script = SlotScript(count: 4)
        let transcript = try script.run(["paste:1234", "reject", "paste:1234"])
        #expect(
            transcript == """
                [1][2][3][4] focus=3
                commit 1234
                [_][_][_][_] focus=0 rejected
                [1][2][3][4] focus=3
                commit 1234
                """)
    }

    // MARK: The code

    @Test func leadingZerosAreKeptInTheCode() throws {
        #expect(try SlotScript.widget(after: ["paste:000123"]).code == "000123")
        #expect(try SlotScript.widget(after: ["paste:٠٠٧"], count: 3).code == "007")
        let typed = try SlotScript.widget(after: ["type:0", "type:0", "type:7"], count: 3)
        #expect(typed.code == "007")
        #expect(typed.commits == 1)
    }

    @Test func codeReadsTheFilledBoxesLeftToRight() throws {
        let widget = try SlotScript.widget(after: ["tap:1", "type:4", "tap:4", "type:2"])
        #expect(widget.code == "42")
        #expect(widget.filled == [1, 4])
    }

    // MARK: Sizes

    @Test(arguments: 1...SlotWidget.maxCount)
    func everyWidgetSizeFillsFromAPasteOfItsLength(count: Int) throws {
        let digits = String("048151623420".prefix(count))
        let widget = try SlotScript.widget(after: ["paste:\(digits)"], count: count)
        #expect(widget.code == digits)
        #expect(widget.focus == count - 1)
        #expect(widget.commits == 1)
        #expect(widget.description == digits.map { "[\($0)]" }.joined() + " focus=\(count - 1)")
    }

    @Test func widgetSizeOutsideOneToTwelveIsAProgrammerError() async {
        await #expect(processExitsWith: .failure) { _ = SlotWidget(count: 0) }
        await #expect(processExitsWith: .failure) { _ = SlotWidget(count: 13) }
    }
}
