#if !canImport(UIKit)
import Foundation

extension NSLayoutConstraint {
  /// Receives every ``AutoLayoutMessage`` (a broken constraint, a constraint that could not be
  /// activated). The default writes the message's text to standard error, as UIKit writes to
  /// the console; tests replace it to assert on the messages.
  public static var layoutMessageHandler: @MainActor (AutoLayoutMessage) -> Void = { message in
    FileHandle.standardError.write(Data((message.text + "\n").utf8))
  }
}
#endif
