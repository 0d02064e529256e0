import ArgumentParser
import Livery
import LiveryGallery

/// `--variants light,dark,theme=sepia`: appearances, and values of the
/// stylesheet's declared traits (themes), which a gallery renders each
/// appearance in. Themes are checked against the stylesheet once it is
/// compiled (``themes(axes:)``).
struct VariantList {
    var appearances: [GalleryVariant.Appearance]
    /// `name=value` as written, in order.
    var themeTexts: [String]

    static let light = VariantList(appearances: [.light, .dark], themeTexts: [])

    /// Parses the option's text: appearance names and `name=value` entries, each once.
    static func parse(_ text: String) throws -> VariantList {
        let entries = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let themes = entries.filter { $0.contains("=") }
        let names = entries.filter { !$0.contains("=") }
        guard !entries.isEmpty, Set(entries).count == entries.count else {
            throw ValidationError("--variants takes a comma-separated list, each entry once")
        }
        let appearances =
            names.isEmpty
            ? [] : try RenderCommand.list(names.joined(separator: ","), option: "--variants", allowed: GalleryVariant.Appearance.allCases.map(\.rawValue))
                .compactMap(GalleryVariant.Appearance.init(rawValue:))
        return VariantList(appearances: appearances, themeTexts: themes)
    }

    /// The appearances, light and dark when only themes were given.
    var appearancesOrDefault: [GalleryVariant.Appearance] { appearances.isEmpty ? [.light, .dark] : appearances }

    /// The themes as the plan takes them, `nil` standing for the trees' own
    /// (the axis's default): listed beside appearances (`light,dark,theme=night`)
    /// themes are added to it; listed alone (`theme=sepia,theme=night`) they
    /// replace it. ``check(axes:)`` holds them to the stylesheet.
    var themes: [TraitSetting?] {
        guard !themeTexts.isEmpty else { return [nil] }
        let listed: [TraitSetting?] = themeTexts.map { text in
            let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            return .custom(name: parts[0], value: parts.count > 1 ? parts[1] : "")
        }
        return appearances.isEmpty ? listed : [nil] + listed
    }

    /// Checks every theme against the stylesheet's declared `axes`: a name
    /// or value it does not declare is a usage error with the parser's hint.
    func check(axes: [CustomTraitAxis]) throws {
        for text in themeTexts {
            do throws(TraitSetting.ParseError) {
                guard case .custom = try TraitSetting(parsing: text, axes: axes) else {
                    throw TraitSetting.ParseError(
                        kind: .badValue, message: "'\(text)' sets one of UIKit's traits",
                        hint: "appearances are light, dark, lightHighContrast, darkHighContrast; set other traits with --trait")
                }
            } catch {
                throw ValidationError(
                    ("--variants: " + error.message + (error.hint.map { "; " + $0 } ?? "")).escapingControlCharacters)
            }
        }
    }
}
