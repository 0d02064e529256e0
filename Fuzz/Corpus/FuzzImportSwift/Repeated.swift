// A colour written out twice, for `livery import`'s tests.
import UIKit

func applyRepeated() {
    UISwitch.appearance().onTintColor = UIColor(red: 0.2, green: 0.6, blue: 0.4, alpha: 1)
    UISlider.appearance().minimumTrackTintColor = UIColor(red: 0.2, green: 0.6, blue: 0.4, alpha: 1)
    UIProgressView.appearance().progressTintColor = UIColor(red: 0.9, green: 0.6, blue: 0.4, alpha: 1)
}
