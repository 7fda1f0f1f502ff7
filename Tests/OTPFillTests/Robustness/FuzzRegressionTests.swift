import Foundation
import Testing
@testable import FuzzSupport

/// Replays the committed fuzz inputs through the fuzz targets' invariant checks, so every
/// seed and every crash the fuzzers found (kept in `fuzz/corpus/<target>/`) is a test.
@Suite struct FuzzRegressionTests {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("fuzz/corpus")

    static func check(for target: String) -> FuzzEntry.Check? {
        switch target {
        case "FuzzExtractor": ExtractorInvariants.check
        case "FuzzNormalizer": NormalizerInvariants.check
        case "FuzzSlots": SlotInvariants.check
        case "FuzzJSON": JSONInvariants.check
        case "FuzzLines": LinesInvariants.check
        case "FuzzEmail": EmailInvariants.check
        case "FuzzXML": SMSBackupInvariants.check
        default: nil
        }
    }

    @Test(arguments: ["FuzzExtractor", "FuzzNormalizer", "FuzzSlots", "FuzzJSON", "FuzzLines", "FuzzEmail", "FuzzXML"])
    func committedInputsKeepTheInvariants(target: String) throws {
        let check = try #require(FuzzRegressionTests.check(for: target))
        let folder = FuzzRegressionTests.corpus.appendingPathComponent(target)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted()
        #expect(!names.isEmpty, "no inputs in \(folder.path)")
        for name in names {
            let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
            #expect(throws: Never.self, "\(target)/\(name)") {
                try bytes.withUnsafeBufferPointer { buffer throws(InvariantViolation) in try check(buffer) }
            }
        }
    }
}
