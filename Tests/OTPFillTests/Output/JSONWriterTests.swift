import Testing
@testable import OTPFill

/// ``JSONWriter`` builds its text as bytes, copying the runs between escapes.
@Suite struct JSONWriterTests {
    @Test(arguments: [
        ("481516", #""481516""#),
        ("", #""""#),
        (#"say "hi""#, #""say \"hi\"""#),
        (#"a\b"#, #""a\\b""#),
        ("line\nnext\r\ttab", #""line\nnext\r\ttab""#),
        ("\u{1}\u{1F}\u{7F}", #""\u0001\u001f\u007f""#),
        ("Код 4821 \u{2028}x\u{2029}", #""Код 4821 \u2028x\u2029""#),
        ("验证码 ü €", #""验证码 ü €""#),
    ])
    func escapesWhatJSONNeedsAndCopiesTheRest(value: String, expected: String) {
        var writer = JSONWriter()
        writer.string(nil, value)
        #expect(writer.text == expected)
    }

    @Test func writesMembersInOrder() {
        var writer = JSONWriter()
        writer.beginObject()
        writer.string("code", "4821")
        writer.int("start", 3)
        writer.number("score", 2.5)
        writer.beginArray("boxes")
        writer.bool(nil, true)
        writer.null()
        writer.endArray()
        writer.endObject()
        #expect(writer.text == #"{"code":"4821","start":3,"score":2.5,"boxes":[true,null]}"#)
    }

    @Test(arguments: [
        (2.5, 4, "2.5"), (-14.1, 3, "-14.1"), (-0.00004, 4, "0"), (0.05, 2, "0.05"), (100.0, 2, "100"),
        (0.0625, 4, "0.0625"), (-3.55, 2, "-3.55"), (12.3, 2, "12.3"), (.infinity, 2, "null"), (.nan, 3, "null"),
    ])
    func writesNumbersAsDigitsWithoutTrailingZeros(value: Double, places: Int, expected: String) {
        #expect(JSONWriter.format(value, places: places) == expected)
        var writer = JSONWriter()
        writer.number(nil, value, places: places)
        #expect(writer.text == expected)
    }

    @Test(arguments: [0, 7, -42, 1_000_000, Int.max, Int.min])
    func writesIntegersAsSwiftPrintsThem(value: Int) {
        var writer = JSONWriter()
        writer.int(nil, value)
        #expect(writer.text == String(value))
    }
}
