/// Why the product page's request failed, in words the page can show under its error title:
/// "The server did not answer in time."
///
/// A value rather than `any Error`, so ``ProductScreen/Action`` stays `Equatable` and a test
/// compares a failed page as it compares a loaded one.
public struct ProductLoadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong, as a sentence for the buyer.
  public var reason: String

  /// Creates an error with the sentence to show.
  public init(reason: String) {
    self.reason = reason
  }

  /// The reason, as the page shows it.
  public var description: String { reason }
}
