import Foundation
import Graphics

/// How a slider is drawn, with layers only: the value images, the track cut at the thumb's
/// centre into a tinted part and a grey part (each a clip holding the whole rounded track, as
/// UIKit's clip views hold its track images), and the thumb on top.
extension UISlider {
    /// The thumb's shadows, from UIKit's modern thumb image: a white disc filled twice with
    /// `_controlShadowColor` (black at 12%), blurred 13 points 6 below, then 4 points half a
    /// point below. Core Animation's shadow radius is half of CoreGraphics' blur.
    private static let shadowOpacity: Float = 0.12
    private static let wideShadow = (offset: CGSize(width: 0, height: 6), radius: CGFloat(6.5))
    private static let tightShadow = (offset: CGSize(width: 0, height: 0.5), radius: CGFloat(2))

    func setUpLayers() {
        for clip in [maximumTrackClip, minimumTrackClip] { clip.masksToBounds = true }
        maximumTrackClip.addSublayer(maximumTrackLayer)
        minimumTrackClip.addSublayer(minimumTrackLayer)
        for disc in [thumbOuterDisc, thumbInnerDisc] {
            disc.shadowColor = UIColor.black.cgColor
            disc.shadowOpacity = Self.shadowOpacity
            thumbLayer.addSublayer(disc)
        }
        thumbOuterDisc.shadowOffset = Self.wideShadow.offset
        thumbOuterDisc.shadowRadius = Self.wideShadow.radius
        thumbInnerDisc.shadowOffset = Self.tightShadow.offset
        thumbInnerDisc.shadowRadius = Self.tightShadow.radius
        for part in [minimumValueImageLayer, maximumValueImageLayer, maximumTrackClip, minimumTrackClip, thumbLayer] {
            contentLayer.addSublayer(part)
        }
        layer.addSublayer(contentLayer)
    }

    /// Puts every part where the override points say, without animation, or — for
    /// `setValue(_:animated:)` — sliding there over `animation`'s duration.
    func applyLayout(animation: (duration: CFTimeInterval, timing: CAMediaTimingFunctionName)?) {
        CATransaction.begin()
        if let animation {
            CATransaction.setAnimationDuration(animation.duration)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: animation.timing))
        } else {
            CATransaction.setDisableActions(true)
        }
        let area = bounds
        contentLayer.frame = area
        contentLayer.opacity = isEnabled ? 1 : 0.5
        let track = trackRect(forBounds: area)
        let thumb = thumbRect(forBounds: area, trackRect: track, value: storedValue)
        layOutValueImages(in: area)
        layOutTrack(track, thumb: thumb)
        layOutThumb(thumb)
        CATransaction.commit()
    }

    private func layOutValueImages(in area: CGRect) {
        let images = [
            (minimumValueImageLayer, minimumValueImage, minimumValueImageRect(forBounds: area)),
            (maximumValueImageLayer, maximumValueImage, maximumValueImageRect(forBounds: area)),
        ]
        for (part, image, rect) in images {
            part.isHidden = image == nil
            part.frame = rect
            part.showControlImage(image, tint: tintColor)
        }
    }

    /// Splits the track at the thumb's centre. A part shorter than its image's end cap (the
    /// track's thickness for the drawn track) is dropped, as UIKit drops it.
    private func layOutTrack(_ track: CGRect, thumb: CGRect) {
        let minimumImage = trackIsArtwork ? currentMinimumTrackImage : nil
        let maximumImage = trackIsArtwork ? currentMaximumTrackImage : nil
        let leadingCap = minimumImage?.capInsets.left ?? track.height
        let trailingCap = maximumImage?.capInsets.right ?? track.height
        var split = thumb.minX + (thumb.width / 2).rounded() - track.minX
        if split <= leadingCap {
            split = 0
        } else if split >= track.width - trailingCap {
            split = track.width
        }
        split = min(max(split, 0), max(track.width, 0))
        let left = CGRect(x: track.minX, y: track.minY, width: split, height: track.height)
        let right = CGRect(x: track.minX + split, y: track.minY, width: track.width - split, height: track.height)
        let rightToLeft = isRightToLeft
        let parts = [
            (minimumTrackClip, minimumTrackLayer, rightToLeft ? right : left, minimumImage, minimumTrackTintColor ?? tintColor!),
            (maximumTrackClip, maximumTrackLayer, rightToLeft ? left : right, maximumImage, maximumTrackTintColor ?? .systemFill),
        ]
        for (clip, part, slice, image, color) in parts {
            clip.frame = slice
            part.frame = CGRect(x: track.minX - slice.minX, y: 0, width: track.width, height: track.height)
            part.showControlImage(image, tint: tintColor)
            part.backgroundColor = image == nil ? color.cgColor : nil
            part.cornerRadius = image == nil ? min(track.width, track.height) / 2 : 0
        }
        // The tinted part is rounded at its leading end only; its other end is under the thumb.
        minimumTrackLayer.maskedCorners =
            rightToLeft ? [.layerMaxXMinYCorner, .layerMaxXMaxYCorner] : [.layerMinXMinYCorner, .layerMinXMaxYCorner]
    }

    private func layOutThumb(_ thumb: CGRect) {
        thumbLayer.frame = thumb
        let image = currentThumbImage
        thumbLayer.showControlImage(image, tint: tintColor)
        let disc = CGRect(origin: .zero, size: thumb.size)
        for part in [thumbOuterDisc, thumbInnerDisc] {
            part.isHidden = image != nil
            part.frame = disc
            part.cornerRadius = min(disc.width, disc.height) / 2
            part.backgroundColor = (thumbTintColor ?? .white).cgColor
        }
    }
}
