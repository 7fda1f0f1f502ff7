import Testing
@testable import OTPFill

/// What the prompt draws, compared as plain text (what `tmux capture-pane -p` shows).
@Suite struct PromptRendererTests {
    static func view(_ code: String, count: Int = 6, focus: Int, offset: Int = 0, suggestion: String? = nil,
                     status: String = "Enter submits · Esc cancels") -> PromptView {
        let characters = Array(code)
        let boxes = (0..<count).map { index in
            PromptView.Box(text: index < characters.count ? characters[index] : nil, isFocused: index == focus,
                           isFilled: index < characters.count)
        }
        return PromptView(title: "VPN code", boxes: boxes, shakeOffset: offset, suggestion: suggestion, status: status)
    }

    @Test func drawsBoxesWithTheFocusedOneHeavy() {
        let renderer = PromptRenderer(color: false)
        #expect(renderer.plainLines(PromptRendererTests.view("42", focus: 2)).joined(separator: "\n") == """
              VPN code
              ┌───┐ ┌───┐ ┏━━━┓ ┌───┐ ┌───┐ ┌───┐
              │ 4 │ │ 2 │ ┃   ┃ │   │ │   │ │   │
              └───┘ └───┘ ┗━━━┛ └───┘ └───┘ └───┘

              Enter submits · Esc cancels
            """)
    }

    @Test func showsWhereAnAutofilledCodeCameFrom() {
        let renderer = PromptRenderer(color: false)
        let view = PromptRendererTests.view("481516", focus: 5, suggestion: "From: /tmp/sms.log")
        #expect(renderer.plainLines(view)[4] == "  From: /tmp/sms.log")
        #expect(renderer.plainLines(view)[2] == "  │ 4 │ │ 8 │ │ 1 │ │ 5 │ │ 1 │ ┃ 6 ┃")
    }

    @Test func drawsASCIIWithoutUTF8() {
        let renderer = PromptRenderer(unicode: false, color: false)
        #expect(renderer.plainLines(PromptRendererTests.view("7", count: 3, focus: 1)).joined(separator: "\n") == """
              VPN code
              +---+ #===# +---+
              | 7 | #   # |   |
              +---+ #===# +---+

              Enter submits - Esc cancels
            """)
    }

    @Test(arguments: [-2, -1, 0, 1, 2])
    func shakeMovesOnlyTheBoxes(_ offset: Int) {
        let renderer = PromptRenderer(color: false)
        let lines = renderer.plainLines(PromptRendererTests.view("", focus: 0, offset: offset))
        #expect(lines[0] == "  VPN code")
        #expect(lines[1].prefix { $0 == " " }.count == 2 + offset)
        #expect(lines[3].prefix { $0 == " " }.count == 2 + offset)
    }

    @Test func narrowTerminalDropsTheGaps() {
        let renderer = PromptRenderer(color: false, width: 70)
        let lines = renderer.plainLines(PromptRendererTests.view("", count: 12, focus: 0))
        #expect(lines[1] == "  ┏━━━┓" + String(repeating: "┌───┐", count: 11))
    }

    @Test func aVeryNarrowTerminalGetsOneLineOfBrackets() {
        let renderer = PromptRenderer(color: false, width: 30)
        let lines = renderer.plainLines(PromptRendererTests.view("42", focus: 2))
        #expect(Array(lines[1...3]) == ["", "  [4][2]>_<[_][_][_]", ""])
    }

    @Test func longLinesAreCutToTheWidth() {
        let renderer = PromptRenderer(color: false, width: 20)
        let lines = renderer.plainLines(PromptRendererTests.view("", count: 1, focus: 0, status: String(repeating: "x", count: 40)))
        #expect(lines[2] == "  ┃   ┃")
        #expect(lines[5] == "  " + String(repeating: "x", count: 16) + "…")
    }

    @Test func colourMarksFocusFilledAndErrors() {
        let renderer = PromptRenderer(color: true)
        var view = PromptRendererTests.view("4", focus: 1, status: "Wrong code")
        view.tone = .error
        let lines = renderer.lines(view)
        #expect(lines[1].contains("\u{1B}[1;36m┏"))
        #expect(lines[1].contains("\u{1B}[31m┌"))
        #expect(lines[5].contains("\u{1B}[31mWrong code"))
    }

    @Test func aFrameStartsAndEndsAtTheTopLeft() {
        let frame = PromptRenderer(color: false).frame(PromptRendererTests.view("", focus: 0))
        #expect(frame.hasPrefix("\r\u{1B}[2K  VPN code\r\n"))
        #expect(frame.hasSuffix("\u{1B}[5A\r"))
        #expect(frame.components(separatedBy: "\r\n").count == PromptRenderer.height)
    }
}

private extension String {
    func components(separatedBy separator: String) -> [Substring] {
        var parts: [Substring] = []
        var rest = self[...]
        while let range = rest.firstRange(of: separator) {
            parts.append(rest[..<range.lowerBound])
            rest = rest[range.upperBound...]
        }
        parts.append(rest)
        return parts
    }
}
