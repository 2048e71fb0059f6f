import UIKit

class SettingsViewController: UIViewController {
    let toggle = UISwitch()
    private(set) var saves = 0
    private(set) var cancels = 0
    private(set) var toggledValues: [Bool] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done, target: self, action: #selector(save(_:)))
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
        toggle.addTarget(self, action: #selector(toggleChanged(_:)), for: .valueChanged)
        view.addSubview(toggle)
    }

    @objc func save(_ sender: UIBarButtonItem) {
        saves += 1
    }

    @objc func cancel() {
        cancels += 1
    }

    @IBAction func toggleChanged(_ sender: UISwitch) {
        toggledValues.append(sender.isOn)
    }
}
