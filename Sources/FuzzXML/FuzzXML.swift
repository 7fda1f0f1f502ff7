import FuzzSupport

// Fuzzes the SMS Backup XML reader; see `SMSBackupInvariants`.
//
// Built by `make fuzz` with libFuzzer (-DFUZZING): libFuzzer supplies `main` and calls the
// entry point below. Built plainly (`swift build`), it replays the files or directories named
// on its command line: `.build/debug/FuzzXML fuzz/corpus/FuzzXML`.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzEntry.run(data, size, SMSBackupInvariants.check)
}

#if !FUZZING
@main
enum FuzzXMLReplay {
    static func main() { FuzzEntry.replay(SMSBackupInvariants.check) }
}
#endif
