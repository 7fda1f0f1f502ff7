import Testing

@testable import OTPFill

/// The strict JSON parser behind JSON Lines: values, escapes, and failures with byte offsets.
@Suite struct JSONParserTests {
    @Test(arguments: [
        ("null", JSONValue.null),
        ("true", .bool(true)),
        ("false", .bool(false)),
        ("0", .number(0)),
        ("-12", .number(-12)),
        ("1.5e3", .number(1500)),
        ("-0.25", .number(-0.25)),
        ("2E-2", .number(0.02)),
        (#""text""#, .string("text")),
        (#""""#, .string("")),
        ("[]", .array([])),
        ("{}", .object([:])),
        (
            " \t\r\n[1, \"a\", null, [true]] \n",
            .array([.number(1), .string("a"), .null, .array([.bool(true)])])
        ),
        (
            #"{"a": {"b": [1, {"c": "d"}]}, "e": false}"#,
            .object([
                "a": .object(["b": .array([.number(1), .object(["c": .string("d")])])]), "e": .bool(false),
            ])
        ),
    ])
    func parsesValues(json: String, expected: JSONValue) throws {
        #expect(try JSONParser.parse(json) == expected)
    }

    @Test func laterDuplicateMemberWins() throws {
        #expect(try JSONParser.parse(#"{"text": "a", "text": "b"}"#)["text"] == .string("b"))
    }

    @Test func decodesEveryEscape() throws {
        let value = try JSONParser.parse(
            #""\" \\ \/ \b \f \n \r \t \u0041 \u00e9 \u20AC \ud83d\ude00""#)
        #expect(value == .string("\" \\ / \u{8} \u{C} \n \r \t A é € 😀"))
    }

    @Test(arguments: [
        (#""\ud83d""#, "\u{FFFD}"),
        (#""\ude00""#, "\u{FFFD}"),
        (#""\ud83dabc""#, "\u{FFFD}abc"),
        (#""\ud83d\u0041""#, "\u{FFFD}A"),
        (#""\ud83d\ud83d\ude00""#, "\u{FFFD}😀"),
    ])
    func loneSurrogatesBecomeReplacementCharacters(json: String, expected: String) throws {
        #expect(try JSONParser.parse(json) == .string(expected))
    }

    @Test func accessorsReadObjectsArraysAndStrings() throws {
        let value = try JSONParser.parse(#"{"text": "hi", "codes": ["1234"], "n": 1}"#)
        #expect(value["text"]?.stringValue == "hi")
        #expect(value["codes"]?.arrayValue == [.string("1234")])
        #expect(value["n"]?.stringValue == nil)
        #expect(value["missing"] == nil)
        #expect(value["text"]?["text"] == nil)
        #expect(JSONValue.string("x").arrayValue == nil)
    }

    struct Bad: Sendable, CustomTestStringConvertible {
        let json: String
        let reason: String
        let offset: Int
        var testDescription: String { "'\(json)'" }
    }

    @Test(arguments: [
        Bad(json: "", reason: "Unexpected end of input", offset: 0),
        Bad(json: "   ", reason: "Unexpected end of input", offset: 3),
        Bad(json: "[1,]", reason: "Invalid value", offset: 3),
        Bad(json: "[1 2]", reason: "Expected ',' or ']'", offset: 3),
        Bad(json: "[1", reason: "Unexpected end of input", offset: 2),
        Bad(json: #"{"a" 1}"#, reason: "Expected ':'", offset: 5),
        Bad(json: "{1: 2}", reason: "Expected a member name", offset: 1),
        Bad(json: #"{"a": 1,}"#, reason: "Expected a member name", offset: 8),
        Bad(json: #"{"a": 1 "b": 2}"#, reason: "Expected ',' or '}'", offset: 8),
        Bad(json: "tru", reason: "Invalid literal", offset: 0),
        Bad(json: "nul", reason: "Invalid literal", offset: 0),
        Bad(json: "True", reason: "Invalid value", offset: 0),
        Bad(json: "NaN", reason: "Invalid value", offset: 0),
        Bad(json: "-", reason: "Invalid value", offset: 0),
        Bad(json: "1 2", reason: "Unexpected data after the value", offset: 2),
        Bad(json: "{} {}", reason: "Unexpected data after the value", offset: 3),
        Bad(json: #""abc"#, reason: "Unterminated string", offset: 4),
        Bad(json: #""abc\"#, reason: "Unterminated string", offset: 5),
        Bad(json: "\"a\nb\"", reason: "Control character in a string", offset: 2),
        Bad(json: "\"a\tb\"", reason: "Control character in a string", offset: 2),
        Bad(json: #""\x""#, reason: "Invalid escape in a string", offset: 2),
        Bad(json: #""\u12G4""#, reason: #"Invalid \u escape"#, offset: 5),
        Bad(json: #""\u12""#, reason: #"Invalid \u escape"#, offset: 3),
        Bad(json: "'a'", reason: "Invalid value", offset: 0),
    ])
    func rejectsInvalidDocumentsWithReasonAndOffset(_ bad: Bad) {
        #expect(throws: JSONParser.Failure(offset: bad.offset, reason: bad.reason)) {
            try JSONParser.parse(bad.json)
        }
    }

    @Test(arguments: [
        "01", "-01", "+1", ".5", "1.", "1.e5", "1e", "1e+", "--1", "1-2", "0x10", "1..2",
    ])
    func rejectsNumbersRFC8259Forbids(json: String) {
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(json) }
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse("[\(json)]") }
    }

    @Test func failureDescriptionNamesTheByte() {
        #expect(
            JSONParser.Failure(offset: 7, reason: "Expected ':'").description == "Expected ':' at byte 7")
    }

    @Test func nestingUpToTheLimitParses() throws {
        let depth = JSONParser.maxDepth
        let json = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        var value = try JSONParser.parse(json)
        var levels = 0
        while case .array(let elements) = value {
            levels += 1
            guard let inner = elements.first else { break }
            value = inner
        }
        #expect(levels == depth)
    }

    @Test(arguments: [
        ("[", "]"),
        ("{\"a\":", "}"),
        ("[{\"a\":", "}]"),
    ])
    func nestingDeeperThanTheLimitFailsWithoutCrashing(open: String, close: String) {
        for depth in [JSONParser.maxDepth + 1, 100_000] {
            let json =
                String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth)
            #expect {
                try JSONParser.parse(json)
            } throws: { error in
                (error as? JSONParser.Failure)?.reason == "Nesting deeper than \(JSONParser.maxDepth)"
            }
        }
        let unclosed = String(repeating: open, count: 1_000_000)
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(unclosed) }
    }

    @Test func parsesFromBytes() throws {
        let bytes = Array(#"{"text": "٤٨١٥١٦"}"#.utf8)
        let value = try bytes.withUnsafeBufferPointer { buffer in
            try Result { () throws(JSONParser.Failure) in try JSONParser.parse(buffer) }.get()
        }
        #expect(value["text"] == .string("٤٨١٥١٦"))
    }

    @Test func invalidUTF8InAStringIsReplacedNotFatal() throws {
        let bytes: [UInt8] = [0x22, 0x61, 0xFF, 0xC3, 0x62, 0x22]
        let value = try bytes.withUnsafeBufferPointer { buffer in
            try Result { () throws(JSONParser.Failure) in try JSONParser.parse(buffer) }.get()
        }
        #expect(value == .string("a\u{FFFD}\u{FFFD}b"))
    }
}
