import Testing
@testable import OTPFill

/// ``UTF8Validity`` agrees with the standard library's UTF-8 validation.
@Suite struct UTF8ValidityTests {
    @Test(arguments: [
        [], Array("plain ASCII text, longer than eight bytes".utf8), Array("код 验证码 ✓ 🙂".utf8),
        [0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF], [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF],
        [0x80], [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF0, 0x80, 0x80, 0x80], [0xF4, 0x90, 0x80, 0x80],
        [0xF5, 0x80, 0x80, 0x80], [0xFF], [0xC2], [0xE2, 0x82], Array("12345678".utf8) + [0xE2, 0x82, 0x41], [0x41, 0xC3, 0xA9, 0xC3],
    ] as [[UInt8]])
    func agreesWithTheStandardLibrary(bytes: [UInt8]) {
        let expected = String(validating: bytes, as: UTF8.self) != nil
        #expect(bytes.withUnsafeBufferPointer { UTF8Validity.isValid($0) } == expected)
    }

    @Test func everyTwoByteSequenceAgrees() {
        for first in 0x80...0xFF {
            for second in 0x00...0xFF {
                let bytes: [UInt8] = [UInt8(first), UInt8(second), 0x20]
                let expected = String(validating: bytes, as: UTF8.self) != nil
                #expect(bytes.withUnsafeBufferPointer { UTF8Validity.isValid($0) } == expected, "\(bytes)")
            }
        }
    }
}
