extension RuleGate {
    /// The pieces one of which every match of a rule starts with (``RequiredLiterals/leading(of:cache:)``),
    /// by slot: where, among the finds of a message's scan, a search for the rule need be tried
    /// (``Allowed/starts(of:)``).
    final class LeadingPieces: Sendable {
        /// Rule `slot`'s pieces are `pieces[bounds[slot]..<bounds[slot + 1]]`.
        private let bounds: [Int32]
        private let pieces: [Int32]
        /// How many pieces the gate has, for a table by piece.
        let pieceCount: Int

        /// Rule `slot`'s leading pieces as `pieces[bounds[slot]..<bounds[slot + 1]]`, numbered
        /// among `pieceCount` pieces.
        init(bounds: [Int32], pieces: [Int32], pieceCount: Int) {
            self.bounds = bounds
            self.pieces = pieces
            self.pieceCount = pieceCount
        }

        /// Calls `body` with each of rule `slot`'s pieces.
        @inline(__always)
        func forEach(of slot: Int, _ body: (Int32) -> Void) {
            pieces.withUnsafeBufferPointer { pieces in
                for index in Int(bounds[slot])..<Int(bounds[slot + 1]) { body(pieces[index]) }
            }
        }
    }
}
