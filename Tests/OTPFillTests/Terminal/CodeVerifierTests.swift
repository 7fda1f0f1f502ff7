import Glibc
import Testing
@testable import OTPFill

@Suite struct CodeVerifierTests {
    static func check(_ command: String, _ code: String) throws -> (Bool, String?) {
        let run = try CodeVerifier(command: command).start(code: code)
        while run.readOutput() {}
        return (run.wait(), run.lastLine)
    }

    @Test func aSimpleCommandGetsTheCodeAsItsLastArgument() throws {
        let (accepted, line) = try CodeVerifierTests.check("printf %s/%s 481516", "246810")
        #expect(accepted)
        #expect(line == "481516/246810")
    }

    @Test func aCommandWithShellSyntaxRunsAsItIsWithTheCodeInTheEnvironmentAndDollarOne() throws {
        let command = "test \"$OTPFILL_CODE\" = 481516 || { echo invalid >&2; false; }"
        #expect(try CodeVerifierTests.check(command, "481516").0)
        #expect(try CodeVerifierTests.check(command, "111111") == (false, "invalid"))
        #expect(try CodeVerifierTests.check("test \"$1\" = 42", "42").0)
    }

    @Test(arguments: [
        ("./check.sh", "./check.sh \"$@\""), ("otp-check --site vpn", "otp-check --site vpn \"$@\""),
        ("check | tee log", "check | tee log"), ("check $OTPFILL_CODE", "check $OTPFILL_CODE"),
        ("a && b", "a && b"), ("f() { :; }; f", "f() { :; }; f"),
    ])
    func scriptAppendsTheCodeOnlyToSimpleCommands(_ pair: (String, String)) {
        #expect(CodeVerifier.script(for: pair.0) == pair.1)
    }

    @Test func aNonZeroExitRejectsAndItsLastLineIsKept() throws {
        let (accepted, line) = try CodeVerifierTests.check("echo checking; echo 'invalid code' >&2; exit 3;", "1")
        #expect(!accepted)
        #expect(line == "invalid code")
        let (falseAccepted, falseLine) = try CodeVerifierTests.check("false", "1")
        #expect(!falseAccepted)
        #expect(falseLine == nil)
    }

    @Test func cancelEndsTheCommandAndWhatItStarted() throws {
        let run = try CodeVerifier(command: "sleep 30 & sleep 30; wait").start(code: "1")
        var pause = timespec(tv_sec: 0, tv_nsec: 100_000_000)
        nanosleep(&pause, nil)
        run.cancel()
        // The pipe closes once every process holding it ended.
        var reads = 0
        while run.readOutput() && reads < 100 { reads += 1 }
        #expect(run.outputDescriptor == -1)
    }
}
