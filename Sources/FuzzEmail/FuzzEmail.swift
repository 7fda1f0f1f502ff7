import FuzzSupport

// Fuzzes the e-mail decoder (MIME, encodings, charsets, HTML) and the mbox reader; see `EmailInvariants`.
//
// Built by `make fuzz` with libFuzzer (-DFUZZING): libFuzzer supplies `main` and calls the
// entry point below. Built plainly (`swift build`), it replays the files or directories named
// on its command line: `.build/debug/FuzzEmail fuzz/corpus/FuzzEmail`.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzEntry.run(data, size, EmailInvariants.check)
}

#if !FUZZING
@main
enum FuzzEmailReplay {
    static func main() { FuzzEntry.replay(EmailInvariants.check) }
}
#endif
