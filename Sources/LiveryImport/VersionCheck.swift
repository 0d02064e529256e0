/// An iOS version check written as code rather than `#available`, read from its text with the
/// spaces taken out: Objective-C's `[[[UIDevice currentDevice] systemVersion] floatValue] >= 7.0`
/// and the macros that wrap it, Foundation's version number, and Swift's
/// `NSString(string: UIDevice.current.systemVersion).floatValue >= 8.0`. Both readers decide it
/// against the deployment target as they decide `#available`.
enum VersionCheck {
    /// How code reads the version string as a number, at the end of the read (`[… floatValue]`, `.floatValue`).
    private static let numberReads = [
        "floatValue]", "doubleValue]", "intValue]", "integerValue]", ".floatValue", ".doubleValue", ".intValue", ".integerValue",
    ]

    /// The check a condition makes, as `@available` (`>=`, `!= NSOrderedAscending`) or `#unavailable`
    /// (`<`, `== NSOrderedAscending`) of a version: a version read as a number compared with a release
    /// (`… floatValue] >= 7.0`, a macro's parentheses around it, `!` before it), the `compare:options:NSNumericSearch`
    /// form `SYSTEM_VERSION_GREATER_THAN_OR_EQUAL_TO(@"7.0")` expands to, Foundation's version against a release's
    /// (`floor(NSFoundationVersionNumber) > NSFoundationVersionNumber_iOS_6_1`: iOS 7 and later), and one of
    /// `locals`, names the function gave the version (``readsSystemVersion(_:)``). Nil for another condition.
    static func parse(
        _ condition: String, locals: Set<String> = []
    ) -> (available: Bool, version: CompileConditions.Version, written: String)? {
        var text = condition
        while text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
        // `!IS_IOS7`, the macro's comparison in parentheses: the other side of it.
        if text.hasPrefix("!"), !text.hasPrefix("!="), let check = parse(String(text.dropFirst()), locals: locals) {
            return (!check.available, check.version, check.written)
        }
        let written = "the iOS version check"
        if let release = text.range(of: "NSFoundationVersionNumber_iOS_") {
            let numbers = text[release.upperBound...].prefix { $0.isNumber || $0 == "_" }.split(separator: "_").compactMap { Int($0) }
            // `floor(…)` around the number or around the whole comparison (as a macro may write it) changes nothing.
            let subject = text[..<release.lowerBound]
            guard let major = numbers.first, (subject.hasPrefix("floor(") ? subject.dropFirst(6) : subject).hasPrefix("NSFoundationVersionNumber")
            else { return nil }
            let minor = numbers.count > 1 ? numbers[1] : 0
            // `> 6_1` holds from the release after 6.1: from 6.2 on, as far as a deployment target tells.
            for (op, available, after) in [(">=", true, 0), ("<=", false, 1), (">", true, 1), ("<", false, 0)] where subject.hasSuffix(op) {
                return (available, CompileConditions.Version(major, minor + after), written)
            }
            return nil
        }
        // A local given the version (``readsSystemVersion(_:)``), compared with a release: `version >= 7`.
        for (op, available) in [(">=", true), ("<", false)] {
            let parts = text.components(separatedBy: op)
            guard parts.count == 2, locals.contains(parts[0]), !parts[1].hasPrefix("="),
                let version = CompileConditions.Version(parts[1].filter { $0.isNumber || $0 == "." })
            else { continue }
            return (available, version, written)
        }
        // `[[NSProcessInfo processInfo] operatingSystemVersion].majorVersion >= 8`, and Swift's
        // `ProcessInfo.processInfo.operatingSystemVersion.majorVersion >= 13`: the major version, a whole release.
        for (op, available, after) in [(">=", true, 0), ("<=", false, 1), (">", true, 1), ("<", false, 0)] {
            let parts = text.components(separatedBy: op)
            guard parts.count == 2, ["operatingSystemVersion].majorVersion", "operatingSystemVersion.majorVersion"].contains(where: parts[0].hasSuffix),
                !parts[1].hasPrefix("="), let major = Int(parts[1])
            else { continue }
            return (available, CompileConditions.Version(major + after, 0), written)
        }
        guard condition.contains("systemVersion") else { return nil }
        // `… compare:@"7.0" options:NSNumericSearch] != NSOrderedAscending` (a string token's text is its contents)
        if let compare = text.range(of: "compare:"), let options = text.range(of: "options:", range: compare.upperBound..<text.endIndex) {
            let digits = text[compare.upperBound..<options.lowerBound].filter { $0.isNumber || $0 == "." }
            guard let version = CompileConditions.Version(String(digits)) else { return nil }
            let rest = text[options.upperBound...]
            for (suffix, available) in [("!=NSOrderedAscending", true), ("==NSOrderedAscending", false)] where rest.hasSuffix(suffix) {
                return (available, version, written)
            }
            return nil
        }
        for (op, available) in [(">=", true), ("<", false)] {
            // A macro's parentheses around the version read (`#define IOS_VERSION ([[[UIDevice currentDevice] systemVersion] floatValue])`).
            let parts = text.components(separatedBy: op).map { $0.trimmingCharacters(in: ["(", ")"]) }
            guard parts.count == 2, numberReads.contains(where: { parts[0].hasSuffix($0) }) || isSwiftNumberRead(parts[0]), !parts[1].hasPrefix("="),
                let version = CompileConditions.Version(parts[1])
            else { continue }
            return (available, version, written)
        }
        return nil
    }

    /// Swift's `Float(UIDevice.current.systemVersion) ?? 0.0`, `Double(UIDevice.current.systemVersion)!` (spaces out):
    /// the version string read as a number, which `"17.2"` is.
    private static func isSwiftNumberRead(_ text: String) -> Bool {
        var read = Substring(text)
        if let fallback = read.range(of: "??"), read[fallback.upperBound...].allSatisfy({ $0.isNumber || $0 == "." }) {
            read = read[..<fallback.lowerBound]
        }
        if read.hasSuffix("!") { read = read.dropLast() }
        return ["Float(", "Double(", "CGFloat("].contains(where: read.hasPrefix) && read.hasSuffix(".systemVersion)")
    }

    /// Whether a value (its tokens' text run together) reads the iOS version as a number: `[[[UIDevice
    /// currentDevice] systemVersion] floatValue]`, or an app's category method on the device naming the
    /// version (`[[UIDevice currentDevice] systemMajorVersion]`).
    static func readsSystemVersion(_ text: String) -> Bool {
        if text.contains("systemVersion"), numberReads.contains(where: text.hasSuffix) { return true }
        guard text.hasPrefix("[[UIDevicecurrentDevice]"), text.hasSuffix("]") else { return false }
        let method = text.dropFirst("[[UIDevicecurrentDevice]".count).dropLast()
        return method.lowercased().hasSuffix("version") && method.allSatisfy { $0.isLetter }
    }
}
