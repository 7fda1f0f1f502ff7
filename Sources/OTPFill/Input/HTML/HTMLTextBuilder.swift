/// Collects the visible text of an HTML document: collapses white space, turns element
/// boundaries into spaces or line breaks, and puts codes split one character per box back
/// together.
///
/// Mail templates draw a code as one box per character: `<td>4</td><td>8</td>…` or
/// `<span>4</span> <span>8</span>`. A browser shows those as `4 8 1 5 1 6` or as separate
/// rows, and a code search would miss them. So text between element boundaries is kept as
/// *segments*; a run of 4–12 consecutive segments that each hold a single visible character
/// (at least 4 of them letters or digits) is joined without separators. Shorter runs, like
/// a `1`/`2` pagination, keep their separators.
struct HTMLTextBuilder {
    /// How strongly two pieces of text are separated.
    enum Break: Int, Comparable {
        case none, space, line
        static func < (lhs: Break, rhs: Break) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The shortest and longest run of one-character boxes that is joined into one word.
    static let joinedRun = 4...12

    private var output = String.UnicodeScalarView()
    private var segment = String.UnicodeScalarView()
    private var segmentLength = 0
    private var trailingSpace = false
    private var pending: Break = .none
    private var run: [(Break, Unicode.Scalar)] = []

    /// Adds one scalar of document text.
    mutating func append(_ scalar: Unicode.Scalar) {
        if HTMLTextBuilder.isInvisible(scalar) { return }
        if HTMLTextBuilder.isCollapsibleSpace(scalar) {
            if segmentLength == 0 { pending = max(pending, .space) } else { trailingSpace = true }
            return
        }
        if trailingSpace {
            segment.append(" ")
            segmentLength += 1
            trailingSpace = false
        }
        segment.append(scalar)
        segmentLength += 1
    }

    /// Marks an element boundary: `.none` for inline elements, `.space` for cells and inline
    /// boxes, `.line` for blocks and `<br>`.
    mutating func boundary(_ level: Break) {
        flushSegment()
        pending = max(pending, level)
    }

    /// The text collected so far, with the last segment and run flushed.
    mutating func finish() -> String {
        flushSegment()
        flushRun()
        return String(output)
    }

    private mutating func flushSegment() {
        guard segmentLength > 0 else { return }
        if segmentLength == 1, let only = segment.first {
            run.append((pending, only))
        } else {
            flushRun()
            emit(pending, segment)
        }
        pending = trailingSpace ? .space : .none
        segment = String.UnicodeScalarView()
        segmentLength = 0
        trailingSpace = false
    }

    private mutating func flushRun() {
        guard !run.isEmpty else { return }
        let letters = run.count { $0.1.properties.isAlphabetic || $0.1.properties.numericType != nil }
        if HTMLTextBuilder.joinedRun.contains(run.count), letters >= HTMLTextBuilder.joinedRun.lowerBound {
            emit(run[0].0, String.UnicodeScalarView(run.map(\.1)))
        } else {
            for (level, scalar) in run { emit(level, String.UnicodeScalarView([scalar])) }
        }
        run.removeAll(keepingCapacity: true)
    }

    private mutating func emit(_ level: Break, _ text: String.UnicodeScalarView) {
        if !output.isEmpty {
            switch level {
            case .none: break
            case .space: output.append(" ")
            case .line: output.append("\n")
            }
        }
        output.append(contentsOf: text)
    }

    /// HTML white space, plus NBSP: padding made of `&nbsp;` collapses like spaces do.
    static func isCollapsibleSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0x09, 0x0A, 0x0C, 0x0D, 0xA0: return true
        default: return false
        }
    }

    /// Zero-width characters that pad preheaders and split codes (`4&zwnj;8`); never visible.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00AD, 0x034F, 0x180E, 0x200B...0x200D, 0x2060...0x2064, 0xFEFF: return true
        default: return false
        }
    }
}
