/// What the HTML-to-text conversion needs to know about element names.
///
/// Unknown elements (including Outlook's `o:p`) are inline, as browsers treat them.
enum HTMLElements {
    /// Elements whose content is not document text and is skipped up to the matching end tag.
    static let rawText: Set<String> = ["script", "style", "title", "textarea", "xmp", "iframe", "noembed", "noframes", "template"]

    /// Elements that never have content or an end tag.
    static let void: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr",
    ]

    /// Elements that may appear in `<head>`; any other start tag means the body has begun.
    static let head: Set<String> = ["html", "head", "meta", "link", "base", "title", "style", "script", "noscript", "template"]

    /// Cells and form controls: separated from their neighbours by a space.
    static let cells: Set<String> = ["td", "th", "input", "button", "select", "img"]

    /// Block elements: they start and end on their own line.
    static let blocks: Set<String> = [
        "address", "article", "aside", "blockquote", "body", "br", "caption", "center", "dd", "details", "dialog",
        "dir", "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4",
        "h5", "h6", "header", "hgroup", "hr", "html", "legend", "li", "main", "menu", "nav", "ol", "option", "p",
        "pre", "section", "summary", "table", "tbody", "tfoot", "thead", "tr", "ul",
    ]

    /// Start tags that close an open `<p>` (a simplification of the HTML parsing rules).
    static let closesParagraph: Set<String> = [
        "address", "article", "aside", "blockquote", "center", "details", "dialog", "dir", "div", "dl", "fieldset",
        "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup", "hr",
        "main", "menu", "nav", "ol", "p", "pre", "section", "summary", "table", "ul",
    ]

    /// The separation an element's start or end makes in the text.
    static func boundary(for name: String) -> HTMLTextBuilder.Break {
        if blocks.contains(name) { return .line }
        if cells.contains(name) { return .space }
        return .none
    }
}
