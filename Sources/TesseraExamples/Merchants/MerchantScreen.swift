/// The merchant summary of seed 003: one row per city with its total; selecting a row expands
/// it to show a variable number of detail lines.
///
/// The seed keeps expanded flags and measured heights in dictionaries keyed by index path, which
/// break as soon as rows move. Here rows are `.expandable()` and identified by the merchant's
/// id: the list controller keeps expansion and the measured height by id, so both survive
/// sorting and reloads, and this state does not hold them at all.
public struct MerchantScreen: ExampleScreen, Equatable {
  /// The merchants, in the order they were loaded.
  public var merchants: [Merchant]
  /// How the rows are sorted.
  public var order: Order

  /// Creates the screen.
  public init(merchants: [Merchant] = [], order: Order = .city) {
    self.merchants = merchants
    self.order = order
  }

  /// The orders the rows can be sorted in.
  public enum Order: Hashable, Sendable {
    /// By city name.
    case city
    /// Largest total first.
    case largestSum
  }

  /// What the user can do on the screen.
  public enum Action: Equatable, Sendable {
    /// New takings arrived (see ``Merchant/randomList(using:)``).
    case loaded([Merchant])
    /// The user chose another order.
    case sort(Order)
  }

  /// Moves to the state that follows `action`.
  public mutating func apply(_ action: Action) {
    switch action {
    case .loaded(let newMerchants): merchants = newMerchants
    case .sort(let newOrder): order = newOrder
    }
  }

  /// The content of a row: the summary line and the detail lines it shows when expanded.
  public struct MerchantSummary: Equatable, Sendable {
    /// The city.
    public var city: String
    /// The total of the details.
    public var sum: Int
    /// The lines shown when the row is expanded; their number varies.
    public var details: [Merchant.Detail]

    /// Creates the row content.
    public init(city: String, sum: Int, details: [Merchant.Detail]) {
      self.city = city
      self.sum = sum
      self.details = details
    }
  }

  /// One section of expandable rows, in the chosen order, identified by merchant id.
  @ListBuilder<Section>
  public func snapshot(send: @escaping Send<Action>) -> ListSnapshot {
    Section("merchants", header: order == .city ? "Takings by city" : "Takings, largest first") {
      for merchant in sorted() {
        Row(merchant.id, MerchantSummary(city: merchant.city, sum: merchant.sum, details: merchant.details))
          .expandable()
      }
    }
  }

  private func sorted() -> [Merchant] {
    switch order {
    case .city: merchants.sorted { $0.city < $1.city }
    case .largestSum: merchants.sorted { ($0.sum, $1.id) > ($1.sum, $0.id) }
    }
  }
}
