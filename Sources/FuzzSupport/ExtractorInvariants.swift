import OTPFill

/// Invariants of extraction on arbitrary bytes (`FuzzExtractor`).
///
/// The bytes go through `Extractor.extract(utf8:)` as they are, then, decoded, through two
/// ``MessageProcessor``s (the defaults, and a 6-box widget with an origin, a focus and a small
/// text cap), and every output format is produced. Checked: candidate offsets and raw text
/// agree with the input, candidates are sorted and unique, the winner clears the threshold,
/// a filled widget holds only allowed characters, commit implies a full widget, and the JSON
/// line parses back with the code it claims.
public enum ExtractorInvariants {
    static let plain = MessageProcessor()
    static let constrained = MessageProcessor(
        extractor: Extractor(options: ExtractionOptions(slotCount: 6, maxTextBytes: 300)),
        originPolicy: OriginPolicy(host: "example.com"),
        slotCount: 6,
        focus: 2,
        pastePolicy: .reject)

    public static func check(_ bytes: UnsafeBufferPointer<UInt8>) throws(InvariantViolation) {
        let extraction = Extractor().extract(utf8: bytes)
        try checkExtraction(extraction, bytes)
        let text = String(decoding: bytes, as: UTF8.self)
        for processor in [plain, constrained] {
            try checkResult(processor.process(Message(source: "fuzz", text: text)), processor: processor)
        }
    }

    static func checkExtraction(_ extraction: Extraction, _ bytes: UnsafeBufferPointer<UInt8>) throws(InvariantViolation) {
        var codes = Set<String>()
        var previous = Double.infinity
        for candidate in extraction.candidates {
            try require(0 <= candidate.start && candidate.start <= candidate.end && candidate.end <= bytes.count,
                        "candidate '\(candidate.code)' has offsets \(candidate.start)..<\(candidate.end) outside \(bytes.count) bytes")
            let raw = String(decoding: UnsafeBufferPointer(rebasing: bytes[candidate.start..<candidate.end]), as: UTF8.self)
            try require(raw == candidate.raw, "candidate raw '\(candidate.raw)' is not the text at its offsets '\(raw)'")
            try require(!candidate.code.isEmpty && candidate.code.count <= 20, "candidate code '\(candidate.code)' has a bad length")
            try require(candidate.score.isFinite, "candidate '\(candidate.code)' has score \(candidate.score)")
            try require(candidate.score <= previous, "candidates are not sorted by score")
            try require(codes.insert(candidate.code).inserted, "code '\(candidate.code)' is listed twice")
            previous = candidate.score
        }
        if let best = extraction.best {
            try require(best.score >= Ranker.acceptanceThreshold, "the winner scored under the threshold")
        }
        try require(!extraction.explanation.isEmpty, "empty explanation")
    }

    static func checkResult(_ result: MessageResult, processor: MessageProcessor) throws(InvariantViolation) {
        if let widget = result.widget {
            try require((1...SlotWidget.maxCount).contains(widget.count), "widget of \(widget.count) boxes")
            if let slots = processor.slotCount { try require(widget.count == slots, "widget ignores --slots") }
            try require((0..<widget.count).contains(widget.focus), "focus \(widget.focus) outside the widget")
            for box in widget.boxes {
                if let box { try require(widget.charset.allows(box), "box holds disallowed '\(box)'") }
            }
            try require(!widget.filled.isEmpty, "a widget is reported but nothing was filled")
            try require(!result.committed || widget.verifyEnabled, "commit fired on a widget that is not full")
            try require(result.filledCode == widget.code, "filled code differs from the widget's code")
        } else {
            try require(result.filledCode == nil && !result.committed, "a code was filled without a widget")
        }
        if result.originMatch == .refused { try require(result.widget == nil, "a refused code was filled") }
        if result.filledCode != nil { try require(result.foundCode != nil, "filled a code that was not found") }

        for redact in [false, true] {
            let line = ResultFormatter.json(result, redact: redact)
            try require(!line.contains("\n"), "a JSON line contains a newline")
            let parsed: JSONValue
            do { parsed = try JSONParser.parse(line) } catch {
                throw InvariantViolation("JSON output does not parse: \(error) in \(line)")
            }
            let expected = result.filledCode.map { redact ? Redactor.mask($0) : $0 }
            try require(parsed["code"]?.stringValue == expected, "JSON code is not the filled code")
            try require(parsed["source"]?.stringValue == result.message.source, "JSON source is wrong")
            _ = ResultFormatter.plain(result, showSource: true, redact: redact)
            _ = ResultFormatter.report(result, showSource: false, redact: redact)
            _ = ResultFormatter.candidates(result, showSource: true, redact: redact)
        }
        if let code = result.filledCode {
            let masked = Redactor.mask(code)
            try require(masked.count == code.count, "mask changes the length of '\(code)'")
            if code.count >= 4 { try require(masked != code, "mask leaves '\(code)' readable") }
        }
    }
}
