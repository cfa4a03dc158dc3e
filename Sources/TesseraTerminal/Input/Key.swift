/// A key the user pressed, decoded from terminal input by ``KeyDecoder``.
public enum Key: Sendable, Hashable, CustomStringConvertible {
  /// Arrow up.
  case up
  /// Arrow down.
  case down
  /// Arrow left.
  case left
  /// Arrow right.
  case right
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Home.
  case home
  /// End.
  case end
  /// Enter or Return (CR or LF; a CR LF pair counts once).
  case enter
  /// The space bar.
  case space
  /// Escape, pressed on its own.
  case escape
  /// Tab.
  case tab
  /// Shift-Tab.
  case backTab
  /// Backspace (DEL or BS).
  case backspace
  /// Delete (forward).
  case delete
  /// Control and a letter, e.g. `.control("c")` for Ctrl-C. Ctrl-I, Ctrl-J, Ctrl-M and
  /// Ctrl-H arrive as ``tab``, ``enter`` and ``backspace`` because terminals send the same bytes.
  case control(Character)
  /// A printable character (one Unicode scalar).
  case character(Character)

  /// Ctrl-C: with signals off in raw mode it arrives as a key; programs treat it as quit.
  public static let ctrlC = Key.control("c")

  /// A readable name, e.g. `up`, `ctrl-c`, `"q"`.
  public var description: String {
    switch self {
    case .up: "up"
    case .down: "down"
    case .left: "left"
    case .right: "right"
    case .pageUp: "page-up"
    case .pageDown: "page-down"
    case .home: "home"
    case .end: "end"
    case .enter: "enter"
    case .space: "space"
    case .escape: "escape"
    case .tab: "tab"
    case .backTab: "back-tab"
    case .backspace: "backspace"
    case .delete: "delete"
    case .control(let letter): "ctrl-\(letter)"
    case .character(let character): "\"\(character)\""
    }
  }
}
