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
        let arguments = Array(CommandLine.arguments.dropFirst())
        if isPlainFileList(arguments) {
            // `otpfill [FILE ...]` with no option: ArgumentParser would make exactly this job
            // (every option at its default) but spends about 2 ms on reflection to do so.
            let status: Int32
            do {
                try ExtractJob(files: arguments).run()
                status = 0
            } catch let code as ExitCode {
                status = code.rawValue
            } catch {
                Diagnostics.write(fullMessage(for: error))
                status = 2
            }
            Glibc.exit(status)
        }
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

    /// Whether `arguments` are only file names for the default subcommand: none starts with
    /// `-` (an option, `--`, or `-` for standard input) and none is a subcommand's name or
    /// `help`, so ArgumentParser would read them all as ``Extract``'s files. Anything else,
    /// however harmless, takes the ArgumentParser path.
    static func isPlainFileList(_ arguments: [String]) -> Bool {
        let words: Set<String> = ["help", "extract", "slots", "corpus", "prompt"]
        return arguments.allSatisfy { !$0.isEmpty && !$0.hasPrefix("-") && !words.contains($0) }
    }
}
