import ArgumentParser
import Livery

/// `--trait NAME=VALUE` (repeatable) and `--quiet`: shared by every command
/// that styles trees.
struct TraitOptions: ParsableArguments {
    @Option(
        name: .customLong("trait"), parsing: .singleValue,
        help: ArgumentHelp("Override a root trait, e.g. userInterfaceStyle=dark (repeatable).", valueName: "name=value"))
    var traitTexts: [String] = []

    @Flag(help: "Print errors only, not the stylesheet's and tree's warnings (lint reports those).")
    var quiet = false

    @Option(
        help: ArgumentHelp(
            "Show the trees on a device's screen, with its status bar and home indicator, e.g. \"iPhone 16 Pro\" or \"iPhone 16 Pro landscape\" (Docs/Trees.md lists them).",
            valueName: "name"))
    var device: String?

    /// The `--device`, looked up; a name Livery does not know is a usage error naming the devices.
    func deviceModel() throws -> Device? {
        guard let device else { return nil }
        return try TraitOptions.device(named: device, option: "--device")
    }

    static func device(named name: String, option: String) throws -> Device {
        if let model = Device.named(name) { return model }
        let hint = Device.suggestion(for: name).map { " (\($0))" } ?? ""
        throw ValidationError(
            "\(option): no device '\(name)'\(hint); the devices are \(Device.all.map(\.name).joined(separator: ", ")), each optionally followed by 'landscape'"
                .escapingControlCharacters)
    }

    /// The `--trait` overrides, with the stylesheet's declared `axes`
    /// (themes). Parsed here rather than by the argument parser, whose
    /// message would echo a bad value raw (control characters included);
    /// ours names it escaped, with the parser's hint.
    func settings(axes: [CustomTraitAxis]) throws -> [TraitSetting] {
        var settings: [TraitSetting] = []
        for text in traitTexts {
            do throws(TraitSetting.ParseError) {
                settings.append(try TraitSetting(parsing: text, axes: axes))
            } catch {
                throw ValidationError((error.message + (error.hint.map { "; " + $0 } ?? "")).escapingControlCharacters)
            }
        }
        return settings
    }

    /// Before the stylesheet is read: UIKit's traits are checked now, any
    /// other name waits for the stylesheet's declared traits.
    func validate() throws {
        for text in traitTexts {
            do throws(TraitSetting.ParseError) {
                _ = try TraitSetting(parsing: text)
            } catch where error.kind == .unknownTrait {
                continue
            } catch {
                throw ValidationError((error.message + (error.hint.map { "; " + $0 } ?? "")).escapingControlCharacters)
            }
        }
        _ = try deviceModel()
    }

    /// Prints what `quiet` lets through.
    func print(_ diagnostics: [Diagnostic]) {
        CommandSupport.printDiagnostics(quiet ? diagnostics.filter { $0.severity == .error } : diagnostics)
    }
}
