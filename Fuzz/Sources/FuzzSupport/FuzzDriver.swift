/// libFuzzer's driver, for a program that has its own `main`.
///
/// SwiftPM links an executable with `main` renamed to `<module>_main`, so
/// libFuzzer's own `main` never runs: each target's `<module>_main` hands its
/// arguments and its `LLVMFuzzerTestOneInput` to this driver instead.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

public enum FuzzDriver {
    /// One fuzz input: the bytes and their count. Returns 0.
    public typealias TestOneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

    /// Runs libFuzzer with the command line (`-max_total_time=…`, corpus folders).
    public static func run(
        _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
        _ testOneInput: TestOneInput
    ) -> CInt {
        var count = argc
        var arguments = argv
        return LLVMFuzzerRunDriver(&count, &arguments, testOneInput)
    }

    /// The input as an array.
    public static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }
}
