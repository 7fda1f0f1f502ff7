import ArgumentParser
import OTPFill

extension OTPFillCommand {
    /// `otpfill corpus PATH ...`: measure accuracy on labeled messages.
    struct Corpus: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "corpus",
            abstract: "Measure precision and recall on labeled messages.",
            discussion: """
                Reads JSON Lines of {"id", "text", "codes": [...], "lang"?, "kind"?} (codes: [] \
                means the message delivers no code), from files or every .jsonl file under a \
                directory. Prints precision, recall and F1 overall and per language, then every \
                failure (id, language, expected, got, text). Exit status: 0, or 1 when under \
                --min-precision, --min-recall or --min-language-recall, 2 on errors.
                """
        )

        @Argument(help: "Corpus files, or directories searched for .jsonl files.")
        var paths: [String]

        @Option(help: "Exit 1 when overall precision is below this fraction (0-1). No bar when omitted.")
        var minPrecision: Double?

        @Option(help: "Exit 1 when overall recall is below this fraction (0-1). No bar when omitted.")
        var minRecall: Double?

        @Option(help: "Exit 1 when any language's recall is below this fraction (0-1). No bar when omitted.")
        var minLanguageRecall: Double?

        @Flag(help: "Print the report as one JSON object.")
        var json = false

        @Flag(help: "Leave the failures out of the text report.")
        var summary = false

        @Option(help: "A rules file to add to the built-in rules.")
        var rules: String?

        func run() throws {
            let (entries, errors) = CorpusLoader.load(paths)
            for error in errors { Diagnostics.report(error.source, error.reason) }
            var ruleSet = RuleSet.builtin
            if let rules {
                switch FileReader.readText(rules) {
                case let .failure(failure):
                    Diagnostics.report(failure.source, failure.reason)
                    throw ExitCode(2)
                case let .success(text):
                    do { ruleSet = try RuleSet.builtin(adding: text, file: rules) } catch {
                        Diagnostics.write("otpfill: \(error.description)")
                        throw ExitCode(2)
                    }
                }
            }
            let report = CorpusReport.evaluate(entries, with: MessageProcessor(extractor: Extractor(rules: ruleSet)))
            let output = OutputBuffer(descriptor: 1)
            if json {
                output.writeLine(report.json)
            } else {
                output.writeLine(report.text(includeFailures: !summary))
            }
            output.flush()
            if !errors.isEmpty { throw ExitCode(2) }
            var below = false
            if let minPrecision, report.overall.precision < minPrecision { below = true }
            if let minRecall, report.overall.recall < minRecall { below = true }
            if let minLanguageRecall, report.byLanguage.values.contains(where: { $0.recall < minLanguageRecall }) { below = true }
            if below { throw ExitCode(1) }
        }
    }
}
