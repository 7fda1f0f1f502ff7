import Glibc

/// Byte searches with `memchr(3)` for the readers' inner loops, where Swift's generic
/// `firstIndex(of:)` compares one byte at a time.
enum ByteSearch {
    /// The index of the first `byte` in `bytes` at or after `start`, or `nil`.
    static func firstIndex(of byte: UInt8, in bytes: ArraySlice<UInt8>, from start: Int) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            firstIndex(of: byte, in: buffer, from: start - bytes.startIndex).map { bytes.startIndex + $0 }
        }
    }

    /// The index of the first `byte` in `bytes` at or after `start`, or `nil`.
    static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start >= 0, start < bytes.count, let base = bytes.baseAddress,
              let found = memchr(base + start, Int32(byte), bytes.count - start) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// Whether `text`'s UTF-8 contains `byte`.
    static func contains(_ byte: UInt8, in text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { contains(byte, in: $0) } ?? text.utf8.contains(byte)
    }

    /// Whether `bytes` contains `byte`.
    static func contains(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        return memchr(base, Int32(byte), bytes.count) != nil
    }

    /// Whether `bytes` contains `needle`, which must not be empty: `memchr` for its first byte,
    /// then a comparison of the rest.
    static func contains(_ needle: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = needle.first, let base = bytes.baseAddress else { return false }
        var start = 0
        while start + needle.count <= bytes.count,
              let found = memchr(base + start, Int32(first), bytes.count - needle.count + 1 - start) {
            let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if (1..<needle.count).allSatisfy({ bytes[index + $0] == needle[$0] }) { return true }
            start = index + 1
        }
        return false
    }

    /// Whether `text` is all ASCII.
    static func isASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(isASCII) ?? text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// Whether every byte of `bytes` is ASCII.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        asciiRunEnd(bytes, from: 0) == bytes.count
    }

    /// The index of the first byte at or after `start` that is not ASCII, or `bytes.count`:
    /// eight bytes at a time, since most message text is ASCII.
    @inline(__always)
    static func asciiRunEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return bytes.count }
        var index = start
        let count = bytes.count
        let raw = UnsafeRawPointer(base)
        while index + 8 <= count, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
            index += 8
        }
        while index < count, base[index] < 0x80 { index += 1 }
        return index
    }
}
