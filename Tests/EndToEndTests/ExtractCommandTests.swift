import Foundation
import Testing

@Suite struct ExtractCommandTests {
    @Test func printsTheCodeFromStandardInputAndExitsZero() throws {
        let run = try OTPFillBinary.run([], stdin: "Your Acme code is 481516\n")
        #expect(run.stdout == "481516\n")
        #expect(run.stderr == "")
        #expect(run.status == 0)
    }

    /// `otpfill FILE ...` without options skips ArgumentParser (start-up); it must do exactly
    /// what `otpfill extract FILE ...` (parsed by ArgumentParser) does.
    @Test func plainFileListRunsLikeTheExtractSubcommand() throws {
        let folder = try OTPFillBinary.temporaryDirectory()
        try "Your verification code is 123456.".write(to: folder.appendingPathComponent("good.txt"), atomically: true, encoding: .utf8)
        try "See you at 7".write(to: folder.appendingPathComponent("none.txt"), atomically: true, encoding: .utf8)
        try "Order 12345678 shipped\nYour code: 4815\n".write(to: folder.appendingPathComponent("lines.txt"), atomically: true, encoding: .utf8)
        for files in [["good.txt"], ["none.txt"], ["missing.txt", "good.txt"], ["good.txt", "none.txt", "lines.txt"], ["lines.txt"]] {
            let plain = try OTPFillBinary.run(files, directory: folder)
            let parsed = try OTPFillBinary.run(["extract"] + files, directory: folder)
            #expect(plain.stdout == parsed.stdout, "\(files)")
            #expect(plain.stderr == parsed.stderr, "\(files)")
            #expect(plain.status == parsed.status, "\(files)")
        }
        let stdin = "Your Acme code is 481516\n"
        let plain = try OTPFillBinary.run([], stdin: stdin)
        let parsed = try OTPFillBinary.run(["extract"], stdin: stdin)
        #expect(plain.stdout == parsed.stdout && plain.stderr == parsed.stderr && plain.status == parsed.status)
    }

    @Test func messageWithoutCodeExitsOneWithEmptyOutput() throws {
        let run = try OTPFillBinary.run([], stdin: "See you at the cinema tonight!\n")
        #expect(run.stdout == "")
        #expect(run.stderr == "")
        #expect(run.status == 1)
    }

    @Test func missingFileIsReportedAndTheOtherFileStillGetsItsCode() throws {
        let folder = try OTPFillBinary.temporaryDirectory()
        try "Your verification code is 123456.".write(to: folder.appendingPathComponent("good.txt"), atomically: true, encoding: .utf8)
        let run = try OTPFillBinary.run(["missing.txt", "good.txt"], directory: folder)
        #expect(run.stdout == "good.txt:123456\n")
        #expect(run.stderr == "otpfill: missing.txt: No such file or directory\n")
        #expect(run.status == 2)
    }

    @Test func directoryArgumentIsAnErrorThatNamesIt() throws {
        let folder = try OTPFillBinary.temporaryDirectory()
        let run = try OTPFillBinary.run([folder.path])
        #expect(run.stdout == "")
        #expect(run.stderr == "otpfill: \(folder.path): Is a directory\n")
        #expect(run.status == 2)
    }

    @Test func reportShowsTheFilledWidget() throws {
        let run = try OTPFillBinary.run(["--report"], stdin: "481516 is your Acme verification code.")
        #expect(run.stdout == "481516  [4][8][1][5][1][6] 6/6 commit\n")
        #expect(run.status == 0)
    }

    @Test func reportWithMoreSlotsThanTheCodeHasNoCommit() throws {
        let run = try OTPFillBinary.run(["--report", "--slots", "8"], stdin: "Your login code: 4815")
        #expect(run.stdout == "4815  [4][8][1][5][_][_][_][_] 4/8 no commit\n")
        #expect(run.status == 0)
    }

    @Test func jsonHasTheDocumentedFieldsInOrder() throws {
        let run = try OTPFillBinary.run(["--json"], stdin: "Your code is 481516")
        let line = try #require(run.stdout.split(separator: "\n").first)
        #expect(line.hasPrefix(#"{"schemaVersion":1,"id":null,"source":"-","code":"481516","candidates":[{"code":"481516","raw":"481516","#))
        #expect(line.contains(#""origin":null,"slots":{"count":6,"focus":5,"boxes":["4","8","1","5","1","6"],"filled":[0,1,2,3,4,5],"commit":true},"warnings":[]}"#))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["code"] as? String == "481516")
        #expect(run.status == 0)
    }

    @Test func jsonPrintsAnObjectForMessagesWithoutCode() throws {
        let run = try OTPFillBinary.run(["--json", "--input", "lines"], stdin: "hello\nYour code is 481 516\n")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].contains(#""source":"-#1","code":null"#))
        #expect(lines[1].contains(#""source":"-#2","code":"481516""#))
        #expect(run.status == 0)
    }

    @Test func linesInputPrintsSourceAndCodeLikeGrep() throws {
        let run = try OTPFillBinary.run(["--input", "lines"], stdin: "no code here\nG-412157 is your Google verification code.\n")
        #expect(run.stdout == "-#2:412157\n")
        #expect(run.status == 0)
    }

    @Test func jsonLinesInputReportsABadLineAndKeepsGoing() throws {
        let input = #"{"id": "a", "text": "Your code is 111222"}"# + "\n{not json\n" + #"{"id": 7, "text": "Code: 333444"}"# + "\n"
        let run = try OTPFillBinary.run(["--input", "jsonl"], stdin: input)
        #expect(run.stdout == "-#1:111222\n-#3:333444\n")
        #expect(run.stderr.hasPrefix("otpfill: -#2: Invalid JSON"))
        #expect(run.status == 2)
    }

    @Test func originBoundCodeForAnotherSiteIsRefused() throws {
        let message = "Your code is 123456.\n\n@evil.example #123456"
        let run = try OTPFillBinary.run(["--origin", "bank.example"], stdin: message)
        #expect(run.stdout == "")
        #expect(run.stderr == "otpfill: -: Code bound to 'evil.example' refused for this origin\n")
        #expect(run.status == 1)
    }

    @Test(arguments: ["login.bank.example", "bank.example"])
    func originBoundCodeForTheSameSiteIsFilled(host: String) throws {
        let message = "Your code is 123456.\n\n@bank.example #123456"
        let run = try OTPFillBinary.run(["--origin", host], stdin: message)
        #expect(run.stdout == "123456\n")
        #expect(run.status == 0)
    }

    @Test func requireOriginRefusesUnboundCodes() throws {
        let run = try OTPFillBinary.run(["--origin", "bank.example", "--require-origin"], stdin: "Your code is 123456.")
        #expect(run.stdout == "")
        #expect(run.stderr.contains("refused because an origin is required"))
        #expect(run.status == 1)
    }

    @Test func allListsEveryCandidateWithScoreAndRule() throws {
        let run = try OTPFillBinary.run(["--all"], stdin: "Your code is 481516. Order 77881234.")
        let lines = run.stdout.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
        #expect(lines.count == 2)
        #expect(lines.first?.first == "481516")
        #expect(lines.first?.count == 3)
    }

    @Test func explainSaysWhyTheWinnerWon() throws {
        let run = try OTPFillBinary.run(["--explain"], stdin: "Your verification code is 481516")
        #expect(run.stdout.hasPrefix("481516\n'481516' won with score"))
        #expect(run.stdout.contains("keyword 'verification code'"))
    }

    @Test func allWithExplainGivesEveryCandidatesReasons() throws {
        let run = try OTPFillBinary.run(["--all", "--explain"], stdin: "Your code is 481516. Order 77881234, call 0800 123 4567.")
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let listed = lines.filter { $0.contains("\t") }.count
        #expect(listed >= 3)
        #expect(lines.filter { $0.hasPrefix("runner-up '") || $0.hasPrefix("candidate '") }.count == listed - 1)
        #expect(lines.contains { $0.hasPrefix("  negative phone.") }, "a losing candidate says what it lost to")
    }

    @Test func quietPrintsNothingAndReportsThroughTheStatus() throws {
        let found = try OTPFillBinary.run(["-q"], stdin: "Your code is 481516")
        #expect(found.stdout == "" && found.status == 0)
        let none = try OTPFillBinary.run(["-q"], stdin: "hello")
        #expect(none.stdout == "" && none.status == 1)
    }

    @Test func redactMasksTheCode() throws {
        let run = try OTPFillBinary.run(["--redact"], stdin: "Your code is 481516")
        #expect(run.stdout == "48••16\n")
    }

    @Test(arguments: [["--bogus"], ["--slots", "13"], ["--focus", "-1"], ["--require-origin"], ["--input", "xml2"]])
    func usageErrorsExitTwoWithAMessage(arguments: [String]) throws {
        let run = try OTPFillBinary.run(arguments, stdin: "Your code is 481516")
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(!run.stderr.isEmpty)
    }

    @Test func helpExitsZero() throws {
        let run = try OTPFillBinary.run(["--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("USAGE"))
    }

    @Test func userRulesAddACodeRule() throws {
        let folder = try OTPFillBinary.temporaryDirectory()
        let rules = folder.appendingPathComponent("my.rules")
        try "# my bank\ncode any mybank.letters 3.0 MyBank key (?<code>[A-Z]{6})\n".write(to: rules, atomically: true, encoding: .utf8)
        let run = try OTPFillBinary.run(["--rules", rules.path], stdin: "MyBank key QWERTZ")
        #expect(run.stdout == "QWERTZ\n")
        #expect(run.status == 0)
    }

    @Test func badUserRuleNamesFileAndLine() throws {
        let folder = try OTPFillBinary.temporaryDirectory()
        let rules = folder.appendingPathComponent("bad.rules")
        try "code any ok.rule 1.0 x(?<code>\\d+)\nkeyword en broken 1.0 (unclosed\n".write(to: rules, atomically: true, encoding: .utf8)
        let run = try OTPFillBinary.run(["--rules", rules.path], stdin: "x 123456")
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("otpfill: \(rules.path):2: Rule 'broken': Invalid pattern '(unclosed' at offset 9: missing closing parenthesis"))
    }
}
