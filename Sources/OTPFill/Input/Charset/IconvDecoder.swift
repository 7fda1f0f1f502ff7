import Glibc

/// Decodes bytes in a legacy charset with glibc's `iconv(3)`.
///
/// glibc ships converters for every charset mail uses (GB18030, Big5-HKSCS, EUC-JP, EUC-KR,
/// ISO-2022-JP, Shift_JIS, KOI8-R, …), so no table has to live in this library and Foundation
/// (slow to start, patchy on Linux) is not needed. Invalid bytes become U+FFFD and decoding
/// goes on, so a damaged message still yields the rest of its text.
public enum IconvDecoder {
    /// The result of one decode: the text, and how many byte sequences were replaced.
    public struct Output: Equatable, Sendable {
        public var text: String
        public var replacements: Int
    }

    /// Decodes `bytes` from the glibc charset `name` (`iconv_open(3)` spelling, e.g. `GB18030`).
    ///
    /// - Returns: `nil` when glibc has no converter for `name`.
    public static func decode(_ bytes: [UInt8], from name: String) -> Output? {
        guard let converter = iconv_open("UTF-8", name), converter != iconv_t(bitPattern: -1) else { return nil }
        defer { iconv_close(converter) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 2)
        var replacements = 0
        let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]
        var scratch = [CChar](repeating: 0, count: 16 * 1024)
        var input = bytes
        input.withUnsafeMutableBufferPointer { inputBuffer in
            scratch.withUnsafeMutableBufferPointer { scratchBuffer in
                guard let base = inputBuffer.baseAddress else { return }
                var inPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(base).assumingMemoryBound(to: CChar.self)
                var inLeft = inputBuffer.count
                func drain(_ outPointer: UnsafeMutablePointer<CChar>?) {
                    guard let start = scratchBuffer.baseAddress, let end = outPointer else { return }
                    let produced = start.distance(to: end)
                    UnsafeRawBufferPointer(start: start, count: produced).withMemoryRebound(to: UInt8.self) {
                        output.append(contentsOf: $0)
                    }
                }
                while inLeft > 0 {
                    var outPointer: UnsafeMutablePointer<CChar>? = scratchBuffer.baseAddress
                    var outLeft = scratchBuffer.count
                    let result = iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
                    let failure = result == -1 ? errno : 0
                    drain(outPointer)
                    if result != -1 { break }
                    switch failure {
                    case E2BIG:
                        continue
                    case EILSEQ:
                        // Skip one byte and go on; the converter resynchronises by itself.
                        output.append(contentsOf: replacement)
                        replacements += 1
                        inPointer = inPointer.map { $0 + 1 }
                        inLeft -= 1
                    default:
                        // EINVAL: an incomplete sequence at the end of the input.
                        output.append(contentsOf: replacement)
                        replacements += 1
                        inLeft = 0
                    }
                }
                // Return a stateful converter (ISO-2022-JP) to its initial state, flushing output.
                var outPointer: UnsafeMutablePointer<CChar>? = scratchBuffer.baseAddress
                var outLeft = scratchBuffer.count
                _ = iconv(converter, nil, nil, &outPointer, &outLeft)
                drain(outPointer)
            }
        }
        return Output(text: String(decoding: output, as: UTF8.self), replacements: replacements)
    }
}
