/// Runs one message through the whole pipeline: extract, check the origin, paste the winning
/// code into a fresh widget.
public struct MessageProcessor: Sendable {
    public var extractor: Extractor
    /// When set, codes bound elsewhere (or, if it requires one, unbound codes) are never filled.
    public var originPolicy: OriginPolicy?
    /// The widget's box count; `nil` means the code's own length.
    public var slotCount: Int?
    /// The box focused when the code is pasted.
    public var focus: Int
    /// The widget's charset; `nil` picks `digits` for numeric codes and `alnum` otherwise.
    public var charset: SlotCharset?
    public var pastePolicy: PastePolicy

    public init(extractor: Extractor = Extractor(), originPolicy: OriginPolicy? = nil, slotCount: Int? = nil,
                focus: Int = 0, charset: SlotCharset? = nil, pastePolicy: PastePolicy = .clamp) {
        self.extractor = extractor
        self.originPolicy = originPolicy
        self.slotCount = slotCount
        self.focus = focus
        self.charset = charset
        self.pastePolicy = pastePolicy
    }

    public func process(_ message: Message) -> MessageResult {
        process(message, extraction: extractor.extract(message.text))
    }

    /// The rest of the pipeline for a message whose `extraction` is already known (it must be
    /// `extractor.extract(message.text)`).
    public func process(_ message: Message, extraction: Extraction) -> MessageResult {
        var result = MessageResult(message: message, extraction: extraction, originMatch: nil, widget: nil, committed: false)
        guard let best = extraction.best else { return result }
        if let originPolicy {
            let bound = best.rule == "origin-bound" ? extraction.origin : nil
            let match = originPolicy.evaluate(bound ?? (extraction.origin?.code == best.raw ? extraction.origin : nil))
            result.originMatch = match
            if match == .refused { return result }
        }
        let count = min(SlotWidget.maxCount, max(1, slotCount ?? best.code.count))
        // Every character an ASCII digit: every byte one (Character.isNumber asks Unicode's tables).
        let allDigits = best.code.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
        var widget = SlotWidget(count: count, charset: charset ?? (allDigits ? .digits : .alnum), pastePolicy: pastePolicy)
        if focus > 0 { widget.apply(.tap(min(focus, count - 1))) }
        result.committed = widget.apply(.paste(best.raw))
        if widget.isEmpty { return result }
        result.widget = widget
        return result
    }
}
