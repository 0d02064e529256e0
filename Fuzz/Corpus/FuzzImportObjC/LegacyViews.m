// A view declared in Objective-C, for `livery import`'s tests.
#import <UIKit/UIKit.h>

@interface RingView : UIImageView
@property (nonatomic, strong) UIColor *ringColor UI_APPEARANCE_SELECTOR;
@end

@interface RingView ()
@end
