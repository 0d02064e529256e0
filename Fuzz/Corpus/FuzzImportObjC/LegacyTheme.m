// The Objective-C forms of appearance code, for `livery import`'s tests.
#import <UIKit/UIKit.h>

@implementation LegacyTheme

+ (void)apply {
    [[UINavigationBar appearance] setBarTintColor:[UIColor colorWithRed:0.1 green:0.2 blue:0.3 alpha:1.0]];
    [UINavigationBar appearance].translucent = NO;
    [[UINavigationBar appearance] setTitleTextAttributes:@{
        NSForegroundColorAttributeName: [UIColor whiteColor],
        NSFontAttributeName: [UIFont boldSystemFontOfSize:17]
    }];
    [[UIBarButtonItem appearanceWhenContainedInInstancesOfClasses:@[[UIToolbar class]]] setTintColor:[UIColor systemOrangeColor]];
    [[UISwitch appearance] setOnTintColor:[UIColor colorNamed:@"Reader/Accent"]];
    [[UIButton appearance] setTitleColor:[[UIColor blackColor] colorWithAlphaComponent:0.5] forState:UIControlStateDisabled];

    UINavigationBarAppearance *appearance = [[UINavigationBarAppearance alloc] init];
    [appearance configureWithTransparentBackground];
    appearance.titleTextAttributes = @{NSForegroundColorAttributeName: [UIColor labelColor]};
    [UINavigationBar appearance].scrollEdgeAppearance = appearance;

    if (@available(iOS 13.0, *)) {
        [[UILabel appearanceForTraitCollection:[UITraitCollection traitCollectionWithUserInterfaceStyle:UIUserInterfaceStyleDark]]
            setTextColor:[UIColor systemGrayColor]];
    }
    if (self.useLargeTitles) {
        [[UINavigationBar appearance] setPrefersLargeTitles:YES];
    }
    [[RingView appearance] setRingColor:[UIColor systemTealColor]];
}

@end
