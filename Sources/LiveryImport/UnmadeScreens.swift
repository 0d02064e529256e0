import Foundation

/// The app's view controllers nothing makes: a screen class whose name is
/// written nowhere but where it is declared. No code constructs it, no
/// storyboard, `.xib` or `Info.plist` names it, no subclass inherits from it,
/// no string spells it for the runtime to look up, so UIKit never shows it and
/// what its methods set never runs (a tab bar controller left in a project
/// after the app moved to another).
///
/// A doubt keeps the screen: any word of its name outside its declarations
/// counts, in a string or a type annotation too, and where some interface
/// file was not read, or the files read hold no entry point (a folder
/// imported on its own), no screen is called unmade. Nor where no storyboard
/// or `.xib` was found and no code sets a window's root screen: the first
/// screen then comes from a storyboard the import did not find.
enum UnmadeScreens {
    /// The classes among `classes` whose line of superclasses ends in a UIKit view controller and whose name
    /// `texts` (the sources) and `interface` write only where the class is declared. `interface`, called only where
    /// some screen is left, gives every storyboard, `.xib` and `Info.plist` found, and whether a storyboard or a
    /// `.xib` is among them; nil where one could not be read, or more were found than are read.
    static func find(
        classes: [CodeClass], functions: [CodeFunction], texts: [(file: String, text: String)],
        interface: () -> (texts: [String], hasScreens: Bool)?
    ) -> Set<String> {
        guard NameUses.holdsEntryPoint(functions) else { return [] }
        let receivers = CallSites.Receivers(classes: classes)
        var left = Set(classes.map(\.name).filter(receivers.isUIKitControllerSubclass))
        guard !left.isEmpty else { return [] }
        for source in texts {
            left.subtract(NameUses.useCounts(of: left, in: withoutDeclarations(of: left, in: source.text)).keys)
            if left.isEmpty { return [] }
        }
        let setsRoot = texts.contains { $0.text.range(of: "rootViewController", options: .caseInsensitive) != nil }
        guard let interface = interface(), interface.hasScreens || setsRoot else { return [] }
        for text in interface.texts {
            left = left.filter { NameUses.words($0, in: text) == 0 }
            if left.isEmpty { return [] }
        }
        return left
    }

    /// Why a method of `screen`, one of ``find(classes:functions:texts:interface:)``, never runs.
    static func reason(_ screen: String, function: String) -> String {
        "in \(screen).\(function), of a screen no file read makes: its name is written only where it is declared "
            + "(no code constructs it, no storyboard, .xib or Info.plist names it, no class inherits from it), so UIKit never shows it"
    }

    /// `text` without what declares the classes `names` rather than using them: `#import "Screen.h"`, `@class Screen;`,
    /// and the name after `class`, `extension`, `@interface` and `@implementation`.
    private static func withoutDeclarations(of names: Set<String>, in text: String) -> String {
        guard names.contains(where: text.contains) else { return text }
        let alternatives = names.sorted().map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|")
        let patterns = [
            #"(?m)^[ \t]*(?:#[ \t]*(?:import|include)|@class|@import)\b.*$"#,
            #"(?:\bclass|\bextension|@interface|@implementation)\s+(?:"# + alternatives + #")\b"#,
        ]
        var kept = text
        for pattern in patterns {
            guard let expression = try? NSRegularExpression(pattern: pattern) else { return text }
            kept = expression.stringByReplacingMatches(in: kept, range: NSRange(kept.startIndex..., in: kept), withTemplate: "")
        }
        return kept
    }
}
