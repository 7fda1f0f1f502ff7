import OTPFill

/// Invariants of ``SMSBackupReader`` (the XML scanner, attribute and entity decoding) on
/// arbitrary bytes (`FuzzXML`): nothing traps; records are named `in#1`, `in#2`, … in order;
/// problems name the input; and the items do not depend on the size of the reads (the first
/// byte picks a small one), so a record split across reads is read whole.
public enum SMSBackupInvariants {
    public static func check(_ bytes: UnsafeBufferPointer<UInt8>) throws(InvariantViolation) {
        guard let file = TemporaryFile(Array(bytes)) else { throw InvariantViolation("cannot create a temporary file") }
        let small = Int(bytes.first ?? 0) % 64 + 1
        let limits = ReaderLimits(maxMessageBytes: 512)
        let expected = try file.itemsAlikeInAnyChunking(small: small, what: "XML") {
            SMSBackupReader(stream: $0, source: "in", limits: limits)
        }
        var number = 0
        for item in expected {
            switch item {
            case let .message(message):
                number += 1
                try require(message.source == "in#\(number)", "record \(number) named \(message.source)")
            case let .problem(source, _):
                try require(source == "in" || source.hasPrefix("in#"), "problem named \(source)")
            }
        }
    }
}
