// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "otpfill",
    products: [
        .library(name: "OTPFill", targets: ["OTPFill"]),
        .executable(name: "otpfill", targets: ["OTPFillCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CPCRE2",
            pkgConfig: "libpcre2-8",
            providers: [.apt(["libpcre2-dev"])]
        ),
        .target(
            name: "OTPFill",
            dependencies: ["CPCRE2"]
        ),
        .executableTarget(
            name: "OTPFillCLI",
            dependencies: [
                "OTPFill",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Fuzzing (`make fuzz`): FuzzSupport holds the invariant checks and a seeded generator,
        // shared with the tests; each Fuzz* executable is a libFuzzer entry point when built with
        // -DFUZZING and the fuzzer sanitizer, and otherwise a plain program that replays files or
        // directories.
        .target(
            name: "FuzzSupport",
            dependencies: ["OTPFill"]
        ),
        .executableTarget(name: "FuzzExtractor", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzNormalizer", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzSlots", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzJSON", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzLines", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzEmail", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzXML", dependencies: ["FuzzSupport"]),
        .testTarget(
            name: "OTPFillTests",
            dependencies: ["OTPFill", "FuzzSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["OTPFillCLI", "FuzzSupport"]
        ),
    ]
)
