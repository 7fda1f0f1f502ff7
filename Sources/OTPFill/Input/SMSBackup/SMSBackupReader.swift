/// Reads an SMS Backup & Restore XML file (`--input smsxml`), one message per `<sms>` or
/// `<mms>` record, named `path#N` in document order.
///
/// An `<sms>` gives its `body`; an `<mms>` gives its subject (`sub`) and the `text` of its
/// `text/plain` parts, joined by line breaks. Records are yielded as they are scanned, so a
/// backup of any size reads in constant memory. A truncated or malformed file yields every
/// record read before the damage and then a problem naming it.
public struct SMSBackupReader: MessageReader {
    private struct OpenMMS {
        var number: Int
        var subject: String?
        var parts: [String] = []
        /// UTF-8 bytes in `parts`: the text of one MMS is capped like any message.
        var textBytes = 0
        var warnings: [String] = []

        /// Adds `warning` unless it is already there, so a record with many parts cannot
        /// pile up thousands of copies of one warning.
        mutating func warn(_ new: [String]) {
            for warning in new where !warnings.contains(warning) && warnings.count < 16 { warnings.append(warning) }
        }
    }

    private let scanner: XMLScanner
    private let source: String
    private let limits: ReaderLimits
    private var count = 0
    private var openMMS: OpenMMS?
    private var queued: [InputItem] = []
    private var sawRoot = false
    private var sawRootEnd = false
    private var finished = false

    public init(stream: ByteStream, source: String, limits: ReaderLimits = ReaderLimits()) {
        self.scanner = XMLScanner(stream: stream, keep: ["body", "text", "ct", "sub"], maxValueBytes: limits.maxMessageBytes)
        self.source = source
        self.limits = limits
    }

    public mutating func next() -> InputItem? {
        if !queued.isEmpty { return queued.removeFirst() }
        guard !finished else { return nil }
        while let tag = scanner.next() {
            if let item = handle(tag) { return item }
        }
        finished = true
        if let unclosed = closeUnclosedMMS() { queued.append(unclosed) }
        if let error = scanner.readError {
            queued.append(.problem(source: source, reason: SystemError.describe(error)))
        } else if scanner.endedInsideMarkup {
            queued.append(.problem(source: source, reason: "XML ends inside a tag after \(count) records; the file may be truncated"))
        } else if !sawRoot {
            queued.append(.problem(source: source, reason: "No <smses> element; not an SMS Backup & Restore file"))
        } else if !sawRootEnd {
            queued.append(.problem(source: source, reason: "XML ends before </smses> after \(count) records; the file may be truncated"))
        }
        return queued.isEmpty ? nil : queued.removeFirst()
    }

    private mutating func handle(_ tag: XMLTag) -> InputItem? {
        switch (tag.name, tag.isEnd) {
        case ("smses", false):
            sawRoot = true
        case ("smses", true):
            sawRootEnd = true
            return closeUnclosedMMS()
        case ("sms", false):
            let unclosed = closeUnclosedMMS()
            count += 1
            var warnings = truncationWarnings(tag)
            let body = attribute("body", of: tag, warnings: &warnings) ?? ""
            let item = InputItem.message(Message(source: "\(source)#\(count)", text: body, warnings: warnings))
            guard let unclosed else { return item }
            queued.append(item)
            return unclosed
        case ("mms", false):
            let finishedItem = closeUnclosedMMS()
            count += 1
            var mms = OpenMMS(number: count)
            mms.warnings = truncationWarnings(tag)
            mms.subject = attribute("sub", of: tag, warnings: &mms.warnings)
            if tag.selfClosing {
                openMMS = nil
                if let finishedItem { queued.append(message(mms)); return finishedItem }
                return message(mms)
            }
            openMMS = mms
            return finishedItem
        case ("part", false):
            guard var mms = openMMS else { break }
            let type = tag.attributes["ct"].map { String(decoding: $0, as: UTF8.self).lowercased() } ?? ""
            guard type.hasPrefix("text/plain") else { break }
            // Mutate the only copy: appending while `openMMS` still shared the array copied it
            // every time, quadratic in the number of parts (100 000 parts took 85 s).
            openMMS = nil
            mms.warn(truncationWarnings(tag))
            var warnings: [String] = []
            if let text = attribute("text", of: tag, warnings: &warnings), !text.isEmpty {
                if mms.textBytes + text.utf8.count <= limits.maxMessageBytes {
                    mms.parts.append(text)
                    mms.textBytes += text.utf8.count
                } else {
                    warnings.append(CappedRead.truncationWarning(cap: limits.maxMessageBytes))
                }
            }
            mms.warn(warnings)
            openMMS = mms
        case ("mms", true):
            guard let mms = openMMS else { break }
            openMMS = nil
            return message(mms)
        default:
            break
        }
        return nil
    }

    /// The MMS still open when a record or the root ends without its `</mms>`, with a warning.
    private mutating func closeUnclosedMMS() -> InputItem? {
        guard var mms = openMMS else { return nil }
        openMMS = nil
        mms.warnings.append("MMS record not closed; its parts so far were read")
        return message(mms)
    }

    /// A decoded attribute; the literal `null` the app writes for empty fields is `nil`.
    private func attribute(_ name: String, of tag: XMLTag, warnings: inout [String]) -> String? {
        guard let raw = tag.attributes[name] else { return nil }
        let decoded = XMLAttributeDecoder.decode(raw)
        if decoded.undefinedReferences > 0 {
            warnings.append("\(decoded.undefinedReferences) undefined entity references left as written")
        }
        return decoded.text == "null" ? nil : decoded.text
    }

    private func truncationWarnings(_ tag: XMLTag) -> [String] {
        tag.truncatedAttributes.isEmpty ? [] : [CappedRead.truncationWarning(cap: limits.maxMessageBytes)]
    }

    private func message(_ mms: OpenMMS) -> InputItem {
        var text = mms.parts.joined(separator: "\n")
        if let subject = mms.subject, !subject.isEmpty { text = text.isEmpty ? subject : subject + "\n\n" + text }
        return .message(Message(source: "\(source)#\(mms.number)", text: text, warnings: mms.warnings))
    }
}
