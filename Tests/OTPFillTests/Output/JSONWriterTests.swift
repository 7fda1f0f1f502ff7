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
}
