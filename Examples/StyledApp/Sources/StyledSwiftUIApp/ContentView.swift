import LiverySwiftUI
import SwiftUI

/// The UIKit example's screen in SwiftUI: a card with a title and the Buy
/// button, and a switch, styled by the same rules (`CardView`, `BuyButton`
/// and `UISwitch` in App.style.yaml).
struct ContentView: View {
    @State private var notifies = true
    @State private var bought = false

    var body: some View {
        VStack(spacing: 16) {
            VStack(alignment: .leading, spacing: 12) {
                Text("Livery")
                    .style(.label)
                Button("Buy") { bought = true }
                    .style(.buyButton)
                    .disabled(bought)
            }
            .style(.cardView)
            Toggle("Notify me", isOn: $notifies)
                .style(.toggle)
        }
    }
}
