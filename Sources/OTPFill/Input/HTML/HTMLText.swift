/// Turns an HTML e-mail body into the text a person would see.
///
/// Drops what is never shown (`<head>`, `<title>`, `<style>`, `<script>`, comments including
/// Outlook's `<!--[if mso]>…<![endif]-->`) and what is hidden on purpose: preheaders hidden
/// with `display:none`, `visibility:hidden`, `max-height:0`, `opacity:0` or the `hidden`
/// attribute often repeat or hide other numbers. Entities are decoded, zero-width padding
/// removed, white space collapsed, and codes drawn one character per box joined again (see
/// ``HTMLTextBuilder``).
///
/// One forward pass with no backtracking and no recursion: every scalar is looked at a bounded
/// number of times, and the open-element stack is capped, so hostile nesting stays linear.
public struct HTMLText {
    /// The deepest element nesting tracked; deeper elements still show their text.
    public static let maxOpenElements = 256

    private struct OpenElement {
        var name: String
        var hidden: Bool
        var level: HTMLTextBuilder.Break
    }

    private let input: [Unicode.Scalar]
    private var index = 0
    private var builder = HTMLTextBuilder()
    private var open: [OpenElement] = []
    private var hiddenDepth = 0
    private var inHead = false

    private init(_ html: String) { input = Array(html.unicodeScalars) }

    /// The visible text of `html`.
    public static func text(fromHTML html: String) -> String {
        var converter = HTMLText(html)
        converter.run()
        return converter.builder.finish()
    }

    private var showing: Bool { hiddenDepth == 0 && !inHead }

    private mutating func run() {
        while index < input.count {
            let scalar = input[index]
            if scalar == "<" {
                tag()
            } else if scalar == "&" {
                let decoded = characterReference()
                if showing { for scalar in decoded.unicodeScalars { builder.append(scalar) } }
            } else {
                if showing { builder.append(scalar) }
                index += 1
            }
        }
    }

    // MARK: Tags

    private mutating func tag() {
        let next = peek(1)
        if next == "!" {
            if matches("<!--", at: index) {
                skipComment()
            } else {
                skip(past: ">")  // <!DOCTYPE>, <![if !mso]>, <![endif]>, CDATA: not text
            }
        } else if next == "?" {
            skip(past: ">")
        } else if next == "/", let letter = peek(2), isLetter(letter) {
            index += 2
            let name = tagName()
            skip(past: ">")
            endTag(name)
        } else if let letter = next, isLetter(letter) {
            index += 1
            let name = tagName()
            let (attributes, selfClosing) = self.attributes()
            startTag(name, attributes: attributes, selfClosing: selfClosing)
        } else {
            if showing { builder.append("<") }
            index += 1
        }
    }

    private mutating func startTag(_ name: String, attributes: [String: String], selfClosing: Bool) {
        if HTMLElements.rawText.contains(name) {
            if !selfClosing { skipRawText(name) }
            return
        }
        if name == "head" { inHead = true; return }
        if name == "body" { inHead = false }
        if inHead && !HTMLElements.head.contains(name) { inHead = false }
        closeImplied(by: name)

        var level = HTMLElements.boundary(for: name)
        if level == .line, let style = attributes["style"], HTMLText.compact(style).contains("display:inline") {
            level = .space
        }
        builder.boundary(name == "br" || name == "hr" ? .line : level)
        guard !HTMLElements.void.contains(name), !selfClosing else { return }
        let hidden = HTMLText.isHidden(attributes)
        guard open.count < HTMLText.maxOpenElements else { return }
        open.append(OpenElement(name: name, hidden: hidden, level: level))
        if hidden { hiddenDepth += 1 }
    }

    private mutating func endTag(_ name: String) {
        if name == "head" { inHead = false; return }
        if name == "br" { builder.boundary(.line); return }
        guard let position = open.lastIndex(where: { $0.name == name }) else {
            builder.boundary(HTMLElements.boundary(for: name))
            return
        }
        let level = open[position].level
        pop(to: position)
        builder.boundary(level)
    }

    /// Pops `open[position...]`, keeping the hidden count right.
    private mutating func pop(to position: Int) {
        while open.count > position {
            let element = open.removeLast()
            if element.hidden { hiddenDepth -= 1 }
        }
    }

    /// The end tags HTML infers: a block closes an open `<p>`, a new `<li>`, `<td>` or `<tr>`
    /// closes the previous one within its list, row or table.
    private mutating func closeImplied(by name: String) {
        func closeNearest(_ targets: Set<String>, stoppingAt scopes: Set<String>) {
            for position in open.indices.reversed() {
                let current = open[position].name
                if targets.contains(current) {
                    let level = open[position].level
                    pop(to: position)
                    builder.boundary(level)
                    return
                }
                if scopes.contains(current) { return }
            }
        }
        if HTMLElements.closesParagraph.contains(name), open.last?.name == "p" {
            pop(to: open.count - 1)
            builder.boundary(.line)
        }
        switch name {
        case "li": closeNearest(["li"], stoppingAt: ["ul", "ol", "menu"])
        case "td", "th": closeNearest(["td", "th"], stoppingAt: ["tr", "table"])
        case "tr": closeNearest(["tr"], stoppingAt: ["table"])
        case "option": closeNearest(["option"], stoppingAt: ["select"])
        default: break
        }
    }

    /// Whether the element is hidden from view by its attributes.
    static func isHidden(_ attributes: [String: String]) -> Bool {
        if attributes["hidden"] != nil { return true }
        guard let style = attributes["style"] else { return false }
        let css = compact(style)
        if css.contains("display:none") || css.contains("visibility:hidden") { return true }
        return isZero(css, after: "max-height:") || isZero(css, after: "opacity:")
    }

    /// Whether some `property` in `css` has the value zero (`0`, `0px`, `0!important`, not `0.5`).
    private static func isZero(_ css: String, after property: String) -> Bool {
        var rest = Substring(css)
        while let range = rest.firstRange(of: property) {
            let value = rest[range.upperBound...]
            if value.first == "0" {
                let after = value.dropFirst().first
                if after == nil || !(after!.isNumber || after == ".") { return true }
            }
            rest = value
        }
        return false
    }

    /// CSS lowercased with white space removed, so `display : none` matches `display:none`.
    static func compact(_ css: String) -> String {
        String(String.UnicodeScalarView(css.lowercased().unicodeScalars.filter {
            $0 != " " && $0 != "\t" && $0 != "\n" && $0 != "\r"
        }))
    }

    // MARK: Scanning

    private func peek(_ offset: Int) -> Unicode.Scalar? {
        index + offset < input.count ? input[index + offset] : nil
    }

    private func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
    }

    private func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}"
    }

    private func matches(_ literal: String, at position: Int, ignoringCase: Bool = false) -> Bool {
        var offset = position
        for expected in literal.unicodeScalars {
            guard offset < input.count else { return false }
            var actual = input[offset]
            if ignoringCase, actual >= "A", actual <= "Z" { actual = Unicode.Scalar(actual.value + 32)! }
            if actual != expected { return false }
            offset += 1
        }
        return true
    }

    /// Moves past the next `terminator`, or to the end.
    private mutating func skip(past terminator: Unicode.Scalar) {
        while index < input.count, input[index] != terminator { index += 1 }
        index = min(index + 1, input.count)
    }

    /// Skips `<!-- … -->` (also the abrupt `<!-->` and `<!--->`); unterminated runs to the end.
    private mutating func skipComment() {
        index += 4
        if matches(">", at: index) { index += 1; return }
        if matches("->", at: index) { index += 2; return }
        while index < input.count {
            if input[index] == ">", index >= 2, input[index - 1] == "-", input[index - 2] == "-" {
                index += 1
                return
            }
            index += 1
        }
    }

    /// Skips the content of a raw-text element up to and including `</name>`.
    private mutating func skipRawText(_ name: String) {
        let closing = "</" + name
        while index < input.count {
            if input[index] == "<", matches(closing, at: index, ignoringCase: true) {
                let after = index + closing.unicodeScalars.count
                if after >= input.count || isSpace(input[after]) || input[after] == ">" || input[after] == "/" {
                    index = after
                    skip(past: ">")
                    return
                }
            }
            index += 1
        }
    }

    private mutating func tagName() -> String {
        var name = String.UnicodeScalarView()
        while index < input.count {
            let scalar = input[index]
            if isSpace(scalar) || scalar == "/" || scalar == ">" { break }
            name.append(scalar)
            index += 1
        }
        return String(name).lowercased()
    }

    /// Reads attributes up to and including the `>`; names lowercased, values unquoted.
    private mutating func attributes() -> ([String: String], Bool) {
        var attributes: [String: String] = [:]
        var selfClosing = false
        while index < input.count {
            let scalar = input[index]
            if scalar == ">" { index += 1; return (attributes, selfClosing) }
            if isSpace(scalar) { index += 1; continue }
            if scalar == "/" { selfClosing = true; index += 1; continue }
            selfClosing = false
            var name = String.UnicodeScalarView()
            while index < input.count {
                let current = input[index]
                if isSpace(current) || current == "=" || current == ">" || (current == "/" && !name.isEmpty) { break }
                name.append(current)
                index += 1
            }
            while index < input.count, isSpace(input[index]) { index += 1 }
            var value = ""
            if index < input.count, input[index] == "=" {
                index += 1
                while index < input.count, isSpace(input[index]) { index += 1 }
                value = attributeValue()
            }
            let key = String(name).lowercased()
            if attributes[key] == nil { attributes[key] = value }
        }
        return (attributes, selfClosing)
    }

    private mutating func attributeValue() -> String {
        var value = String.UnicodeScalarView()
        guard index < input.count else { return "" }
        let quote = input[index]
        if quote == "\"" || quote == "'" {
            index += 1
            while index < input.count, input[index] != quote {
                value.append(input[index])
                index += 1
            }
            index = min(index + 1, input.count)
        } else {
            while index < input.count, !isSpace(input[index]), input[index] != ">" {
                value.append(input[index])
                index += 1
            }
        }
        return String(value)
    }

    // MARK: Character references

    /// Decodes the character reference at `index` (`&amp;`, `&#8203;`, `&#x20AC;`, legacy `&copy`);
    /// an `&` that starts none is itself.
    private mutating func characterReference() -> String {
        let start = index
        index += 1
        if index < input.count, input[index] == "#" {
            index += 1
            var hex = false
            if index < input.count, input[index] == "x" || input[index] == "X" { hex = true; index += 1 }
            var value: UInt32 = 0
            var digits = 0
            while index < input.count, let digit = HTMLText.digitValue(input[index], hex: hex) {
                value = min(value &* (hex ? 16 : 10) &+ digit, 0x11_0000)
                digits += 1
                index += 1
            }
            guard digits > 0 else { index = start + 1; return "&" }
            if index < input.count, input[index] == ";" { index += 1 }
            return String(HTMLText.numericReference(value))
        }
        var name = String.UnicodeScalarView()
        var position = index
        while position < input.count, name.count < HTMLEntities.maxNameLength,
              input[position].properties.isASCIIHexDigit || isLetter(input[position])
                || (input[position] >= "0" && input[position] <= "9") {
            name.append(input[position])
            position += 1
        }
        if position < input.count, input[position] == ";", let scalar = HTMLEntities.scalar(named: String(name)) {
            index = position + 1
            return String(scalar)
        }
        // A legacy reference without ';' (`&copy2024`): the longest known prefix.
        var length = name.count
        while length >= 2 {
            let candidate = String(String.UnicodeScalarView(name.prefix(length)))
            if HTMLEntities.isLegacy(candidate), let scalar = HTMLEntities.scalar(named: candidate) {
                index += length
                return String(scalar)
            }
            length -= 1
        }
        return "&"
    }

    private static func digitValue(_ scalar: Unicode.Scalar, hex: Bool) -> UInt32? {
        switch scalar {
        case "0"..."9": return scalar.value - 0x30
        case "a"..."f" where hex: return scalar.value - 0x61 + 10
        case "A"..."F" where hex: return scalar.value - 0x41 + 10
        default: return nil
        }
    }

    /// The scalar for `&#value;` per the HTML standard: 0x80–0x9F through windows-1252,
    /// NUL, surrogates and out-of-range values as U+FFFD.
    static func numericReference(_ value: UInt32) -> Unicode.Scalar {
        if value == 0 || value > 0x10FFFF { return "\u{FFFD}" }
        if value >= 0x80 && value <= 0x9F { return Windows1252.scalar(UInt8(value)) }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }
}
