import OTPFill

/// Invariants of ``JSONParser`` on arbitrary bytes (`FuzzJSON`): it returns a value or a
/// failure inside the input, never traps; and every string it returns (member names too)
/// survives a round trip through otpfill's own ``JSONWriter``.
public enum JSONInvariants {
    public static func check(_ bytes: UnsafeBufferPointer<UInt8>) throws(InvariantViolation) {
        let result = Result { () throws(JSONParser.Failure) in try JSONParser.parse(bytes) }
        switch result {
        case let .failure(failure):
            try require((0...bytes.count).contains(failure.offset), "failure offset \(failure.offset) outside \(bytes.count) bytes")
        case let .success(value):
            var budget = 256
            try roundTrip(value, budget: &budget)
        }
    }

    static func roundTrip(_ value: JSONValue, budget: inout Int) throws(InvariantViolation) {
        guard budget > 0 else { return }
        budget -= 1
        switch value {
        case let .string(text): try roundTrip(text)
        case let .array(elements): for element in elements { try roundTrip(element, budget: &budget) }
        case let .object(members):
            for (key, member) in members {
                try roundTrip(key)
                try roundTrip(member, budget: &budget)
            }
        case let .number(number):
            try require(!number.isNaN, "a number parsed as NaN")
        case .null, .bool: break
        }
    }

    static func roundTrip(_ text: String) throws(InvariantViolation) {
        var writer = JSONWriter()
        writer.string(nil, text)
        let parsed: JSONValue
        do { parsed = try JSONParser.parse(writer.text) } catch {
            throw InvariantViolation("written string does not parse: \(error)")
        }
        try require(parsed.stringValue.map { Array($0.unicodeScalars) } == Array(text.unicodeScalars),
                    "string changed in a round trip")
    }
}
