import LiveryCore

/// Every kind of view the renderer draws, listed once: the scene builder
/// and the measure function each ask here once per view. A view is drawn
/// as the control of the nearest class in its class chain that has one, so
/// a subclass declared in a stylesheet draws like its superclass.
enum Controls {
    static let all: [any Control.Type] = [
        LabelControl.self, ImageViewControl.self, ButtonControl.self, BarItemControl.self,
        SwitchControl.self, SliderControl.self, ProgressViewControl.self, PageControl.self, StepperControl.self,
        DatePickerControl.self,
        ActivityIndicatorControl.self, SegmentedControl.self, TextFieldControl.self,
        TableControl.self, TableCellControl.self, HeaderFooterControl.self,
        NavigationBarControl.self, TabBarControl.self, ToolbarControl.self, SearchBarControl.self, SearchTextFieldControl.self,
        RefreshControl.self,
    ]

    private static let byKind: [String: any Control.Type] = Dictionary(
        all.map { ($0.kind, $0) }, uniquingKeysWith: { first, _ in first })

    /// The control `style`'s view is, or nil for a view no control draws.
    static func control(for style: ResolvedStyle) -> (any Control)? {
        for name in style.schema.classChain {
            if let type = byKind[name] { return type.init(style) }
        }
        return nil
    }
}
