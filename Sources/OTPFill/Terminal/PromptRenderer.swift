/// Draws a ``PromptView`` as text: a title, a row of boxes three lines high, an AutoFill line
/// and a status line (``height`` lines in all).
///
///       Enter the 6-digit code
///       ┌───┐ ┌───┐ ┏━━━┓ ┌───┐ ┌───┐ ┌───┐
///       │ 4 │ │ 2 │ ┃   ┃ │   │ │   │ │   │
///       └───┘ └───┘ ┗━━━┛ └───┘ └───┘ └───┘
///       From: /tmp/sms.log
///       Enter submits · Esc cancels
///
/// The focused box has heavy lines (so it shows even without colour); with colour it is also
/// cyan and bold, filled boxes are green, errors red. Without a UTF-8 locale the boxes are
/// drawn in ASCII (`+---+`, focused `#===#`); in a terminal too narrow for the boxes, as one
/// line of `[4][2]>_<[_]`.
public struct PromptRenderer: Sendable {
    /// Lines in a frame.
    public static let height = 6
    /// Columns left of the boxes, room for the shake.
    public static let margin = 2

    /// Whether to draw with box-drawing characters (a UTF-8 terminal) or ASCII.
    public var unicode: Bool
    /// Whether to add SGR colours.
    public var color: Bool
    /// The terminal's width in columns; lines are cut to fit.
    public var width: Int

    public init(unicode: Bool = true, color: Bool = true, width: Int = 80) {
        self.unicode = unicode
        self.color = color
        self.width = max(8, width)
    }

    /// The frame's lines, with SGR sequences when ``color`` is on.
    public func lines(_ view: PromptView) -> [String] {
        let pad = String(repeating: " ", count: PromptRenderer.margin)
        let shift = String(repeating: " ", count: max(0, PromptRenderer.margin + view.shakeOffset))
        let needed = PromptRenderer.margin * 2 + view.boxes.count * 6
        let gap = needed <= width ? " " : ""
        var rows = ["", "", ""]
        let compact = PromptRenderer.margin * 2 + view.boxes.count * 5 > width
        for box in view.boxes where compact {
            // Too narrow for drawn boxes: one line of [4][2]>_<[_].
            let content = box.text.map { unicode ? String($0) : PromptRenderer.ascii(String($0)) } ?? "_"
            let style = boxStyle(box, tone: view.tone)
            let (open, close) = box.isFocused ? (">", "<") : ("[", "]")
            rows[1] += style + open + reset(style) + content + style + close + reset(style)
        }
        for (index, box) in view.boxes.enumerated() where !compact {
            let glyphs = glyphs(focused: box.isFocused)
            let content = box.text.map { unicode ? String($0) : PromptRenderer.ascii(String($0)) } ?? " "
            let style = boxStyle(box, tone: view.tone)
            let contentStyle = box.isFilled ? sgr("1") : ""
            let separator = index == 0 ? "" : gap
            rows[0] += separator + style + glyphs.topLeft + String(repeating: glyphs.horizontal, count: 3) + glyphs.topRight + reset(style)
            rows[1] += separator + style + glyphs.vertical + reset(style) + " " + contentStyle + content + reset(contentStyle) + " "
                + style + glyphs.vertical + reset(style)
            rows[2] += separator + style + glyphs.bottomLeft + String(repeating: glyphs.horizontal, count: 3) + glyphs.bottomRight + reset(style)
        }
        let statusStyle: String
        switch view.tone {
        case .hint: statusStyle = sgr("2")
        case .error: statusStyle = sgr("31")
        case .success: statusStyle = sgr("32")
        }
        let title = sgr("1") + fit(view.title, room: width - PromptRenderer.margin - 1) + reset(sgr("1"))
        let suggestion = view.suggestion.map { sgr("36") + fit($0, room: width - PromptRenderer.margin - 1) + reset(sgr("36")) } ?? ""
        let status = statusStyle + fit(view.status, room: width - PromptRenderer.margin - 1) + reset(statusStyle)
        return [pad + title] + rows.map { shift + $0 } + [pad + suggestion, pad + status]
    }

    /// The frame without SGR sequences, lines trailing spaces trimmed: what `tmux capture-pane -p` shows.
    public func plainLines(_ view: PromptView) -> [String] {
        var plain = self
        plain.color = false
        return plain.lines(view).map { line in
            var line = line
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// The bytes that draw `view` in place, starting and ending with the cursor at the frame's top-left
    /// (each line is cleared first, so a shorter frame leaves nothing behind).
    public func frame(_ view: PromptView) -> String {
        let body = lines(view).map { "\u{1B}[2K" + $0 }.joined(separator: "\r\n")
        return "\r" + body + "\u{1B}[\(PromptRenderer.height - 1)A\r"
    }

    /// The bytes that move the cursor from the frame's top-left to the line below it.
    public static let leaveFrame = "\u{1B}[\(height - 1)B\r\n"

    private struct Glyphs {
        var topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical: String
    }

    private func glyphs(focused: Bool) -> Glyphs {
        switch (unicode, focused) {
        case (true, false): return Glyphs(topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│")
        case (true, true): return Glyphs(topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛", horizontal: "━", vertical: "┃")
        case (false, false): return Glyphs(topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|")
        case (false, true): return Glyphs(topLeft: "#", topRight: "#", bottomLeft: "#", bottomRight: "#", horizontal: "=", vertical: "#")
        }
    }

    private func boxStyle(_ box: PromptView.Box, tone: PromptView.Tone) -> String {
        if box.isFocused { return sgr("1;36") }
        if box.isFilled { return sgr(tone == .error ? "31" : "32") }
        return sgr("2")
    }

    private func sgr(_ parameters: String) -> String {
        color ? "\u{1B}[\(parameters)m" : ""
    }

    private func reset(_ style: String) -> String {
        style.isEmpty ? "" : "\u{1B}[0m"
    }

    /// `text` in ASCII: the prompt's own `·`, `…` and `•` spelled out, anything else non-ASCII a `?`.
    static func ascii(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "·": result += "-"
            case "…": result += "..."
            case "•": result += "*"
            default: result += character.isASCII ? String(character) : "?"
            }
        }
        return result
    }

    private func fit(_ text: String, room: Int) -> String {
        let text = unicode ? text : PromptRenderer.ascii(text)
        guard text.count > room else { return text }
        return String(text.prefix(max(0, room - 1))) + (unicode ? "…" : "~")
    }
}
