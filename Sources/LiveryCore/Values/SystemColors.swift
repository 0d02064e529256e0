/// UIKit's named colors (Docs/Rendering.md): the fixed colors and the system
/// palette (iOS 13's, with iOS 15's mint, cyan and brown) with all six variants.
package enum SystemColors {
    /// `UIColor.black`, `.darkGray`, …: the same in every environment.
    public static let fixed: [String: Color] = [
        "black": Color(red: 0, green: 0, blue: 0, alpha: 255),
        "darkGray": Color(red: 85, green: 85, blue: 85, alpha: 255),
        "lightGray": Color(red: 170, green: 170, blue: 170, alpha: 255),
        "white": Color(red: 255, green: 255, blue: 255, alpha: 255),
        "gray": Color(red: 128, green: 128, blue: 128, alpha: 255),
        "red": Color(red: 255, green: 0, blue: 0, alpha: 255),
        "green": Color(red: 0, green: 255, blue: 0, alpha: 255),
        "blue": Color(red: 0, green: 0, blue: 255, alpha: 255),
        "cyan": Color(red: 0, green: 255, blue: 255, alpha: 255),
        "yellow": Color(red: 255, green: 255, blue: 0, alpha: 255),
        "magenta": Color(red: 255, green: 0, blue: 255, alpha: 255),
        "orange": Color(red: 255, green: 128, blue: 0, alpha: 255),
        "purple": Color(red: 128, green: 0, blue: 128, alpha: 255),
        "brown": Color(red: 153, green: 102, blue: 51, alpha: 255),
        "clear": Color(red: 0, green: 0, blue: 0, alpha: 0),
        // Text on a dark background and on a light one (UIColor.lightText, .darkText): white at 60 %, black.
        "lightText": Color(red: 255, green: 255, blue: 255, alpha: 153),
        "darkText": Color(red: 0, green: 0, blue: 0, alpha: 255),
    ]

    /// `systemBackground`, `label`, `systemBlue`, …
    public static let table: [String: DynamicColor] = [
        "systemBackground": DynamicColor(
            light: Color(red: 255, green: 255, blue: 255, alpha: 255), dark: Color(red: 0, green: 0, blue: 0, alpha: 255),
            lightHighContrast: Color(red: 255, green: 255, blue: 255, alpha: 255),
            darkHighContrast: Color(red: 0, green: 0, blue: 0, alpha: 255),
            darkElevated: Color(red: 28, green: 28, blue: 30, alpha: 255),
            darkElevatedHighContrast: Color(red: 36, green: 36, blue: 38, alpha: 255)),
        "secondarySystemBackground": DynamicColor(
            light: Color(red: 242, green: 242, blue: 247, alpha: 255), dark: Color(red: 28, green: 28, blue: 30, alpha: 255),
            lightHighContrast: Color(red: 235, green: 235, blue: 240, alpha: 255),
            darkHighContrast: Color(red: 36, green: 36, blue: 38, alpha: 255),
            darkElevated: Color(red: 44, green: 44, blue: 46, alpha: 255),
            darkElevatedHighContrast: Color(red: 54, green: 54, blue: 56, alpha: 255)),
        "tertiarySystemBackground": DynamicColor(
            light: Color(red: 255, green: 255, blue: 255, alpha: 255), dark: Color(red: 44, green: 44, blue: 46, alpha: 255),
            lightHighContrast: Color(red: 255, green: 255, blue: 255, alpha: 255),
            darkHighContrast: Color(red: 54, green: 54, blue: 56, alpha: 255),
            darkElevated: Color(red: 58, green: 58, blue: 60, alpha: 255),
            darkElevatedHighContrast: Color(red: 68, green: 68, blue: 70, alpha: 255)),
        "systemGroupedBackground": DynamicColor(
            light: Color(red: 242, green: 242, blue: 247, alpha: 255), dark: Color(red: 0, green: 0, blue: 0, alpha: 255),
            lightHighContrast: Color(red: 235, green: 235, blue: 240, alpha: 255),
            darkHighContrast: Color(red: 0, green: 0, blue: 0, alpha: 255),
            darkElevated: Color(red: 28, green: 28, blue: 30, alpha: 255),
            darkElevatedHighContrast: Color(red: 36, green: 36, blue: 38, alpha: 255)),
        "secondarySystemGroupedBackground": DynamicColor(
            light: Color(red: 255, green: 255, blue: 255, alpha: 255), dark: Color(red: 28, green: 28, blue: 30, alpha: 255),
            lightHighContrast: Color(red: 255, green: 255, blue: 255, alpha: 255),
            darkHighContrast: Color(red: 36, green: 36, blue: 38, alpha: 255),
            darkElevated: Color(red: 44, green: 44, blue: 46, alpha: 255),
            darkElevatedHighContrast: Color(red: 54, green: 54, blue: 56, alpha: 255)),
        "tertiarySystemGroupedBackground": DynamicColor(
            light: Color(red: 242, green: 242, blue: 247, alpha: 255), dark: Color(red: 44, green: 44, blue: 46, alpha: 255),
            lightHighContrast: Color(red: 235, green: 235, blue: 240, alpha: 255),
            darkHighContrast: Color(red: 54, green: 54, blue: 56, alpha: 255),
            darkElevated: Color(red: 58, green: 58, blue: 60, alpha: 255),
            darkElevatedHighContrast: Color(red: 68, green: 68, blue: 70, alpha: 255)),
        "label": DynamicColor(
            light: Color(red: 0, green: 0, blue: 0, alpha: 255), dark: Color(red: 255, green: 255, blue: 255, alpha: 255),
            lightHighContrast: Color(red: 0, green: 0, blue: 0, alpha: 255),
            darkHighContrast: Color(red: 255, green: 255, blue: 255, alpha: 255),
            darkElevated: Color(red: 255, green: 255, blue: 255, alpha: 255),
            darkElevatedHighContrast: Color(red: 255, green: 255, blue: 255, alpha: 255)),
        "secondaryLabel": DynamicColor(
            light: Color(red: 60, green: 60, blue: 67, alpha: 153), dark: Color(red: 235, green: 235, blue: 245, alpha: 153),
            lightHighContrast: Color(red: 60, green: 60, blue: 67, alpha: 173),
            darkHighContrast: Color(red: 235, green: 235, blue: 245, alpha: 173),
            darkElevated: Color(red: 235, green: 235, blue: 245, alpha: 153),
            darkElevatedHighContrast: Color(red: 235, green: 235, blue: 245, alpha: 173)),
        "tertiaryLabel": DynamicColor(
            light: Color(red: 60, green: 60, blue: 67, alpha: 76), dark: Color(red: 235, green: 235, blue: 245, alpha: 76),
            lightHighContrast: Color(red: 60, green: 60, blue: 67, alpha: 96),
            darkHighContrast: Color(red: 235, green: 235, blue: 245, alpha: 96),
            darkElevated: Color(red: 235, green: 235, blue: 245, alpha: 76),
            darkElevatedHighContrast: Color(red: 235, green: 235, blue: 245, alpha: 96)),
        "placeholderText": DynamicColor(
            light: Color(red: 60, green: 60, blue: 67, alpha: 76), dark: Color(red: 235, green: 235, blue: 245, alpha: 76),
            lightHighContrast: Color(red: 60, green: 60, blue: 67, alpha: 96),
            darkHighContrast: Color(red: 235, green: 235, blue: 245, alpha: 96),
            darkElevated: Color(red: 235, green: 235, blue: 245, alpha: 76),
            darkElevatedHighContrast: Color(red: 235, green: 235, blue: 245, alpha: 96)),
        "quaternaryLabel": DynamicColor(
            light: Color(red: 60, green: 60, blue: 67, alpha: 45), dark: Color(red: 235, green: 235, blue: 245, alpha: 40),
            lightHighContrast: Color(red: 60, green: 60, blue: 67, alpha: 66),
            darkHighContrast: Color(red: 235, green: 235, blue: 245, alpha: 61),
            darkElevated: Color(red: 235, green: 235, blue: 245, alpha: 40),
            darkElevatedHighContrast: Color(red: 235, green: 235, blue: 245, alpha: 61)),
        "systemFill": DynamicColor(
            light: Color(red: 120, green: 120, blue: 128, alpha: 51), dark: Color(red: 120, green: 120, blue: 128, alpha: 91),
            lightHighContrast: Color(red: 120, green: 120, blue: 128, alpha: 71),
            darkHighContrast: Color(red: 120, green: 120, blue: 128, alpha: 112),
            darkElevated: Color(red: 120, green: 120, blue: 128, alpha: 91),
            darkElevatedHighContrast: Color(red: 120, green: 120, blue: 128, alpha: 112)),
        "secondarySystemFill": DynamicColor(
            light: Color(red: 120, green: 120, blue: 128, alpha: 40), dark: Color(red: 120, green: 120, blue: 128, alpha: 81),
            lightHighContrast: Color(red: 120, green: 120, blue: 128, alpha: 61),
            darkHighContrast: Color(red: 120, green: 120, blue: 128, alpha: 102),
            darkElevated: Color(red: 120, green: 120, blue: 128, alpha: 81),
            darkElevatedHighContrast: Color(red: 120, green: 120, blue: 128, alpha: 102)),
        "tertiarySystemFill": DynamicColor(
            light: Color(red: 118, green: 118, blue: 128, alpha: 30), dark: Color(red: 118, green: 118, blue: 128, alpha: 61),
            lightHighContrast: Color(red: 118, green: 118, blue: 128, alpha: 51),
            darkHighContrast: Color(red: 118, green: 118, blue: 128, alpha: 81),
            darkElevated: Color(red: 118, green: 118, blue: 128, alpha: 61),
            darkElevatedHighContrast: Color(red: 118, green: 118, blue: 128, alpha: 81)),
        "quaternarySystemFill": DynamicColor(
            light: Color(red: 116, green: 116, blue: 128, alpha: 20), dark: Color(red: 118, green: 118, blue: 128, alpha: 45),
            lightHighContrast: Color(red: 116, green: 116, blue: 128, alpha: 40),
            darkHighContrast: Color(red: 118, green: 118, blue: 128, alpha: 66),
            darkElevated: Color(red: 118, green: 118, blue: 128, alpha: 45),
            darkElevatedHighContrast: Color(red: 118, green: 118, blue: 128, alpha: 66)),
        "separator": DynamicColor(
            light: Color(red: 60, green: 60, blue: 67, alpha: 73), dark: Color(red: 84, green: 84, blue: 88, alpha: 153),
            lightHighContrast: Color(red: 60, green: 60, blue: 67, alpha: 94),
            darkHighContrast: Color(red: 84, green: 84, blue: 88, alpha: 173),
            darkElevated: Color(red: 84, green: 84, blue: 88, alpha: 153),
            darkElevatedHighContrast: Color(red: 84, green: 84, blue: 88, alpha: 173)),
        "opaqueSeparator": DynamicColor(
            light: Color(red: 198, green: 198, blue: 200, alpha: 255), dark: Color(red: 56, green: 56, blue: 58, alpha: 255),
            lightHighContrast: Color(red: 198, green: 198, blue: 200, alpha: 255),
            darkHighContrast: Color(red: 56, green: 56, blue: 58, alpha: 255),
            darkElevated: Color(red: 56, green: 56, blue: 58, alpha: 255),
            darkElevatedHighContrast: Color(red: 56, green: 56, blue: 58, alpha: 255)),
        "link": DynamicColor(
            light: Color(red: 0, green: 122, blue: 255, alpha: 255), dark: Color(red: 9, green: 132, blue: 255, alpha: 255),
            lightHighContrast: Color(red: 0, green: 122, blue: 255, alpha: 255),
            darkHighContrast: Color(red: 9, green: 132, blue: 255, alpha: 255),
            darkElevated: Color(red: 9, green: 132, blue: 255, alpha: 255),
            darkElevatedHighContrast: Color(red: 9, green: 132, blue: 255, alpha: 255)),
        "systemBlue": DynamicColor(
            light: Color(red: 0, green: 122, blue: 255, alpha: 255), dark: Color(red: 10, green: 132, blue: 255, alpha: 255),
            lightHighContrast: Color(red: 0, green: 64, blue: 221, alpha: 255),
            darkHighContrast: Color(red: 64, green: 156, blue: 255, alpha: 255),
            darkElevated: Color(red: 10, green: 132, blue: 255, alpha: 255),
            darkElevatedHighContrast: Color(red: 64, green: 156, blue: 255, alpha: 255)),
        "systemGreen": DynamicColor(
            light: Color(red: 52, green: 199, blue: 89, alpha: 255), dark: Color(red: 48, green: 209, blue: 88, alpha: 255),
            lightHighContrast: Color(red: 36, green: 138, blue: 61, alpha: 255),
            darkHighContrast: Color(red: 48, green: 219, blue: 91, alpha: 255),
            darkElevated: Color(red: 48, green: 209, blue: 88, alpha: 255),
            darkElevatedHighContrast: Color(red: 48, green: 219, blue: 91, alpha: 255)),
        "systemIndigo": DynamicColor(
            light: Color(red: 88, green: 86, blue: 214, alpha: 255), dark: Color(red: 94, green: 92, blue: 230, alpha: 255),
            lightHighContrast: Color(red: 54, green: 52, blue: 163, alpha: 255),
            darkHighContrast: Color(red: 125, green: 122, blue: 255, alpha: 255),
            darkElevated: Color(red: 94, green: 92, blue: 230, alpha: 255),
            darkElevatedHighContrast: Color(red: 125, green: 122, blue: 255, alpha: 255)),
        "systemOrange": DynamicColor(
            light: Color(red: 255, green: 149, blue: 0, alpha: 255), dark: Color(red: 255, green: 159, blue: 10, alpha: 255),
            lightHighContrast: Color(red: 201, green: 52, blue: 0, alpha: 255),
            darkHighContrast: Color(red: 255, green: 179, blue: 64, alpha: 255),
            darkElevated: Color(red: 255, green: 159, blue: 10, alpha: 255),
            darkElevatedHighContrast: Color(red: 255, green: 179, blue: 64, alpha: 255)),
        "systemPink": DynamicColor(
            light: Color(red: 255, green: 45, blue: 85, alpha: 255), dark: Color(red: 255, green: 55, blue: 95, alpha: 255),
            lightHighContrast: Color(red: 211, green: 15, blue: 69, alpha: 255),
            darkHighContrast: Color(red: 255, green: 100, blue: 130, alpha: 255),
            darkElevated: Color(red: 255, green: 55, blue: 95, alpha: 255),
            darkElevatedHighContrast: Color(red: 255, green: 100, blue: 130, alpha: 255)),
        "systemPurple": DynamicColor(
            light: Color(red: 175, green: 82, blue: 222, alpha: 255), dark: Color(red: 191, green: 90, blue: 242, alpha: 255),
            lightHighContrast: Color(red: 137, green: 68, blue: 171, alpha: 255),
            darkHighContrast: Color(red: 218, green: 143, blue: 255, alpha: 255),
            darkElevated: Color(red: 191, green: 90, blue: 242, alpha: 255),
            darkElevatedHighContrast: Color(red: 218, green: 143, blue: 255, alpha: 255)),
        "systemRed": DynamicColor(
            light: Color(red: 255, green: 59, blue: 48, alpha: 255), dark: Color(red: 255, green: 69, blue: 58, alpha: 255),
            lightHighContrast: Color(red: 215, green: 0, blue: 21, alpha: 255),
            darkHighContrast: Color(red: 255, green: 105, blue: 97, alpha: 255),
            darkElevated: Color(red: 255, green: 69, blue: 58, alpha: 255),
            darkElevatedHighContrast: Color(red: 255, green: 105, blue: 97, alpha: 255)),
        // Added in iOS 15 (Apple's Human Interface Guidelines, Color: default and increased contrast, light and dark).
        "systemMint": DynamicColor(
            light: Color(red: 0, green: 199, blue: 190, alpha: 255), dark: Color(red: 99, green: 230, blue: 226, alpha: 255),
            lightHighContrast: Color(red: 12, green: 129, blue: 123, alpha: 255),
            darkHighContrast: Color(red: 102, green: 212, blue: 207, alpha: 255)),
        "systemCyan": DynamicColor(
            light: Color(red: 50, green: 173, blue: 230, alpha: 255), dark: Color(red: 100, green: 210, blue: 255, alpha: 255),
            lightHighContrast: Color(red: 0, green: 113, blue: 164, alpha: 255),
            darkHighContrast: Color(red: 112, green: 215, blue: 255, alpha: 255)),
        "systemBrown": DynamicColor(
            light: Color(red: 162, green: 132, blue: 94, alpha: 255), dark: Color(red: 172, green: 142, blue: 104, alpha: 255),
            lightHighContrast: Color(red: 127, green: 101, blue: 69, alpha: 255),
            darkHighContrast: Color(red: 181, green: 148, blue: 105, alpha: 255)),
        "systemTeal": DynamicColor(
            light: Color(red: 90, green: 200, blue: 250, alpha: 255), dark: Color(red: 100, green: 210, blue: 255, alpha: 255),
            lightHighContrast: Color(red: 0, green: 113, blue: 164, alpha: 255),
            darkHighContrast: Color(red: 112, green: 215, blue: 255, alpha: 255),
            darkElevated: Color(red: 100, green: 210, blue: 255, alpha: 255),
            darkElevatedHighContrast: Color(red: 112, green: 215, blue: 255, alpha: 255)),
        "systemYellow": DynamicColor(
            light: Color(red: 255, green: 204, blue: 0, alpha: 255), dark: Color(red: 255, green: 214, blue: 10, alpha: 255),
            lightHighContrast: Color(red: 160, green: 90, blue: 0, alpha: 255),
            darkHighContrast: Color(red: 255, green: 212, blue: 38, alpha: 255),
            darkElevated: Color(red: 255, green: 214, blue: 10, alpha: 255),
            darkElevatedHighContrast: Color(red: 255, green: 212, blue: 38, alpha: 255)),
        "systemGray": DynamicColor(
            light: Color(red: 142, green: 142, blue: 147, alpha: 255), dark: Color(red: 142, green: 142, blue: 147, alpha: 255),
            lightHighContrast: Color(red: 108, green: 108, blue: 112, alpha: 255),
            darkHighContrast: Color(red: 174, green: 174, blue: 178, alpha: 255),
            darkElevated: Color(red: 142, green: 142, blue: 147, alpha: 255),
            darkElevatedHighContrast: Color(red: 174, green: 174, blue: 178, alpha: 255)),
        "systemGray2": DynamicColor(
            light: Color(red: 174, green: 174, blue: 178, alpha: 255), dark: Color(red: 99, green: 99, blue: 102, alpha: 255),
            lightHighContrast: Color(red: 142, green: 142, blue: 147, alpha: 255),
            darkHighContrast: Color(red: 124, green: 124, blue: 128, alpha: 255),
            darkElevated: Color(red: 99, green: 99, blue: 102, alpha: 255),
            darkElevatedHighContrast: Color(red: 124, green: 124, blue: 128, alpha: 255)),
        "systemGray3": DynamicColor(
            light: Color(red: 199, green: 199, blue: 204, alpha: 255), dark: Color(red: 72, green: 72, blue: 74, alpha: 255),
            lightHighContrast: Color(red: 174, green: 174, blue: 178, alpha: 255),
            darkHighContrast: Color(red: 84, green: 84, blue: 86, alpha: 255),
            darkElevated: Color(red: 72, green: 72, blue: 74, alpha: 255),
            darkElevatedHighContrast: Color(red: 84, green: 84, blue: 86, alpha: 255)),
        "systemGray4": DynamicColor(
            light: Color(red: 209, green: 209, blue: 214, alpha: 255), dark: Color(red: 58, green: 58, blue: 60, alpha: 255),
            lightHighContrast: Color(red: 188, green: 188, blue: 192, alpha: 255),
            darkHighContrast: Color(red: 68, green: 68, blue: 70, alpha: 255),
            darkElevated: Color(red: 58, green: 58, blue: 60, alpha: 255),
            darkElevatedHighContrast: Color(red: 68, green: 68, blue: 70, alpha: 255)),
        "systemGray5": DynamicColor(
            light: Color(red: 229, green: 229, blue: 234, alpha: 255), dark: Color(red: 44, green: 44, blue: 46, alpha: 255),
            lightHighContrast: Color(red: 216, green: 216, blue: 220, alpha: 255),
            darkHighContrast: Color(red: 54, green: 54, blue: 56, alpha: 255),
            darkElevated: Color(red: 44, green: 44, blue: 46, alpha: 255),
            darkElevatedHighContrast: Color(red: 54, green: 54, blue: 56, alpha: 255)),
        "systemGray6": DynamicColor(
            light: Color(red: 242, green: 242, blue: 247, alpha: 255), dark: Color(red: 28, green: 28, blue: 30, alpha: 255),
            lightHighContrast: Color(red: 235, green: 235, blue: 240, alpha: 255),
            darkHighContrast: Color(red: 36, green: 36, blue: 38, alpha: 255),
            darkElevated: Color(red: 28, green: 28, blue: 30, alpha: 255),
            darkElevatedHighContrast: Color(red: 36, green: 36, blue: 38, alpha: 255)),
    ]

    /// Looks a name up in both tables.
    public static func named(_ name: String) -> DynamicColor? {
        if let c = fixed[name] { return DynamicColor(c) }
        return table[name]
    }

    /// Every name, for "did you mean" suggestions.
    public static var allNames: [String] { Array(fixed.keys) + Array(table.keys) }
}
