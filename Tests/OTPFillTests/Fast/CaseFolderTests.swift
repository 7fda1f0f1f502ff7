import Testing
@testable import OTPFill

/// ``CaseFolder`` lowers ASCII eight bytes at a time and folds the letters it knows one by one.
@Suite struct CaseFolderTests {
    /// Every ASCII byte, from every start, so that each falls in every lane of a word and in
    /// the byte-by-byte tail.
    @Test func lowersEveryASCIIByteInWordsAndTail() {
        let ascii = (0..<128).map(UInt8.init)
        let folder = CaseFolder(folds: [])
        for start in 0..<16 {
            let text = Array(ascii[start...]) + Array(ascii[..<start])
            let expected = text.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
            #expect(fold(text, with: folder) == expected)
        }
    }

    @Test func foldsKnownLettersBetweenASCIIWords() {
        // Cyrillic к (U+043A) is written as К (U+041A); KELVIN SIGN as k, shortening the text.
        let folder = CaseFolder(folds: [0x43A, 0x41A])
        let text = Array("Your CODE: код 4821 \u{212A}ELVIN AND MORE ASCII TEXT".utf8)
        #expect(String(decoding: fold(text, with: folder), as: UTF8.self) == "your code: Код 4821 kelvin and more ascii text")
    }

    private func fold(_ text: [UInt8], with folder: CaseFolder) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: text.count)
        let count = text.withUnsafeBufferPointer { text in
            output.withUnsafeMutableBufferPointer { folder.fold(text, into: $0) }
        }
        return Array(output[..<count])
    }
}
