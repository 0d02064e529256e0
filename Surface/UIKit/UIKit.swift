// Linux-only stand-in for the `UIKit` module: Apple's declarations that
// LiveryUIKit uses, transcribed one by one with the SDK line each comes from.
// See Surface/README.md for what is modelled and where it deviates.
//
// UIKit.h: #import <Foundation/Foundation.h> ... UIKit re-exports Foundation
// (and, through its headers, CoreGraphics and QuartzCore); CGFloat, CGSize,
// CGPoint and CGRect come from swift-corelibs-foundation on Linux.
@_exported import Foundation
