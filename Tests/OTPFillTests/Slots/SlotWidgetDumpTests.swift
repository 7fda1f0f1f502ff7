import Testing

@testable import OTPFill

/// Whole event sequences compared against the readable dump `otpfill slots` prints.
@Suite struct SlotWidgetDumpTests {
    @Test func typingTwoDigits() throws {
        var script = SlotScript()
        #expect(
            try script.run(["type:4", "type:2"]) == """
                [4][_][_][_][_][_] focus=1
                [4][2][_][_][_][_] focus=2
                """)
    }

    @Test func typingThenPastingTheRestCommits() throws {
        var script = SlotScript()
        #expect(
            try script.run(["type:4", "type:2", "paste:1337"]) == """
                [4][_][_][_][_][_] focus=1
                [4][2][_][_][_][_] focus=2
                [4][2][1][3][3][7] focus=5
                commit 421337
                """)
    }

    @Test func autoFillOverAHalfTypedCode() throws {
        var script = SlotScript()
        #expect(
            try script.run(["type:9", "type:9", "type:9", "insert:481 516"]) == """
                [9][_][_][_][_][_] focus=1
                [9][9][_][_][_][_] focus=2
                [9][9][9][_][_][_] focus=3
                [4][8][1][5][1][6] focus=5
                commit 481516
                """)
    }

    @Test func wrongCodeRejectedAndRetyped() throws {
        var script = SlotScript(count: 4)
        #expect(
            try script.run([
                "insert:1234", "reject", "insert:1", "insert:2", "type:x", "backspace", "backspace",
                "insert:٥", "paste:67", "paste:8",
            ]) == """
                [1][2][3][4] focus=3
                commit 1234
                [_][_][_][_] focus=0 rejected
                [1][_][_][_] focus=1
                [1][2][_][_] focus=2
                [1][2][_][_] focus=2
                [1][_][_][_] focus=1
                [_][_][_][_] focus=0
                [5][_][_][_] focus=1
                [5][6][7][_] focus=3
                [5][6][7][8] focus=3
                commit 5678
                """)
    }

    @Test func correctingOneBoxOfAFullWidget() throws {
        var script = SlotScript()
        #expect(
            try script.run(["paste:481516", "tap:3", "backspace", "type:5", "type:9", "tap:4", "type:1"])
                == """
                [4][8][1][5][1][6] focus=5
                commit 481516
                [4][8][1][5][1][6] focus=3
                [4][8][1][_][1][6] focus=3
                [4][8][1][5][1][6] focus=4
                commit 481516
                [4][8][1][5][9][6] focus=5
                commit 481596
                [4][8][1][5][9][6] focus=4
                [4][8][1][5][1][6] focus=5
                commit 481516
                """)
    }

    @Test func refusedPastesUnderEachPolicy() throws {
        var clamp = SlotScript(count: 4)
        #expect(
            try clamp.run(["tap:2", "paste:123", "paste:1a"]) == """
                [_][_][_][_] focus=2
                [_][_][1][2] focus=3
                [_][_][1][2] focus=3
                """)
        var reject = SlotScript(count: 4, pastePolicy: .reject)
        #expect(
            try reject.run(["tap:2", "paste:123", "paste:12345", "paste:12"]) == """
                [_][_][_][_] focus=2
                [_][_][_][_] focus=2
                [_][_][_][_] focus=2
                [_][_][1][2] focus=3
                """)
    }

    @Test func alphanumericWidget() throws {
        var script = SlotScript(count: 5, charset: .alnum)
        #expect(
            try script.run(["type:G", "type:-", "paste:q7 x", "type:Ｋ"]) == """
                [G][_][_][_][_] focus=1
                [G][_][_][_][_] focus=1
                [G][q][7][x][_] focus=4
                [G][q][7][x][K] focus=4
                commit Gq7xK
                """)
    }

    @Test func clearOnTapWidget() throws {
        var script = SlotScript(count: 3, clearOnTap: true)
        #expect(
            try script.run(["paste:123", "tap:0", "tap:2", "type:1", "type:3"]) == """
                [1][2][3] focus=2
                commit 123
                [_][2][3] focus=0
                [_][2][_] focus=2
                [_][2][1] focus=2
                [_][2][3] focus=2
                """)
    }
}
