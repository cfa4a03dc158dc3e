#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The scenarios of `tessera-bench layout`: a message cell of 20 views under its content view
/// (avatar, badge and unread dot; a title row, subtitle, wrapping body, a row of four details,
/// tags and footer in stack views; a chevron and a separator), written with anchors on the
/// layout margins as iOS teams write cells, sized as a self-sizing table sizes it
/// (`systemLayoutSizeFitting` at 375 points, required width, fitting-level height).
///
/// - `cell-20-views-new-text`: the same cell measured again after its texts changed, as a
///   reused cell is measured for its next row: the engine moves the constants of the labels'
///   content sizes and re-solves.
/// - `cell-20-views-same`: measured again with nothing changed.
/// - `cell-20-views-first`: a new cell built and measured, the engine made from scratch.
@MainActor
struct CellSizingScenario {
  /// A scenario's name on the command line and in the output.
  enum Name: String, CaseIterable {
    case newText = "cell-20-views-new-text"
    case same = "cell-20-views-same"
    case first = "cell-20-views-first"
  }

  let runs: Int
  let sizings: Int

  func run(_ names: [Name]) -> [String] {
    names.map { name in
      switch name {
      case .newText: newText()
      case .same: same()
      case .first: first()
      }
    }
  }

  private func newText() -> String {
    let cell = MessageCell(style: .default, reuseIdentifier: "message")
    var revision = 0
    cell.configure(revision: revision)
    let cpuStart = ThreadCPUTime.microseconds()
    let measured = BenchmarkSupport.measure(runs: runs) {
      var height = 0.0
      for _ in 0..<sizings {
        revision += 1
        cell.configure(revision: revision)
        height += Double(cell.fittingHeight())
      }
      return height
    }
    let cpu = (ThreadCPUTime.microseconds() - cpuStart) / Double((runs + 1) * sizings)
    return line(Name.newText.rawValue, measured.timing, height: cell.fittingHeight(), cpu: cpu)
  }

  private func same() -> String {
    let cell = MessageCell(style: .default, reuseIdentifier: "message")
    cell.configure(revision: 1)
    let cpuStart = ThreadCPUTime.microseconds()
    let measured = BenchmarkSupport.measure(runs: runs) {
      var height = 0.0
      for _ in 0..<sizings { height += Double(cell.fittingHeight()) }
      return height
    }
    let cpu = (ThreadCPUTime.microseconds() - cpuStart) / Double((runs + 1) * sizings)
    return line(Name.same.rawValue, measured.timing, height: cell.fittingHeight(), cpu: cpu)
  }

  private func first() -> String {
    let count = max(1, sizings / 10)
    var last = MessageCell(style: .default, reuseIdentifier: "message")
    last.configure(revision: 1)
    let cpuStart = ThreadCPUTime.microseconds()
    let measured = BenchmarkSupport.measure(runs: runs) {
      var height = 0.0
      for _ in 0..<count {
        let fresh = MessageCell(style: .default, reuseIdentifier: "message")
        fresh.configure(revision: 1)
        height += Double(fresh.fittingHeight())
        last = fresh
      }
      return height
    }
    let cpu = (ThreadCPUTime.microseconds() - cpuStart) / Double((runs + 1) * count)
    return line(Name.first.rawValue, measured.timing, height: last.fittingHeight(), cpu: cpu, per: count)
  }

  /// One JSON line: wall-clock microseconds per sizing (median, fastest and slowest run) and
  /// the thread's CPU microseconds per sizing over all runs, which a busy machine does not
  /// inflate.
  private func line(
    _ scenario: String, _ timing: BenchmarkSupport.Timing, height: CGFloat, cpu: Double, per count: Int? = nil
  ) -> String {
    let divisor = Double(count ?? sizings) / 1_000
    return BenchmarkSupport.jsonLine([
      "bench": .string("layout"), "scenario": .string(scenario),
      "median_us": .milliseconds(timing.median / divisor), "min_us": .milliseconds(timing.min / divisor),
      "max_us": .milliseconds(timing.max / divisor), "cpu_us": .milliseconds(cpu),
      "height": .milliseconds(Double(height)),
    ])
  }
}

/// A message row as an app writes it: stack views, anchors on the layout margins, fixed-size
/// images, a wrapping body.
final class MessageCell: UITableViewCell {
  let avatar = UIView()
  let badge = UIView()
  let unreadDot = UIView()
  let title = UILabel()
  let time = UILabel()
  let subtitle = UILabel()
  let body = UILabel()
  let details = (0..<4).map { _ in UILabel() }
  let tags = UILabel()
  let footer = UILabel()
  let chevron = UIView()
  let separator = UIView()

  private var isSetUp = false

  /// Builds the views on first use (the headless cell initializer is `required`, so a portable
  /// subclass declares none of its own).
  private func setUpIfNeeded() {
    guard !isSetUp else { return }
    isSetUp = true
    body.numberOfLines = 0
    time.setContentHuggingPriority(.required, for: .horizontal)
    let titleRow = UIStackView(arrangedSubviews: [title, time])
    titleRow.spacing = 8
    let detailRow = UIStackView(arrangedSubviews: details)
    detailRow.spacing = 6
    detailRow.distribution = .fillEqually
    let text = UIStackView(arrangedSubviews: [titleRow, subtitle, body, detailRow, tags, footer])
    text.axis = .vertical
    text.spacing = 4
    text.setCustomSpacing(8, after: body)
    let content = UIStackView(arrangedSubviews: [avatar, text, chevron])
    content.alignment = .top
    content.spacing = 12
    for view in [content, badge, unreadDot, separator] {
      view.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(view)
    }
    let margins = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      content.topAnchor.constraint(equalTo: margins.topAnchor),
      content.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      avatar.widthAnchor.constraint(equalToConstant: 44),
      avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
      chevron.widthAnchor.constraint(equalToConstant: 8),
      chevron.heightAnchor.constraint(equalToConstant: 13),
      badge.widthAnchor.constraint(equalToConstant: 16),
      badge.heightAnchor.constraint(equalToConstant: 16),
      badge.centerXAnchor.constraint(equalTo: avatar.trailingAnchor),
      badge.centerYAnchor.constraint(equalTo: avatar.topAnchor),
      unreadDot.widthAnchor.constraint(equalToConstant: 8),
      unreadDot.heightAnchor.constraint(equalToConstant: 8),
      unreadDot.trailingAnchor.constraint(equalTo: avatar.leadingAnchor, constant: -4),
      unreadDot.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
      separator.heightAnchor.constraint(equalToConstant: 1),
      separator.leadingAnchor.constraint(equalTo: text.leadingAnchor),
      separator.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      separator.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
    ])
  }

  func configure(revision: Int) {
    setUpIfNeeded()
    title.text = "Conversation \(revision % 97)"
    time.text = "\(revision % 12 + 1):\(10 + revision % 50)"
    subtitle.text = revision % 3 == 0 ? "Re: the plan for Saturday" : "Photos from the trip"
    body.text = String(repeating: "Line of the message\n", count: revision % 4) + "Last line"
    for (index, detail) in details.enumerated() { detail.text = "\(index + revision % 5)" }
    tags.text = revision % 2 == 0 ? "#family #trip" : "#work"
    footer.text = "Delivered"
  }

  func fittingHeight() -> CGFloat {
    systemLayoutSizeFitting(
      CGSize(width: 375, height: UIView.layoutFittingCompressedSize.height), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel
    ).height
  }
}
