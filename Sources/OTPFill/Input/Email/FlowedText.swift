/// Undoes `format=flowed` (RFC 3676): soft-broken lines are joined back into paragraphs.
///
/// A flowed line ends in a space and continues on the next line; with `DelSp=yes` that space
/// was added by the sender and is removed too, so a code wrapped inside a word comes out whole.
/// Space-stuffing (a leading space added before `From `, `>` or a space) is removed. The
/// signature separator `-- ` is never joined.
public enum FlowedText {
    /// Joins the flowed lines of `text` (lines separated by LF; a CR before it is dropped).
    public static func unflow(_ text: String, deleteSpace: Bool) -> String {
        var result = String.UnicodeScalarView()
        for rawLine in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = rawLine[...]
            if line.last == "\r" { line = line.dropLast() }
            if line.first == " " { line = line.dropFirst() }
            let isSignature = line.elementsEqual("-- ".unicodeScalars)
            let flowed = !isSignature && line.last == " "
            if flowed && deleteSpace { line = line.dropLast() }
            result.append(contentsOf: line)
            if !flowed { result.append("\n") }
        }
        if result.last == "\n" { result.removeLast() }
        return String(result)
    }
}
