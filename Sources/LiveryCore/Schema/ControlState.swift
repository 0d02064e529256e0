/// UIControl.State as a set of flags; the key of the `state` axis.
public struct ControlState: OptionSet, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let normal: ControlState = []
    public static let highlighted = ControlState(rawValue: 1 << 0)
    public static let disabled = ControlState(rawValue: 1 << 1)
    public static let selected = ControlState(rawValue: 1 << 2)
    public static let focused = ControlState(rawValue: 1 << 3)

    /// Flag names in UIKit's bit order, which is also the canonical spelling order.
    package static let flagNames: [(String, ControlState)] = [
        ("highlighted", .highlighted), ("disabled", .disabled), ("selected", .selected), ("focused", .focused),
    ]

    /// Parses `normal` or flags joined with `+` in any order; nil for an unknown or repeated flag.
    public init?(key: String) {
        var key = key
        guard let state = key.withUTF8(ControlState.parse) else { return nil }
        self = state
    }

    /// The parse over UTF-8 (compiling and linting read a key per keyed value).
    /// Flag names are ASCII, so splitting on the `+` byte and trimming blank
    /// bytes finds the same flags as splitting and trimming characters.
    private static func parse(_ key: UnsafeBufferPointer<UInt8>) -> ControlState? {
        if key.elementsEqual("normal".utf8) { return .normal }
        var state: ControlState = []
        var start = 0
        while true {
            var end = start
            while end < key.count, key[end] != UInt8(ascii: "+") { end += 1 }
            var lo = start
            var hi = end
            while lo < hi, key[lo] == 0x20 || key[lo] == 0x09 { lo += 1 }
            while hi > lo, key[hi - 1] == 0x20 || key[hi - 1] == 0x09 { hi -= 1 }
            let part = key[lo..<hi]
            guard let flag = flagNames.first(where: { $0.0.utf8.elementsEqual(part) })?.1, !state.contains(flag) else { return nil }
            state.insert(flag)
            guard end < key.count else { return state }
            start = end + 1
        }
    }

    /// One flag by name (`highlighted`); nil for anything else, `normal` included.
    package init?(flag name: String) {
        guard let flag = ControlState.flagNames.first(where: { $0.0 == name })?.1 else { return nil }
        self = flag
    }

    /// `normal`, or the flags joined with `+` in canonical order (`highlighted+selected`).
    public var key: String {
        rawValue < ControlState.keys.count ? ControlState.keys[Int(rawValue)] : ControlState.spell(self)
    }

    /// The key of every combination of the four flags, spelled once (compiling
    /// and resolving ask for keys per keyed value).
    private static let keys: [String] = (0..<16).map { spell(ControlState(rawValue: UInt8($0))) }

    private static func spell(_ state: ControlState) -> String {
        if state.isEmpty { return "normal" }
        return flagNames.filter { state.contains($0.1) }.map(\.0).joined(separator: "+")
    }

    public var description: String { key }
}
