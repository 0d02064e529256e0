import CText
import Foundation
import LiveryCore

/// The installed fonts, as fontconfig finds them (Docs/Rendering.md, Text):
/// the system font's faces, families a stylesheet names, and a font for a
/// character the chosen face lacks. Answers are cached; fontconfig is only
/// called under `lock`.
final class FontCatalog: @unchecked Sendable {
    static let shared = FontCatalog()

    private let lock = NSLock()
    private let config: OpaquePointer?
    private var families: [FamilyKey: FontLocation?] = [:]
    private var fallbacks: [FallbackKey: FontLocation?] = [:]

    private struct FamilyKey: Hashable {
        var family: String
        var weight: FontWeight
    }

    private struct FallbackKey: Hashable {
        var scalar: UInt32
        var bold: Bool
    }

    private init() {
        config = FcInitLoadConfigAndFonts()
    }

    /// The face of `family` nearest `weight`; nil when no installed family
    /// has that name (fontconfig would otherwise substitute silently).
    func face(family: String, weight: FontWeight) -> FontLocation? {
        lock.lock()
        defer { lock.unlock() }
        let key = FamilyKey(family: family, weight: weight)
        if let known = families[key] { return known }
        let found = match(family: family, weight: weight)
        families[key] = found
        return found
    }

    /// A face for a character the chosen face lacks, in the documented order:
    /// a Noto face that has it, then DejaVu Sans, then any installed face that
    /// has it. Emoji are found by `emojiFace` before this is asked.
    func fallback(for scalar: Unicode.Scalar, bold: Bool) -> FontLocation? {
        lock.lock()
        defer { lock.unlock() }
        let key = FallbackKey(scalar: scalar.value, bold: bold)
        if let known = fallbacks[key] { return known }
        let found = search(scalar, bold: bold)
        fallbacks[key] = found
        return found
    }

    /// UIFont.Weight's cases on the OpenType scale: ultraLight is 100 (Thin),
    /// black 900 (Black), as the system font's faces map to Inter's.
    static func openTypeWeight(_ weight: FontWeight) -> Int32 {
        Int32((FontWeight.allCases.firstIndex(of: weight) ?? 3) + 1) * 100
    }

    // MARK: fontconfig (lock held)

    private func match(family: String, weight: FontWeight) -> FontLocation? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        _ = family.withCString { name in
            name.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count + 1) { FcPatternAddString(pattern, FC_FAMILY, $0) }
        }
        FcPatternAddInteger(pattern, FC_WEIGHT, Int32(FcWeightFromOpenType(FontCatalog.openTypeWeight(weight))))
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let found = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(found) }
        guard FontCatalog.families(of: found).contains(where: { $0.caseInsensitiveCompare(family) == .orderedSame }) else {
            return nil
        }
        return FontCatalog.location(of: found)
    }

    private func search(_ scalar: Unicode.Scalar, bold: Bool) -> FontLocation? {
        guard let pattern = FcPatternCreate(), let charset = FcCharSetCreate() else { return nil }
        defer {
            FcPatternDestroy(pattern)
            FcCharSetDestroy(charset)
        }
        FcCharSetAddChar(charset, scalar.value)
        FcPatternAddCharSet(pattern, FC_CHARSET, charset)
        _ = "Noto Sans".withCString { name in
            name.withMemoryRebound(to: FcChar8.self, capacity: 10) { FcPatternAddString(pattern, FC_FAMILY, $0) }
        }
        FcPatternAddInteger(pattern, FC_WEIGHT, Int32(bold ? FC_WEIGHT_BOLD : FC_WEIGHT_REGULAR))
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let set = FcFontSort(config, pattern, FcTrue, nil, &result) else { return nil }
        defer { FcFontSetDestroy(set) }
        var candidates: [(families: [String], location: FontLocation)] = []
        for i in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[i], FontCatalog.has(scalar, font),
                let location = FontCatalog.location(of: font)
            else { continue }
            let families = FontCatalog.families(of: font)
            // The icon font draws symbols (SymbolGlyphs), never text: its codepoints are private-use icons.
            guard !families.contains(SymbolGlyphs.family) else { continue }
            candidates.append((families, location))
        }
        let notEmoji = candidates.filter { !$0.families.contains { $0.contains("Emoji") } }
        return notEmoji.first { $0.families.contains { $0.hasPrefix("Noto") } }?.location
            ?? notEmoji.first { $0.families.contains("DejaVu Sans") }?.location
            ?? candidates.first?.location
    }

    private static func has(_ scalar: Unicode.Scalar, _ font: OpaquePointer) -> Bool {
        var charset: OpaquePointer?
        guard FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch, let charset else { return false }
        return FcCharSetHasChar(charset, scalar.value) != 0
    }

    private static func families(of font: OpaquePointer) -> [String] {
        var names: [String] = []
        var n: Int32 = 0
        var value: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(font, FC_FAMILY, n, &value) == FcResultMatch, let value {
            names.append(String(cString: value))
            n += 1
        }
        return names
    }

    private static func location(of font: OpaquePointer) -> FontLocation? {
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        var index: Int32 = 0
        _ = FcPatternGetInteger(font, FC_INDEX, 0, &index)
        return FontLocation(path: String(cString: file), index: Int(index))
    }
}
