import Testing

@Suite struct SlotsCommandTests {
    @Test func jsonPrintsTheFinalStateFromTheSpec() throws {
        let run = try OTPFillBinary.run(["slots", "--json", "type:1", "type:2", "type:3", "backspace", "type:4"])
        #expect(run.stdout == #"{"boxes":["1","2","4","","",""],"focus":3,"filled":[0,1,2],"commits":0,"code":"124","verifyEnabled":false,"rejected":false}"# + "\n")
        #expect(run.status == 0)
    }

    @Test func printsTheStateAfterEachEventAndCommits() throws {
        let run = try OTPFillBinary.run(["slots", "type:4", "type:2", "paste:1337", "reject"])
        #expect(run.stdout == """
            [4][_][_][_][_][_] focus=1
            [4][2][_][_][_][_] focus=2
            [4][2][1][3][3][7] focus=5
            commit 421337
            [_][_][_][_][_][_] focus=0 rejected

            """)
        #expect(run.status == 0)
    }

    @Test func correctingAFullWidgetCommitsAgain() throws {
        let events = ["type:1", "type:2", "type:3", "type:4", "type:5", "type:6", "backspace", "type:7"]
        let run = try OTPFillBinary.run(["slots"] + events)
        let commits = run.stdout.split(separator: "\n").filter { $0.hasPrefix("commit") }
        #expect(commits == ["commit 123456", "commit 123457"])
    }

    @Test(arguments: [["slots", "type:"], ["slots", "tap:6"], ["slots", "--count", "0", "type:1"], ["slots", "jump"]])
    func badEventsAreUsageErrors(arguments: [String]) throws {
        let run = try OTPFillBinary.run(arguments)
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderr.contains("Error"))
    }
}
