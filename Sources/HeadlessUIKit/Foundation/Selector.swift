#if !canImport(UIKit)
import Foundation

/// The name of an Objective-C method, as in Swift on Apple platforms, where `Selector` comes
/// with the Objective-C runtime. Here it is only the name (`"tableView:didSelectRowAtIndexPath:"`).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The Objective-C name of the method.
  public let name: String

  /// A selector named `name`.
  public init(_ name: String) { self.name = name }

  /// A selector written as a string literal.
  public init(stringLiteral name: String) { self.name = name }

  /// The name.
  public var description: String { name }
}

/// The two `NSObject` methods through which Objective-C forwards messages, which UIKit relies on
/// for delegate proxies: the table asks its delegate ``responds(to:)`` for each optional method
/// when the delegate is set and caches the answers, and a message the delegate's class does not
/// implement goes to ``forwardingTarget(for:)``.
///
/// Swift on Linux cannot ask a class whether it implements a method, so here the question goes
/// the other way: the table learns which methods a class implements by calling them (see
/// ``UITableViewDataSource``), and asks ``responds(to:)`` only about the methods the class turned
/// out not to implement. An override therefore answers for the methods it forwards: on iOS write
/// `super.responds(to:) || target.responds(to:)`, here `target.responds(to:)`.
///
/// Every delegate gets the defaults: it responds to everything (the table then finds out by
/// calling) and forwards nothing.
public protocol ObjectiveCMessaging: AnyObject {
  /// Whether the object handles `aSelector`, itself or by forwarding it.
  func responds(to aSelector: Selector!) -> Bool
  /// The object that should receive a message the object's class does not implement; `nil` for
  /// none.
  func forwardingTarget(for aSelector: Selector!) -> Any?
}

extension ObjectiveCMessaging {
  /// Responds to everything; the table learns what the class implements by calling it.
  public func responds(to aSelector: Selector!) -> Bool { true }

  /// Forwards nothing.
  public func forwardingTarget(for aSelector: Selector!) -> Any? { nil }
}
#endif
