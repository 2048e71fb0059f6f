import Testing
import UIKit
import UIKitSnapshotTesting

/// The device presets carry swift-snapshot-testing's sizes, safe areas and size classes.
@Suite struct ViewImageConfigTests {
    @Test func phonesSwapTheirSizeAndInsetsInLandscape() {
        let portrait = ViewImageConfig.iPhone13
        #expect(portrait.size == CGSize(width: 390, height: 844))
        #expect(portrait.safeArea == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(portrait.traits.horizontalSizeClass == .compact && portrait.traits.verticalSizeClass == .regular)
        let landscape = ViewImageConfig.iPhone13ProMax(.landscape)
        #expect(landscape.size == CGSize(width: 926, height: 428))
        #expect(landscape.safeArea == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(landscape.traits.horizontalSizeClass == .regular && landscape.traits.verticalSizeClass == .compact)
        #expect(ViewImageConfig.iPhoneSe(.landscape).safeArea == .zero)
    }

    @Test func tabletsSplitTheirScreen() {
        #expect(ViewImageConfig.iPadPro11.size == CGSize(width: 1194, height: 834))
        #expect(ViewImageConfig.iPadPro11.safeArea == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        let third = ViewImageConfig.iPadMini(.portrait(splitView: .oneThird))
        #expect(third.size == CGSize(width: 320, height: 1024))
        #expect(third.traits.horizontalSizeClass == .compact && third.traits.userInterfaceIdiom == .pad)
        let half = ViewImageConfig.iPadPro12_9(.landscape(splitView: .oneHalf))
        #expect(half.size == CGSize(width: 678, height: 1024) && half.traits.horizontalSizeClass == .regular)
    }
}
