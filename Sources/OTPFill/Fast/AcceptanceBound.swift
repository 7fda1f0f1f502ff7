/// Whether any candidate of a message could score ``Ranker/acceptanceThreshold``, judged from
/// the literals the rule gate found, before any rule runs.
///
/// Most messages with numbers in them (orders, amounts, dates, chat) have no keyword at all.
/// A candidate's score is a sum (``Ranker``), so without a keyword, a code rule or an origin
/// line it is at most: the best shape, the best layout its line allows, every positive-weight
/// rule the gate let through, and the slot fit, less the context rules that lower every
/// candidate ("40% off"), which only a keyword sets aside. When even that stays under the
/// threshold, no candidate is taken, and a caller that only wants the winner
/// (``ExtractionOptions/winnerOnly``) need not run a single rule. The extractor asks again
/// (``mayAcceptUnnamed(_:rules:allowed:slotCount:)``) once negative rules hide every keyword a
/// message has ("promo code"). Every term is an upper bound, so the winner never changes
/// (`AcceptanceBoundTests` compares on the whole corpus).
enum AcceptanceBound {
    /// `false` when no candidate of `text` can reach the threshold; `true` when one might.
    ///
    /// - Parameters:
    ///   - allowed: the rules the gate lets through for `text`; a rule run here that did not
    ///     match is taken out, so that the full extraction does not scan for it again.
    ///   - hasOrigin: whether `text` has an origin-bound line (its code always wins).
    static func mayAccept(_ text: UnsafeBufferPointer<UInt8>, rules: RuleSet, allowed: inout RuleGate.Allowed,
                          hasOrigin: Bool, slotCount: Int?) -> Bool {
        if hasOrigin { return true }
        // A keyword that matches anywhere may be enough; the gate's literals only say it might
        // match, so it is run (once, for a yes or no).
        if someMatches(rules.keywordSlots, of: rules, in: text, allowed: &allowed) { return true }
        return mayAcceptUnnamed(text, rules: rules, allowed: &allowed, slotCount: slotCount)
    }

    /// ``mayAccept(_:rules:allowed:hasOrigin:slotCount:)`` for a message without an origin line
    /// whose keywords, if any, a negative rule's match hides ("promo code SAVE33"): whether a
    /// code rule matches or a candidate could reach the threshold on shape, layout, slot fit,
    /// the positive-weight rules that match and the context rules that lower every candidate
    /// (no keyword is left to set them aside).
    static func mayAcceptUnnamed(_ text: UnsafeBufferPointer<UInt8>, rules: RuleSet, allowed: inout RuleGate.Allowed,
                                 slotCount: Int?) -> Bool {
        if someMatches(rules.codeSlots, of: rules, in: text, allowed: &allowed) { return true }
        var bound = Ranker.bestShapeScore
        if slotCount != nil { bound += Ranker.slotFitScore }
        switch bestLayout(text) {
        case .wholeMessage: bound += Ranker.wholeMessageScore
        case .aloneOnLine: bound += Ranker.aloneOnLineScore
        case .none: break
        }
        // The context rules that lower every candidate ("40% off", "sale") are run only once the
        // rest would let a candidate through; a rule the gate has not judged is not counted.
        var lowered = false
        func reaches() -> Bool {
            guard bound >= Ranker.acceptanceThreshold else { return false }
            guard !lowered else { return true }
            lowered = true
            for compiled in rules.lowerers where matches(compiled, in: text, allowed: &allowed) { bound += compiled.rule.weight }
            return bound >= Ranker.acceptanceThreshold
        }
        if reaches() { return true }
        for compiled in rules.raisers where matches(compiled, in: text, allowed: &allowed) {
            bound += compiled.rule.weight
            if reaches() { return true }
        }
        return false
    }

    /// Runs `compiled` if the gate allows it: whether it matches; a sure miss leaves `allowed`.
    private static func matches(_ compiled: RuleSet.Compiled, in text: UnsafeBufferPointer<UInt8>, allowed: inout RuleGate.Allowed) -> Bool {
        guard allowed[compiled.slot] else { return false }
        switch compiled.pattern.matchesAnywhere(in: text, from: allowed.start(of: compiled.slot), limit: allowed.limit(of: compiled.slot)) {
        case true?: return true
        case false?: allowed.remove(compiled.slot); return false
        case nil: return false  // a limit: no match for the bound, but the full scan still runs it
        }
    }

    /// Whether a rule of `slots` that the gate allows matches.
    private static func someMatches(_ slots: [UInt64], of rules: RuleSet, in text: UnsafeBufferPointer<UInt8>,
                                    allowed: inout RuleGate.Allowed) -> Bool {
        var slot = -1
        while let next = allowed.next(in: slots, after: slot) {
            if matches(rules.bySlot[next], in: text, allowed: &allowed) { return true }
            slot = next
        }
        return false
    }

    /// The best ``Ranker/layoutScore(_:text:explains:)`` a token of the message could have.
    enum Layout { case none, aloneOnLine, wholeMessage }

    /// A line can hold nothing but one token (and the blanks and closing `.`/`!`/`,` the
    /// layout score allows around it) only if its ASCII characters are letters, digits, blanks
    /// and `- . ! ,`, and its other characters digits, spaces, dashes, a minus sign or
    /// invisible (format) characters; invalid UTF-8 is let through. A token with letters
    /// (`K7PQ2X`) is ASCII without blanks, so a line with letters and an inner blank or a
    /// non-ASCII character is not one either.
    ///
    /// A line whose bytes so far already rule it out is skipped to its end (`memchr`), and once
    /// one line could hold a token and another could not, the answer is known.
    static func bestLayout(_ text: UnsafeBufferPointer<UInt8>) -> Layout {
        var line = LineShape()
        var someLine = false
        var everyLine = true
        func end(_ line: LineShape) {
            if !line.couldBeToken { everyLine = false } else if line.content { someLine = true }
        }
        var index = 0
        let count = text.count
        while index < count {
            let byte = text[index]
            if byte == 0x0A {
                end(line)
                if someLine && !everyLine { return .aloneOnLine }
                line = LineShape()
                index += 1
            } else if !line.couldBeToken {
                // Nothing later on the line makes it one that could hold a token.
                index = ByteSearch.firstIndex(of: 0x0A, in: text, from: index) ?? count
            } else if byte < 0x80 {
                line.add(byte)
                index += 1
            } else {
                let (scalar, width) = Prefilter.decode(text, at: index)
                line.addNonASCII(scalar)
                index += width
            }
        }
        end(line)
        // A token that is the whole message leaves only blank lines around it (which pass the
        // test), so every line must pass; a token alone on its line needs a line with content.
        if everyLine && someLine { return .wholeMessage }
        return someLine ? .aloneOnLine : .none
    }

    /// What ``bestLayout(_:)`` needs to know about one line.
    private struct LineShape {
        var bad = false, letter = false, nonASCII = false
        /// Whether the line has anything but blanks.
        var content = false, blankAfterContent = false, innerBlank = false

        var couldBeToken: Bool { !bad && !(letter && (innerBlank || nonASCII)) }

        mutating func add(_ byte: UInt8) {
            guard !bad else { return }
            if Ranker.isLineSpace(byte) {
                if content { blankAfterContent = true }
                return
            }
            guard AcceptanceBound.isTokenLineByte(byte) else { bad = true; return }
            if (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A { letter = true }
            markContent()
        }

        mutating func addNonASCII(_ scalar: Unicode.Scalar?) {
            guard !bad else { return }
            if let scalar, !AcceptanceBound.mayBeInToken(scalar) { bad = true; return }
            nonASCII = true
            markContent()
        }

        private mutating func markContent() {
            if blankAfterContent { innerBlank = true }
            content = true
        }
    }

    /// Whether a non-ASCII character can be part of a token or the blanks around it.
    fileprivate static func mayBeInToken(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .decimalNumber, .spaceSeparator, .dashPunctuation, .format, .nonspacingMark: return true
        default: return scalar.value == 0x2212
        }
    }

    /// Whether a line holding only a token may contain the ASCII `byte` besides its blanks:
    /// letters, digits, the separators `-` and `.`, and the punctuation that may close the line.
    /// A switch, not a table: a table in a static let cost a `swift_once` call per byte.
    fileprivate static func isTokenLineByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x2E: true
        default: Ranker.isCloser(byte)
        }
    }
}
