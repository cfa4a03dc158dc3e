/// The estimate of the last content type asked for, so that a rebuild looks the running
/// averages up once per run of rows of one type instead of once per row.
struct EstimateCache {
  private var contentType: ObjectIdentifier?
  private var value = 0.0

  /// The estimate of an automatic row without an estimate of its own, of `contentType`.
  mutating func estimate(for contentType: ObjectIdentifier, in sizing: ListSizing) -> Double {
    if contentType != self.contentType {
      self.contentType = contentType
      value = sizing.estimate(for: .automatic, contentType: contentType)
    }
    return value
  }
}
