import Foundation
import HeadlessUIKit
import Testing

/// The controls cells hold behave as UIKit documents them where a test can see it: values per
/// state, actions on a tap, sizes, visibility and what VoiceOver reads.
@MainActor
@Suite struct ControlTests {
  @Test func aButtonsPrimaryActionAndTapActionsRunOnATap() {
    var log: [String] = []
    let button = UIButton(primaryAction: UIAction(title: "Follow") { _ in log.append("primary") })
    button.addAction(UIAction { _ in log.append("touch up") }, for: .touchUpInside)
    #expect(button.buttonType == .system)
    #expect(button.simulateTap())
    #expect(log == ["touch up", "primary"])
    button.isEnabled = false
    #expect(!button.simulateTap() && log.count == 2, "a disabled button takes no tap")
    button.isEnabled = true
    button.isHidden = true
    #expect(!button.simulateTap(), "a hidden button takes no tap")
  }

  @Test func addingAnActionWithTheSameIdentifierReplacesIt() {
    var log: [Int] = []
    let button = UIButton(type: .system)
    let identifier = UIAction.Identifier("follow")
    button.addAction(UIAction(identifier: identifier) { _ in log.append(1) }, for: .touchUpInside)
    button.addAction(UIAction(identifier: identifier) { _ in log.append(2) }, for: .touchUpInside)
    button.simulateTap()
    #expect(log == [2])
    button.removeAction(identifiedBy: identifier, for: .touchUpInside)
    button.simulateTap()
    #expect(log == [2])
  }

  @Test func aButtonsValuesFallBackToTheNormalState() throws {
    let button = UIButton(type: .system)
    button.setTitle("Follow", for: .normal)
    button.setTitle("Following", for: .selected)
    button.setTitleColor(.secondaryLabel, for: .disabled)
    #expect(button.currentTitle == "Follow" && button.titleLabel?.text == "Follow")
    button.isSelected = true
    #expect(button.currentTitle == "Following" && button.titleLabel?.text == "Following")
    button.isSelected = false
    button.isEnabled = false
    #expect(button.state == .disabled && button.currentTitle == "Follow")
    #expect(button.currentTitleColor == .secondaryLabel)
    #expect(button.accessibilityLabel == "Follow" && button.accessibilityTraits.contains(.button))
    button.setImage(UIImage(systemName: "plus"), for: .normal)
    #expect(button.imageView?.image?.systemName == "plus")
    // 15-point title "Follow" (6 × 7.5) beside a 21-point symbol, 6 points above and below.
    #expect(button.intrinsicContentSize == CGSize(width: 66, height: 33))
  }

  @Test func aButtonShowsAndSizesByItsConfiguration() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Subscribe"
    let button = UIButton(configuration: configuration)
    #expect(button.currentTitle == "Subscribe" && button.titleLabel?.text == "Subscribe")
    // A body title (9 × 8.5) with 12 points on either side, 7 above and below.
    #expect(button.intrinsicContentSize == CGSize(width: 100.5, height: 35))
    button.configuration?.buttonSize = .large
    #expect(button.titleLabel?.font == .preferredFont(forTextStyle: .headline))
  }

  @Test func aButtonCanToggleItsSelectionOnATapAndUpdateItsConfiguration() {
    var updates = 0
    let button = UIButton(configuration: .plain())
    button.changesSelectionAsPrimaryAction = true
    button.configurationUpdateHandler = { button in
      updates += 1
      button.configuration?.title = button.isSelected ? "On" : "Off"
    }
    button.layoutIfNeeded()
    #expect(button.currentTitle == "Off")
    button.simulateTap()
    #expect(button.isSelected)
    button.layoutIfNeeded()
    #expect(button.currentTitle == "On" && updates == 2)
  }

  @Test func aSwitchTogglesOnATapAndReadsAsOnOrOff() {
    var values: [Bool] = []
    let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
    toggle.addAction(
      UIAction { action in values.append((action.sender as? UISwitch)?.isOn ?? false) }, for: .valueChanged)
    #expect(toggle.frame.size == CGSize(width: 51, height: 31), "a switch ignores the size it is given")
    #expect(toggle.accessibilityValue == "0")
    toggle.simulateTap()
    #expect(toggle.isOn && values == [true] && toggle.accessibilityValue == "1")
    toggle.setOn(false, animated: true)
    #expect(values == [true], "setting the value in code sends nothing")
  }

  @Test func aSegmentedControlSelectsRunsItsActionAndSendsValueChanged() {
    var log: [String] = []
    let control = UISegmentedControl(
      frame: .zero,
      actions: [UIAction(title: "Day") { _ in log.append("day") }, UIAction(title: "Week") { _ in log.append("week") }])
    control.addAction(UIAction { _ in log.append("changed") }, for: .valueChanged)
    #expect(control.numberOfSegments == 2 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
    #expect(control.simulateSelectSegment(at: 1))
    #expect(control.selectedSegmentIndex == 1 && log == ["week", "changed"])
    control.setEnabled(false, forSegmentAt: 0)
    #expect(!control.simulateSelectSegment(at: 0) && control.selectedSegmentIndex == 1)
    control.insertSegment(withTitle: "Month", at: 0, animated: false)
    #expect(control.titleForSegment(at: 0) == "Month" && control.selectedSegmentIndex == 1)
    // Three segments as wide as the widest title ("Month", 5 × 6.5) plus 8 points, 32 tall.
    #expect(control.intrinsicContentSize == CGSize(width: 121.5, height: 32))
  }

  @Test func anActivityIndicatorIsHiddenWhileStopped() {
    let spinner = UIActivityIndicatorView(style: .large)
    #expect(spinner.isHidden && !spinner.isAnimating && spinner.intrinsicContentSize == CGSize(width: 37, height: 37))
    spinner.startAnimating()
    #expect(!spinner.isHidden && spinner.isAnimating)
    spinner.stopAnimating()
    #expect(spinner.isHidden)
    spinner.hidesWhenStopped = false
    #expect(!spinner.isHidden)
  }

  @Test func aProgressViewKeepsItsProgressWithinZeroAndOne() {
    let bar = UIProgressView(progressViewStyle: .bar)
    bar.setProgress(1.5, animated: true)
    #expect(bar.progress == 1)
    bar.progress = -2
    #expect(bar.progress == 0)
    #expect(bar.sizeThatFits(CGSize(width: 200, height: 100)) == CGSize(width: 200, height: 2.5))
  }

  @Test func aRefreshControlBeginsOnAPullAndEndsWhenTold() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
    var refreshes = 0
    let refresh = UIRefreshControl()
    refresh.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
    table.refreshControl = refresh
    #expect(table.refreshControl?.simulatePullToRefresh() == true)
    #expect(refresh.isRefreshing && refreshes == 1)
    #expect(!refresh.simulatePullToRefresh(), "no second refresh while one is under way")
    refresh.endRefreshing()
    #expect(!refresh.isRefreshing)
    refresh.beginRefreshing()
    #expect(refresh.isRefreshing && refreshes == 1, "beginning in code sends nothing")
  }

  @Test func imagesHaveDeterministicSizesThatImageViewsTake() {
    let star = UIImage(systemName: "star")
    #expect(star?.size == CGSize(width: 21, height: 21))
    let large = UIImage(
      systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30, weight: .bold, scale: .large))
    #expect(large?.size == CGSize(width: 45, height: 45))
    #expect(UIImage(named: "avatar")?.size == .zero && UIImage(named: "") == nil)
    let view = UIImageView(image: UIImage(size: CGSize(width: 40, height: 30)))
    #expect(
      view.intrinsicContentSize == CGSize(width: 40, height: 30) && view.frame.size == CGSize(width: 40, height: 30))
    view.image = star
    #expect(view.intrinsicContentSize == CGSize(width: 21, height: 21))
    view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .largeTitle)
    #expect(view.intrinsicContentSize == CGSize(width: 41, height: 41))
    view.image = nil
    #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    #expect(!view.isUserInteractionEnabled && view.accessibilityTraits == .image)
    let template = star?.withRenderingMode(.alwaysTemplate)
    #expect(template?.renderingMode == .alwaysTemplate && template?.systemName == "star")
    #expect(star?.withTintColor(.red).tintColor == .red)
  }
}
