/// The widget's state as the JSON object `otpfill slots --json` prints (SPEC §4), keys in order:
/// `boxes, focus, filled, commits, code, verifyEnabled, rejected`.
public enum SlotStateFormatter {
    public static func json(_ widget: SlotWidget) -> String {
        var writer = JSONWriter()
        writer.beginObject()
        writer.beginArray("boxes")
        for box in widget.boxes { writer.string(nil, box.map(String.init) ?? "") }
        writer.endArray()
        writer.int("focus", widget.focus)
        writer.beginArray("filled")
        for index in widget.filled { writer.int(nil, index) }
        writer.endArray()
        writer.int("commits", widget.commits)
        writer.string("code", widget.code)
        writer.bool("verifyEnabled", widget.verifyEnabled)
        writer.bool("rejected", widget.isRejected)
        writer.endObject()
        return writer.text
    }
}
