import Foundation
import QuartzCore
import Testing
import UIKit

@MainActor
enum SDKCallSamples2 {
    static func controllers(_ host: UIViewController) {
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in })
        alert.addTextField { field in field.placeholder = "Name" }
        host.present(alert, animated: true)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.popoverPresentationController?.sourceView = host.view
        let detail = UIViewController()
        detail.modalPresentationStyle = .fullScreen
        detail.modalTransitionStyle = .crossDissolve
        detail.isModalInPresentation = true
        host.navigationController?.pushViewController(detail, animated: true)
        host.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        host.navigationItem.largeTitleDisplayMode = .never
        host.navigationController?.navigationBar.prefersLargeTitles = true
        host.navigationController?.setNavigationBarHidden(false, animated: true)
        host.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house.fill"), tag: 0)
        host.addChild(detail)
        host.view.addSubview(detail.view)
        detail.didMove(toParent: host)
        host.setNeedsStatusBarAppearanceUpdate()
        _ = host.traitCollection.userInterfaceStyle == .dark
        host.overrideUserInterfaceStyle = .light
        _ = host.presentingViewController
        _ = host.isBeingPresented
        _ = host.children
    }

    static func lists(_ table: UITableView, _ collection: UICollectionView) {
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 44
        table.separatorStyle = .none
        table.separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
        table.tableFooterView = UIView()
        table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 40))
        table.allowsMultipleSelection = true
        table.keyboardDismissMode = .onDrag
        table.contentInsetAdjustmentBehavior = .never
        table.reloadData()
        table.beginUpdates()
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        table.endUpdates()
        table.performBatchUpdates({ table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade) }, completion: nil)
        table.reloadRows(at: [], with: .none)
        table.reloadSections(IndexSet(integer: 0), with: .automatic)
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
        table.deselectRow(at: IndexPath(row: 0, section: 0), animated: true)
        _ = table.indexPathForSelectedRow
        _ = table.indexPathsForVisibleRows
        _ = table.cellForRow(at: IndexPath(row: 0, section: 0))
        _ = table.indexPath(for: UITableViewCell())
        _ = table.dequeueReusableHeaderFooterView(withIdentifier: "header")
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        collection.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        collection.reloadData()
        collection.performBatchUpdates({ collection.insertItems(at: [IndexPath(item: 0, section: 0)]) }, completion: nil)
        collection.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: .centeredHorizontally)
        collection.scrollToItem(at: IndexPath(item: 0, section: 0), at: .left, animated: true)
        _ = collection.indexPathsForSelectedItems
        _ = collection.indexPathsForVisibleItems
        collection.allowsMultipleSelection = false
        collection.isPagingEnabled = true
        collection.showsHorizontalScrollIndicator = false
        collection.decelerationRate = .fast
        if let flow = collection.collectionViewLayout as? UICollectionViewFlowLayout {
            flow.scrollDirection = .horizontal
            flow.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
            flow.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        }
        collection.collectionViewLayout.invalidateLayout()
    }

    static func system(_ view: UIView) {
        _ = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main
        ) { note in
            _ = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
            _ = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
        }
        _ = UIApplication.didBecomeActiveNotification
        _ = UIApplication.willResignActiveNotification
        _ = UIApplication.didEnterBackgroundNotification
        _ = UIScreen.main.bounds.width
        _ = UIScreen.main.nativeScale
        _ = UIDevice.current.userInterfaceIdiom == .pad
        _ = UIApplication.shared.applicationState == .active
        UIAccessibility.post(notification: .announcement, argument: "Done")
        _ = UIAccessibility.isReduceMotionEnabled
        _ = UIAccessibility.isVoiceOverRunning
        view.accessibilityIdentifier = "card"
        view.accessibilityHint = "Opens the card"
        let dynamic = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        _ = dynamic.resolvedColor(with: view.traitCollection)
        _ = UIColor(named: "AccentColor")
        _ = UIColor(hue: 0.5, saturation: 0.5, brightness: 0.5, alpha: 1)
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = UIColor.systemIndigo.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        _ = UIFont(name: "Helvetica-Bold", size: 14) ?? .systemFont(ofSize: 14)
        _ = UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .regular)
        _ = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17))
        _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {}
        view.endEditing(true)
        _ = view.convert(CGPoint.zero, to: nil)
        _ = view.window?.safeAreaInsets.top
        view.setNeedsDisplay()
        view.setNeedsLayout()
        view.layoutIfNeeded()
        _ = view.snapshotView(afterScreenUpdates: false)
        view.isExclusiveTouch = true
        view.isMultipleTouchEnabled = false
        view.semanticContentAttribute = .forceRightToLeft
        view.insetsLayoutMarginsFromSafeArea = false
        view.contentMode = .redraw
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.translatesAutoresizingMaskIntoConstraints = false
        view.layer.cornerRadius = view.bounds.height / 2
        view.clipsToBounds = true
        view.mask = UIView()
        view.removeConstraints(view.constraints)
        _ = view.viewWithTag(3)
        _ = view.superview?.subviews.firstIndex(of: view)
    }
}

@Suite("SDK call signatures, controllers and lists")
@MainActor
struct SDKCallSignatureTests2 {
    @Test("Controller, list and system calls written as iOS code writes them compile and run")
    func samplesRun() {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let host = UIViewController()
        window.rootViewController = UINavigationController(rootViewController: host)
        window.makeKeyAndVisible()
        SDKCallSamples2.controllers(host)
        SDKCallSamples2.system(UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40)))
        #expect(host.presentedViewController is UIAlertController)
        window.isHidden = true
    }
}
