import Glibc
import Testing
@testable import OTPFill

@Suite struct CodeVerifierTests {
    static func check(_ command: String, _ code: String) throws -> (Bool, String?) {
        let run = try CodeVerifier(command: command).start(code: code)
        while run.readOutput() {}
        return (run.wait(), run.lastLine)
    }

    @Test func theCodeIsTheLastArgumentAndInTheEnvironment() throws {
        let (accepted, line) = try CodeVerifierTests.check("printf '%s/%s\\n' \"$OTPFILL_CODE\"", "481516")
        #expect(accepted)
        #expect(line == "481516/481516")
        let (matched, _) = try CodeVerifierTests.check("test \"$OTPFILL_CODE\" = 481516 && test", "481516")
        #expect(matched)
    }

    @Test func aNonZeroExitRejectsAndItsLastLineIsKept() throws {
        let (accepted, line) = try CodeVerifierTests.check("echo checking; echo 'invalid code' >&2; exit 3;", "1")
        #expect(!accepted)
        #expect(line == "invalid code")
        let (falseAccepted, falseLine) = try CodeVerifierTests.check("false", "1")
        #expect(!falseAccepted)
        #expect(falseLine == nil)
    }
}
