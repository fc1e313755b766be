/// The namespace of CellarHost's simulated UIKit types, each under UIKit's
/// own name: ``UITableView``, ``UITableViewCell``, ``UICollectionView``,
/// ``UIEdgeInsets``, the data-source and delegate protocols, and the rest.
///
/// Code never needs to spell `Headless`. Where UIKit is not available (Linux,
/// and macOS without Mac Catalyst), CellarHost gives every type here its
/// top-level UIKit name, so `import Cellar` (or `import CellarHost`) makes
/// `UITableView` mean `Headless.UITableView`, and table code written against
/// UIKit compiles unchanged:
///
/// ```swift
/// let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
/// table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
/// ```
///
/// Where UIKit exists, `UITableView` is UIKit's class and CellarHost declares
/// no top-level UIKit name, so nothing clashes; its types are reachable only
/// as `Headless.UITableView` (Cellar runs the host's batch validator inside
/// its UIKit backend).
///
/// The host's own API, which UIKit does not have (test drivers such as
/// ``Headless/UITableView/tapRow(at:)``, the ``Headless/UITableView/updateLog``, the text
/// renderer ``Headless/UITableView/render()``), is declared on these types and named
/// as the host's in its documentation.
public enum Headless {}
