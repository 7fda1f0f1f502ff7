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
        .testTarget(
            name: "OTPFillTests",
            dependencies: ["OTPFill"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["OTPFillCLI"]
        ),
    ]
)
