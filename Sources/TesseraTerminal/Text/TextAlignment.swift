/// Where text sits in a field wider than itself.
public enum TextAlignment: Sendable, Hashable, CaseIterable {
  /// Against the left edge; padding goes on the right.
  case leading
  /// In the middle; an odd column of padding goes on the right.
  case center
  /// Against the right edge; padding goes on the left.
  case trailing

  /// How many padding columns go before and after content that leaves `slack` columns free.
  func split(_ slack: Int) -> (before: Int, after: Int) {
    guard slack > 0 else { return (0, 0) }
    switch self {
    case .leading: return (0, slack)
    case .center: return (slack / 2, slack - slack / 2)
    case .trailing: return (slack, 0)
    }
  }
}
