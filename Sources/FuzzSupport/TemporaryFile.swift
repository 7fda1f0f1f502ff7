import Glibc
import OTPFill

/// An unlinked temporary file holding some bytes; each ``stream(_:)`` reads it from the start.
final class TemporaryFile {
    let descriptor: Int32

    init?(_ bytes: [UInt8]) {
        var template = Array("/tmp/otpfill-fuzz-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return nil }
        _ = template.withUnsafeBufferPointer { unlink($0.baseAddress!) }
        self.descriptor = descriptor
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            guard written > 0 else { return nil }
            offset += written
        }
    }

    deinit { close(descriptor) }

    func stream(_ chunkSize: Int) -> ByteStream {
        lseek(descriptor, 0, SEEK_SET)
        return ByteStream(descriptor: descriptor, ownsDescriptor: false, chunkSize: chunkSize)
    }

    /// The items `makeReader` reads from the file in one-chunk reads, after checking that reads
    /// of `small` bytes give exactly the same (a record split across reads must be read whole).
    /// One stream at a time: they share the file offset.
    func itemsAlikeInAnyChunking<Reader: MessageReader>(small: Int, what: String,
                                                        _ makeReader: (ByteStream) -> Reader) throws(InvariantViolation) -> [InputItem] {
        var coarse = makeReader(stream(ByteStream.defaultChunkSize))
        let expected = coarse.readAll()
        var fine = makeReader(stream(small))
        try require(fine.readAll() == expected, "\(what) read in \(small)-byte chunks differs from one read")
        return expected
    }
}
