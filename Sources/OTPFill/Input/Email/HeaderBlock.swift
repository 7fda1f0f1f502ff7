/// The header block of a message or MIME part as ranges of its bytes: the fields are found
/// without copying, and a value is unfolded and trimmed only when it is asked for.
///
/// This is what ``MailHeaders/parse(_:)`` reads, with the same leniency and the same cap of
/// ``MailHeaders/maxFields`` fields; ``EmailDecoder`` uses it directly because it needs four or
/// five of a message's fields, not a `String` and an array for each of them.
struct HeaderBlock {
    /// One field: where its name lies and where its value starts on the field's own line
    /// (after the colon and any white space).
    struct Field {
        var name: Range<Int>
        var value: Range<Int>
    }

    /// The bytes the ranges point into.
    let bytes: ArraySlice<UInt8>
    private(set) var fields: [Field] = []
    /// Continuation lines, each with the index of the field it continues, in field order;
    /// usually none.
    private var folds: [(field: Int, line: Range<Int>)] = []
    /// The index in ``bytes`` where the body starts.
    private(set) var bodyStart: Int

    /// Finds the header fields at the start of `bytes` and where the body begins.
    ///
    /// LF-only line ends are accepted, an mbox `From ` envelope line at the top is skipped, and a
    /// line that is neither a header nor a continuation ends the block (the rest is body).
    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        self.bodyStart = bytes.endIndex
        var index = bytes.startIndex
        var first = true
        while index < bytes.endIndex {
            let lineEnd = ByteSearch.firstIndex(of: 0x0A, in: bytes, from: index) ?? bytes.endIndex
            var contentEnd = lineEnd
            if contentEnd > index, bytes[contentEnd - 1] == 0x0D { contentEnd -= 1 }
            let next = lineEnd < bytes.endIndex ? lineEnd + 1 : lineEnd
            if contentEnd == index {
                bodyStart = next
                return
            }
            defer { first = false }
            let lead = bytes[index]
            if first, lead == UInt8(ascii: "F"), bytes[index..<contentEnd].starts(with: "From ".utf8) {
                index = next
                continue
            }
            if lead == 0x20 || lead == 0x09 {
                // A folded continuation: unfolding removes only the line break (RFC 5322 §2.2.3).
                // Past the cap it still continues the last field kept.
                if !fields.isEmpty { folds.append((fields.count - 1, index..<contentEnd)) }
                index = next
                continue
            }
            let line = bytes[index..<contentEnd]
            guard let colon = ByteSearch.firstIndex(of: UInt8(ascii: ":"), in: line, from: index), colon > index,
                  line[index..<colon].allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
                // Not a header: the block ended without its blank line; the body starts here.
                bodyStart = index
                return
            }
            if fields.count < MailHeaders.maxFields {
                if fields.isEmpty { fields.reserveCapacity(16) }
                // Leading white space is dropped now: trimming the unfolded value gives the same.
                var valueStart = colon + 1
                while valueStart < contentEnd, HeaderBlock.isSpace(bytes[valueStart]) { valueStart += 1 }
                fields.append(Field(name: index..<colon, value: valueStart..<contentEnd))
            }
            index = next
        }
    }

    /// The name of field `position` as written.
    func name(at position: Int) -> String {
        String(decoding: bytes[fields[position].name], as: UTF8.self)
    }

    /// The value of field `position`: unfolded, with white space trimmed from both ends.
    func value(at position: Int) -> [UInt8] {
        let own = fields[position].value
        let continuations = foldIndices(of: position)
        guard !continuations.isEmpty else {
            return Array(bytes[HeaderBlock.trimmed(own, in: bytes)])
        }
        var value = Array(bytes[own])
        for fold in folds[continuations] {
            value.append(contentsOf: bytes[fold.line])
        }
        return Array(value[HeaderBlock.trimmed(value.indices, in: value[...])])
    }

    /// Where the continuation lines of field `position` are in ``folds``, found by binary search
    /// so that a block of many fields and many folds stays linear to read.
    private func foldIndices(of position: Int) -> Range<Int> {
        guard !folds.isEmpty else { return 0..<0 }
        func firstFold(from field: Int) -> Int {
            var low = 0
            var high = folds.count
            while low < high {
                let middle = (low + high) / 2
                if folds[middle].field < field { low = middle + 1 } else { high = middle }
            }
            return low
        }
        return firstFold(from: position)..<firstFold(from: position + 1)
    }

    /// The value of the first field called `name` (ASCII, compared without case), like
    /// ``MailHeaders/value(_:)``.
    func value(_ name: String) -> [UInt8]? {
        var name = name
        guard let position = name.withUTF8({ firstField(named: $0) }) else { return nil }
        return value(at: position)
    }

    /// The index of the first field whose name is `wanted` once ASCII letters are lowercased.
    private func firstField(named wanted: UnsafeBufferPointer<UInt8>) -> Int? {
        precondition(wanted.allSatisfy { $0 < 0x80 }, "HeaderBlock.value takes ASCII field names")
        return bytes.withUnsafeBufferPointer { buffer in
            for (position, field) in fields.enumerated() where field.name.count == wanted.count {
                let start = field.name.lowerBound - bytes.startIndex
                var offset = 0
                while offset < wanted.count {
                    let byte = buffer[start + offset]
                    let other = wanted[offset]
                    let folded = byte | 0x20
                    guard byte == other || (folded == other | 0x20 && folded >= 0x61 && folded <= 0x7A) else { break }
                    offset += 1
                }
                if offset == wanted.count { return position }
            }
            return nil
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A
    }

    /// `range` without the white space at either end of what it covers in `bytes`.
    private static func trimmed(_ range: Range<Int>, in bytes: ArraySlice<UInt8>) -> Range<Int> {
        var start = range.lowerBound
        var end = range.upperBound
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        return start..<end
    }
}
