import Foundation

extension UIViewController {
    /// The Edit button, made on first use: UIKit's Edit system item, whose tap toggles editing.
    var ownEditButtonItem: UIBarButtonItem {
        if let storedEditButtonItem { return storedEditButtonItem }
        let item = UIBarButtonItem(systemItem: editing ? .done : .edit)
        item.builtInAction = { [weak self] in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        storedEditButtonItem = item
        return item
    }

    /// `setEditing(_:animated:)`: the Edit button says "Done" (bold) while editing, "Edit" otherwise.
    func editingDidChange() {
        guard let item = storedEditButtonItem else { return }
        item.title = editing ? "Done" : "Edit"
        item.style = editing ? .done : .plain
    }

    /// The orientation the controller's window (or the main screen) shows: portrait when taller
    /// than wide, else landscape with the home button on the right (`.landscapeRight`).
    var currentInterfaceOrientation: UIInterfaceOrientation {
        let size = storedView?.window?.bounds.size ?? UIScreen.main.bounds.size
        return size.height >= size.width ? .portrait : .landscapeRight
    }
}
