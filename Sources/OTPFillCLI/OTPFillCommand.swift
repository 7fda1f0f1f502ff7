import ArgumentParser
import Glibc
import OTPFill

/// The `otpfill` command: extract by default, plus the `slots` subcommand.
///
/// Exit statuses follow grep: 0 a code was found, 1 none, 2 trouble. ArgumentParser's own
/// statuses (1 for errors, 64 for usage) are mapped to 2 here.
@main
struct OTPFillCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "otpfill",
        abstract: "Find the one-time code in SMS and e-mail messages and paste it into a model of the N-box code widget.",
        discussion: """
            Exit status: 0 when a code was found (and filled), 1 when none was, 2 on an error \
            (a missing file, a bad option or rules file), after every other input was processed.

            'otpfill FILE ...' runs the extract subcommand: see 'otpfill extract --help' for its options.
            """,
        version: "0.1.0",
        subcommands: [Extract.self, Slots.self, Corpus.self, Prompt.self],
        defaultSubcommand: Extract.self
    )

    static func main() {
        let status: Int32
        do {
            var command = try parseAsRoot()
            try command.run()
            status = 0
        } catch let code as ExitCode {
            status = code.rawValue
        } catch {
            let message = fullMessage(for: error)
            if exitCode(for: error) == .success {
                print(message)
                status = 0
            } else {
                Diagnostics.write(message)
                status = 2
            }
        }
        Glibc.exit(status)
    }
}
