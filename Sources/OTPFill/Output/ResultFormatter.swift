/// Turns ``MessageResult``s into the lines otpfill prints: plain, report, JSON Lines, every
/// candidate, or the explanation.
public enum ResultFormatter {
    /// The version of the JSON object layout; raised when a field changes meaning or goes away.
    public static let schemaVersion = 1

    /// `CODE`, or `SOURCE:CODE` when `showSource`; `nil` when nothing was filled.
    public static func plain(_ result: MessageResult, showSource: Bool, redact: Bool = false) -> String? {
        guard let code = result.filledCode else { return nil }
        return prefix(result, showSource) + (redact ? Redactor.mask(code) : code)
    }

    /// `481516  [4][8][1][5][1][6] 6/6 commit`, with the source first when `showSource`.
    public static func report(_ result: MessageResult, showSource: Bool, redact: Bool = false) -> String? {
        guard let code = result.filledCode, let widget = result.widget else { return nil }
        var boxes = ""
        for box in widget.boxes {
            let shown = box.map(String.init) ?? "_"
            boxes += "[\(redact ? "•" : shown)]"
        }
        let state = result.committed ? "commit" : "no commit"
        let shownCode = redact ? Redactor.mask(code) : code
        return prefix(result, showSource) + "\(shownCode)  \(boxes) \(widget.filled.count)/\(widget.count) \(state)"
    }

    /// One line per candidate, best first: `CODE<TAB>SCORE<TAB>RULE`, the source first when `showSource`.
    public static func candidates(_ result: MessageResult, showSource: Bool, redact: Bool = false) -> [String] {
        result.extraction.candidates.map { candidate in
            let code = redact ? Redactor.mask(candidate.code) : candidate.code
            return prefix(result, showSource) + "\(code)\t\(Ranker.format(candidate.score))\t\(candidate.rule)"
        }
    }

    /// The JSON object for one message (one line of JSON Lines), keys in a fixed order:
    /// `schemaVersion, id, source, code, candidates, origin, slots, warnings`.
    public static func json(_ result: MessageResult, redact: Bool = false) -> String {
        var writer = JSONWriter()
        writer.beginObject()
        writer.int("schemaVersion", schemaVersion)
        writer.string("id", result.message.id)
        writer.string("source", result.message.source)
        writer.string("code", result.filledCode.map { redact ? Redactor.mask($0) : $0 })
        writer.beginArray("candidates")
        for candidate in result.extraction.candidates {
            writer.beginObject()
            writer.string("code", redact ? Redactor.mask(candidate.code) : candidate.code)
            writer.string("raw", redact ? Redactor.mask(candidate.raw) : candidate.raw)
            writer.number("score", candidate.score, places: 3)
            writer.int("start", candidate.start)
            writer.int("end", candidate.end)
            writer.string("rule", candidate.rule)
            writer.string("language", candidate.language)
            writer.endObject()
        }
        writer.endArray()
        if let origin = result.extraction.origin {
            writer.beginObject("origin")
            writer.string("host", origin.host)
            writer.string("embedded", origin.embedded)
            writer.string("match", result.originMatch?.rawValue)
            writer.bool("strict", origin.isStrict)
            writer.endObject()
        } else if let match = result.originMatch {
            writer.beginObject("origin")
            writer.null("host")
            writer.null("embedded")
            writer.string("match", match.rawValue)
            writer.bool("strict", false)
            writer.endObject()
        } else {
            writer.null("origin")
        }
        if let widget = result.widget {
            writer.beginObject("slots")
            writer.int("count", widget.count)
            writer.int("focus", widget.focus)
            writer.beginArray("boxes")
            for box in widget.boxes { writer.string(nil, box.map { redact ? "•" : String($0) } ?? "") }
            writer.endArray()
            writer.beginArray("filled")
            for index in widget.filled { writer.int(nil, index) }
            writer.endArray()
            writer.bool("commit", result.committed)
            writer.endObject()
        } else {
            writer.null("slots")
        }
        writer.beginArray("warnings")
        for warning in result.message.warnings { writer.string(nil, warning) }
        writer.endArray()
        writer.endObject()
        return writer.text
    }

    /// The lines of `--explain` (every candidate's reasons with `everyCandidate`); with
    /// `redact`, every candidate's code and raw text in them is masked as in the other outputs
    /// (the explanation quotes them).
    public static func explanation(_ result: MessageResult, everyCandidate: Bool = false, redact: Bool = false) -> [String] {
        var text = result.extraction.explanation(everyCandidate: everyCandidate)
        if redact {
            var secrets: [(String, String)] = []
            for candidate in result.extraction.candidates {
                secrets.append((candidate.raw, Redactor.mask(candidate.code)))
                secrets.append((candidate.code, Redactor.mask(candidate.code)))
            }
            for (secret, mask) in secrets.sorted(by: { $0.0.count > $1.0.count }) where !secret.isEmpty {
                text = text.replacing(secret, with: mask)
            }
        }
        return text.split(separator: "\n").map(String.init)
    }

    private static func prefix(_ result: MessageResult, _ showSource: Bool) -> String {
        showSource ? result.message.source + ":" : ""
    }
}
