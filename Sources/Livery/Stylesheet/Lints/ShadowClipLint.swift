/// `masks-clip-shadow`: `layer.masksToBounds` clips a layer's own shadow, so
/// a selector that sets both it and a visible shadow (`layer.shadowOpacity` > 0)
/// shows no shadow. The effective values are the last ones set
/// among rules with the identical selector.
enum ShadowClipLint {
    static func check(_ input: LintInput) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let masksToBounds = PropertyKeys.layerMasksToBounds.id
        let shadowOpacity = PropertyKeys.layerShadowOpacity.id
        for group in input.sameSelector {
            var masks: Invocation?
            var opacity: Invocation?
            for rule in group {
                for invocation in input.invocations(of: rule) {
                    if invocation.property == masksToBounds { masks = invocation }
                    if invocation.property == shadowOpacity { opacity = invocation }
                }
            }
            guard let masks, case .bool(true) = masks.value, let opacity, case .number(let alpha) = opacity.value, alpha > 0 else {
                continue
            }
            diagnostics.append(
                Diagnostic(
                    .masksClipShadow,
                    "masksToBounds clips the shadow this selector sets (shadowOpacity \(formatNumber(alpha)) at \(LintInput.reference(opacity.origin, from: masks.origin.file)))",
                    at: masks.origin,
                    hint:
                        "clip a content subview and keep the shadow on its container (contentMasksToBounds: true previews that, but is not applied on a device)"
                )
            )
        }
        return diagnostics
    }
}
