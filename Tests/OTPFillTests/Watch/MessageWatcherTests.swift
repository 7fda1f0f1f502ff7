import Glibc
import Testing
@testable import OTPFill

/// Watching files and directories for messages that arrive after the watch began.
@Suite struct MessageWatcherTests {
    /// A fresh directory under /tmp, removed at the end.
    final class Scratch {
        let path: String

        init() throws {
            var template = Array("/tmp/otpfill-watch-XXXXXX".utf8CString)
            let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
            try #require(made != nil)
            path = String(cString: made!)
        }

        deinit { _ = system("rm -rf '\(path)'") }

        func write(_ name: String, _ text: String, append: Bool = false) {
            let descriptor = open(path + "/" + name, O_WRONLY | O_CREAT | (append ? O_APPEND : O_TRUNC), 0o644)
            precondition(descriptor >= 0)
            _ = Array(text.utf8).withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
        }

        func makeDirectory(_ name: String) { mkdir(path + "/" + name, 0o755) }
    }

    static func texts(_ items: [InputItem]) -> [String] {
        items.compactMap { item in
            if case let .message(message) = item { return message.text }
            return nil
        }
    }

    /// Polls until something arrives or three seconds pass.
    static func waitForItems(_ watcher: MessageWatcher) -> [InputItem] {
        for _ in 0..<150 {
            let items = watcher.poll()
            if !items.isEmpty { return items }
            usleep(20_000)
        }
        return []
    }

    @Test(arguments: [false, true])
    func appendedLinesAreNewMessagesAndOldOnesAreNot(polling: Bool) throws {
        let scratch = try Scratch()
        scratch.write("sms.log", "Old code 111111\n")
        let watcher = try MessageWatcher(path: scratch.path + "/sms.log", polling: polling)
        #expect(watcher.kind == .file)
        #expect((watcher.descriptor == nil) == polling)
        #expect(watcher.poll().isEmpty)
        scratch.write("sms.log", "Your code is 481516\n", append: true)
        #expect(MessageWatcherTests.texts(MessageWatcherTests.waitForItems(watcher)) == ["Your code is 481516\n"])
        #expect(watcher.poll().isEmpty)
    }

    @Test func appendedLinesCanBeSplitOneMessageEach() throws {
        let scratch = try Scratch()
        scratch.write("sms.log", "")
        let watcher = try MessageWatcher(path: scratch.path + "/sms.log", format: .lines)
        scratch.write("sms.log", "first 111111\nsecond 222222\n", append: true)
        #expect(MessageWatcherTests.texts(MessageWatcherTests.waitForItems(watcher)) == ["first 111111", "second 222222"])
    }

    @Test func aPartialLineWaitsUntilTheFileSettles() throws {
        let scratch = try Scratch()
        scratch.write("sms.log", "")
        let watcher = try MessageWatcher(path: scratch.path + "/sms.log", polling: true)
        watcher.settleTime = 100
        scratch.write("sms.log", "Your code is 4815", append: true)
        #expect(watcher.poll().isEmpty)
        scratch.write("sms.log", "16", append: true)
        #expect(watcher.poll().isEmpty)
        usleep(150_000)
        #expect(MessageWatcherTests.texts(watcher.poll()) == ["Your code is 481516"])
    }

    @Test func aTruncatedFileIsReadFromTheStart() throws {
        let scratch = try Scratch()
        scratch.write("sms.log", "a long old message without a code\n")
        let watcher = try MessageWatcher(path: scratch.path + "/sms.log", polling: true)
        scratch.write("sms.log", "code 222333\n")
        #expect(MessageWatcherTests.texts(watcher.poll()) == ["code 222333\n"])
    }

    @Test(arguments: [false, true])
    func newFilesInADirectoryAreRead(polling: Bool) throws {
        let scratch = try Scratch()
        scratch.write("old.txt", "Old code 111111")
        let watcher = try MessageWatcher(path: scratch.path, polling: polling)
        #expect(watcher.kind == .directory)
        scratch.write("new.txt", "Your code is 481516")
        scratch.write(".hidden", "Your code is 999999")
        let items = MessageWatcherTests.waitForItems(watcher)
        #expect(MessageWatcherTests.texts(items) == ["Your code is 481516"])
        if case let .message(message) = items.first { #expect(message.source == scratch.path + "/new.txt") }
        usleep(50_000)
        #expect(watcher.poll().isEmpty)
    }

    @Test(arguments: [false, true])
    func newMailInAMaildirIsReadOnceEvenAfterMovingToCur(polling: Bool) throws {
        let scratch = try Scratch()
        for name in ["new", "cur", "tmp"] { scratch.makeDirectory(name) }
        scratch.write("cur/1.old:2,S", "Subject: old\n\nOld code 111111\n")
        let watcher = try MessageWatcher(path: scratch.path, polling: polling)
        #expect(watcher.kind == .maildir)
        scratch.write("tmp/2.host", "Subject: Sign in\n\nYour code is 481516\n")
        rename(scratch.path + "/tmp/2.host", scratch.path + "/new/2.host")
        let items = MessageWatcherTests.waitForItems(watcher)
        #expect(MessageWatcherTests.texts(items).count == 1)
        #expect(MessageWatcherTests.texts(items).first?.contains("481516") == true)
        rename(scratch.path + "/new/2.host", scratch.path + "/cur/2.host:2,S")
        usleep(50_000)
        #expect(watcher.poll().isEmpty)
        usleep(250_000)
        #expect(watcher.poll().isEmpty)
    }

    @Test func aMessageMovedToCurBeforeItWasReadIsReadThere() throws {
        let scratch = try Scratch()
        for name in ["new", "cur", "tmp"] { scratch.makeDirectory(name) }
        let watcher = try MessageWatcher(path: scratch.path)
        scratch.write("new/3.host", "Your code is 135790\n")
        rename(scratch.path + "/new/3.host", scratch.path + "/cur/3.host:2,S")
        let items = MessageWatcherTests.waitForItems(watcher)
        #expect(MessageWatcherTests.texts(items) == ["Your code is 135790\n"])
    }

    @Test func aMissingPathCannotBeWatched() {
        #expect(throws: WatchError(path: "/nonexistent/otpfill", reason: "No such file or directory")) {
            try MessageWatcher(path: "/nonexistent/otpfill")
        }
    }
}
