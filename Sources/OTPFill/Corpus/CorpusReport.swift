/// The result of running the extractor over labeled messages: overall and per-language scores
/// and every failure.
public struct CorpusReport: Equatable, Sendable {
    public var overall = CorpusScore()
    public var byLanguage: [String: CorpusScore] = [:]
    public var failures: [CorpusFailure] = []

    public init() {}

    /// Runs `processor` on every entry and scores the answers.
    public static func evaluate(_ entries: [CorpusEntry], with processor: MessageProcessor) -> CorpusReport {
        var report = CorpusReport()
        for entry in entries {
            let result = processor.process(Message(source: entry.source, id: entry.id, text: entry.text))
            let got = result.filledCode ?? (processor.originPolicy == nil ? result.foundCode : nil)
            report.overall.add(expected: entry.codes, got: got)
            report.byLanguage[entry.language, default: CorpusScore()].add(expected: entry.codes, got: got)
            if got.map({ !entry.codes.contains($0) }) ?? !entry.codes.isEmpty {
                report.failures.append(CorpusFailure(entry: entry, got: got))
            }
        }
        return report
    }

    /// The report as text: a table of figures, then (unless left out) one block per failure.
    public func text(includeFailures: Bool = true) -> String {
        var lines: [String] = []
        func row(_ name: String, _ score: CorpusScore) -> String {
            let cells = [name, String(score.messages), String(score.positives), percent(score.precision),
                         percent(score.recall), percent(score.f1), String(score.falsePositives), String(score.falseNegatives)]
            let widths = [10, 9, 10, 10, 8, 8, 4, 4]
            return zip(cells, widths).map { cell, width in
                cell.count >= width ? cell : cell + String(repeating: " ", count: width - cell.count)
            }.joined(separator: " ")
        }
        lines.append("language   messages  positives  precision  recall   F1       FP   FN")
        for language in byLanguage.keys.sorted() { lines.append(row(language, byLanguage[language]!)) }
        lines.append(row("overall", overall))
        if includeFailures, !failures.isEmpty {
            lines.append("")
            lines.append("\(failures.count) failures:")
            for failure in failures {
                let expected = failure.entry.codes.isEmpty ? "no code" : failure.entry.codes.joined(separator: "|")
                lines.append("\(failure.entry.id) [\(failure.entry.language)] expected \(expected), got \(failure.got ?? "no code")")
                lines.append("  " + failure.entry.text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\\n"))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The report as one JSON object: `overall`, `languages`, `failures`.
    public var json: String {
        var writer = JSONWriter()
        func score(_ key: String?, _ value: CorpusScore) {
            writer.beginObject(key)
            writer.int("messages", value.messages)
            writer.int("positives", value.positives)
            writer.int("truePositives", value.truePositives)
            writer.int("falsePositives", value.falsePositives)
            writer.int("falseNegatives", value.falseNegatives)
            writer.number("precision", value.precision)
            writer.number("recall", value.recall)
            writer.number("f1", value.f1)
            writer.endObject()
        }
        writer.beginObject()
        writer.int("schemaVersion", ResultFormatter.schemaVersion)
        score("overall", overall)
        writer.beginObject("languages")
        for language in byLanguage.keys.sorted() { score(language, byLanguage[language]!) }
        writer.endObject()
        writer.beginArray("failures")
        for failure in failures {
            writer.beginObject()
            writer.string("id", failure.entry.id)
            writer.string("language", failure.entry.language)
            writer.beginArray("expected")
            for code in failure.entry.codes { writer.string(nil, code) }
            writer.endArray()
            writer.string("got", failure.got)
            writer.string("text", failure.entry.text)
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
        return writer.text
    }

    private func percent(_ value: Double) -> String {
        JSONWriter.format(value * 100, places: 2) + "%"
    }
}
