/// The state of data that arrives asynchronously: still loading, loaded, or failed.
///
/// Screens are pure functions of a `Loadable`, so the initial state (while a request runs) and the
/// loaded state are the same code path:
///
/// ```swift
/// Row("price", state.value.map { Price($0.price) } ?? Price.placeholder)
/// ```
public enum Loadable<Value> {
  /// The request has not completed yet.
  case loading
  /// The data arrived.
  case loaded(Value)
  /// The request failed with the given error.
  case failed(any Error)

  /// The loaded value, or `nil` while loading or after a failure.
  public var value: Value? {
    if case .loaded(let value) = self { return value }
    return nil
  }

  /// Whether the request is still running.
  public var isLoading: Bool {
    if case .loading = self { return true }
    return false
  }

  /// The failure, if the request failed.
  public var error: (any Error)? {
    if case .failed(let error) = self { return error }
    return nil
  }

  /// Transforms the loaded value, keeping loading and failure as they are.
  public func map<NewValue>(_ transform: (Value) throws -> NewValue) rethrows -> Loadable<NewValue> {
    switch self {
    case .loading: .loading
    case .loaded(let value): .loaded(try transform(value))
    case .failed(let error): .failed(error)
    }
  }

  /// Runs `operation` and captures its result or its error.
  public static func capture(_ operation: () throws -> Value) -> Loadable<Value> {
    do { return .loaded(try operation()) } catch { return .failed(error) }
  }

  /// Awaits `operation` and captures its result or its error.
  ///
  /// Runs on the caller's actor (`nonisolated(nonsending)`), so a `@MainActor` view controller
  /// can write `state = await .capture { try await self.fetch() }` in Swift 6 even when the value
  /// is not `Sendable`: nothing crosses an isolation boundary.
  nonisolated(nonsending)
    public static func capture(_ operation: nonisolated(nonsending) () async throws -> Value) async -> Loadable<Value>
  {
    do { return .loaded(try await operation()) } catch { return .failed(error) }
  }
}

extension Loadable: Sendable where Value: Sendable {}

extension Loadable: Equatable where Value: Equatable {
  /// Equal when both are loading, both loaded with equal values, or both failed with errors
  /// that describe themselves identically (errors are not `Equatable` in general).
  public static func == (lhs: Loadable, rhs: Loadable) -> Bool {
    switch (lhs, rhs) {
    case (.loading, .loading): true
    case (.loaded(let a), .loaded(let b)): a == b
    case (.failed(let a), .failed(let b)): String(reflecting: a) == String(reflecting: b)
    default: false
    }
  }
}
