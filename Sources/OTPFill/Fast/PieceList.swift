/// The literal pieces of a rule gate (``RequiredLiterals/Piece``), numbered, with their bytes
/// stored back to back: one array instead of one per piece, which is what the gate scans and
/// what ``BuiltinRuleTable`` ships.
struct PieceList: RandomAccessCollection, Sendable {
    typealias Piece = RequiredLiterals.Piece

    /// Every piece's bytes, one after another.
    private(set) var bytes: [UInt8] = []
    /// Piece `n` is `bytes[bounds[n]..<bounds[n + 1]]`.
    private(set) var bounds: [Int32] = [0]
    private(set) var caseless: [Bool] = []

    init() {}

    /// The caseless pieces numbered from 0, then the exact ones, as the generated table lists them.
    ///
    /// Written into buffers of the final sizes: appending piece by piece cost 170 instructions
    /// a piece, a twelfth of a one-message run.
    init(caseless: [StaticString], exact: [StaticString]) {
        let count = caseless.count + exact.count
        let byteCount = caseless.reduce(0) { $0 + $1.utf8CodeUnitCount } + exact.reduce(0) { $0 + $1.utf8CodeUnitCount }
        var bounds = [Int32](repeating: 0, count: count + 1)
        bytes = [UInt8](unsafeUninitializedCapacity: byteCount) { bytes, initialized in
            bounds.withUnsafeMutableBufferPointer { bounds in
                var number = 0, end = 0
                for strings in [caseless, exact] {
                    for string in strings {
                        string.withUTF8Buffer { piece in
                            _ = UnsafeMutableBufferPointer(rebasing: bytes[end..<(end + piece.count)]).initialize(from: piece)
                            end += piece.count
                        }
                        number += 1
                        bounds[number] = Int32(end)
                    }
                }
                initialized = end
            }
        }
        self.bounds = bounds
        self.caseless = Array(repeating: true, count: caseless.count) + Array(repeating: false, count: exact.count)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { caseless.count }

    subscript(number: Int) -> Piece {
        Piece(bytes: Array(bytes[Int(bounds[number])..<Int(bounds[number + 1])]), caseless: caseless[number])
    }

    /// Adds `piece` and returns its number.
    mutating func append(_ piece: Piece) -> Int32 {
        bytes.append(contentsOf: piece.bytes)
        bounds.append(Int32(bytes.count))
        caseless.append(piece.caseless)
        return Int32(caseless.count - 1)
    }

    /// The numbers of `pieces`, adding those `added` does not know yet (it remembers the
    /// pieces this list has been given, so a piece many rules need is stored once).
    mutating func numbers(of pieces: Set<Piece>, added: inout [Piece: Int32]) -> [Int32] {
        pieces.map { piece in
            if let number = added[piece] { return number }
            let number = append(piece)
            added[piece] = number
            return number
        }
    }
}
