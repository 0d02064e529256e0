/// Why a render, decode or encode failed. Every limit and every bad input ends
/// here, never in a trap or an out-of-memory kill.
public enum RenderError: Error, Sendable, Hashable, CustomStringConvertible {
    case invalidScale(Double)
    case invalidCanvasSize(width: Double, height: Double)
    case canvasTooLarge(width: Int, height: Int, maxDimension: Int, maxPixels: Int)
    case offscreenBudgetExceeded(bytes: Int, limit: Int)
    case workBudgetExceeded(limit: Int)
    case tooManyLayers(limit: Int)
    case tooDeep(limit: Int)
    case imageTooLarge(width: Int, height: Int, maxDimension: Int, maxPixels: Int)
    case invalidImage(String)
    case encodingFailed(String)
    case fontUnavailable(path: String, reason: String)
    case textTooLong(length: Int, limit: Int)
    case pathTooComplex(segments: Int, limit: Int)

    public var description: String {
        switch self {
        case .invalidScale(let s):
            return "invalid scale \(s): expected a finite number of pixels per point, above 0 and within the renderer's limit"
        case .invalidCanvasSize(let w, let h):
            return "invalid root size \(w)×\(h) points: expected finite, non-negative numbers"
        case .canvasTooLarge(let w, let h, let maxDimension, let maxPixels):
            return "canvas of \(w)×\(h) pixels exceeds the limit (\(maxDimension) pixels a side, \(maxPixels) pixels in all)"
        case .offscreenBudgetExceeded(let bytes, let limit):
            return "offscreen buffers would need \(bytes) bytes at once, over the limit of \(limit)"
        case .workBudgetExceeded(let limit):
            return "the render would work on more than \(limit) pixels (layers, blurs and offscreens together)"
        case .tooManyLayers(let limit):
            return "the layer tree has more than \(limit) layers"
        case .tooDeep(let limit):
            return "the layer tree is nested more than \(limit) levels deep"
        case .imageTooLarge(let w, let h, let maxDimension, let maxPixels):
            return "image of \(w)×\(h) pixels exceeds the limit (\(maxDimension) pixels a side, \(maxPixels) pixels in all)"
        case .invalidImage(let why):
            return "cannot decode image: \(why)"
        case .encodingFailed(let why):
            return "cannot encode PNG: \(why)"
        case .fontUnavailable(let path, let reason):
            return "cannot load font '\(path)': \(reason)"
        case .textTooLong(let length, let limit):
            return "text of \(length) characters exceeds the limit of \(limit)"
        case .pathTooComplex(let segments, let limit):
            return "a shape needs \(segments) line segments at this scale, over the limit of \(limit)"
        }
    }
}
