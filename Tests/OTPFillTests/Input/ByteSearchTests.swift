import Testing
@testable import OTPFill

@Suite struct ByteSearchTests {
    @Test(arguments: [
        ("TAN", "Your TAN: 4821", true),
        ("TAN", "your tan: 4821", false),
        ("TAN", "TA", false),
        ("TAN", "TATAN", true),
        ("aa", "a", false),
        ("Код", "Ваш Код 4821", true),
        ("x", "", false),
        ("end", "the end", true),
    ])
    func findsANeedleWherePresent(needle: String, text: String, expected: Bool) {
        let found = Array(needle.utf8).withUnsafeBufferPointer { needle in
            Array(text.utf8).withUnsafeBufferPointer { ByteSearch.contains(needle, in: $0) }
        }
        #expect(found == expected)
    }
}
