// Shapes `livery import` must refuse, each with a located reason.
import UIKit

final class ThemeManager {
    var isDark = false

    func apply(theme: Theme) {
        if isDark {
            UILabel.appearance().textColor = .white
        }
        style(UIToolbar.appearance())
        UITableView.appearance().separatorColor = theme.separator
        UINavigationBar.appearance().setBackgroundImage(UIImage(), for: .compact)
        UISlider.appearance().minimumTrackTintColor = UIColor(named: "Missing")
        UIStepper.appearance().tintColor = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
    }
}
