#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A user's choice about colour, e.g. from a `--color` option.
public enum ColorPolicy: String, Sendable, Hashable, CaseIterable {
  /// Style output that is a terminal, honouring `NO_COLOR` and `TERM=dumb`.
  case auto
  /// Always style with colours, even when `NO_COLOR` is set or output is not a terminal.
  case always
  /// Never write escape sequences for styles.
  case never
}

/// What the output terminal should be sent: for now, how much styling.
///
/// Decided once at start-up from a ``ColorPolicy``, whether the output is a terminal and the
/// environment:
/// - ``ColorPolicy/never`` gives ``StyleMode/plain``; ``ColorPolicy/always`` gives
///   ``StyleMode/color``;
/// - ``ColorPolicy/auto`` gives ``StyleMode/plain`` when the output is not a terminal or
///   `TERM` is `dumb`; ``StyleMode/monochrome`` when `NO_COLOR` is set to a non-empty value
///   (the no-color.org convention: the variable suppresses colour whatever its value, an empty
///   value counts as unset; attributes such as inverse stay, so a selection remains visible);
///   ``StyleMode/color`` otherwise.
///
/// It also says whether characters beyond ASCII can be shown (``isUnicode``: the locale's
/// character set, from the first non-empty of `LC_ALL`, `LC_CTYPE` and `LANG`, is UTF-8) and
/// whether the cursor can be moved at all (``canAddressCursor``: `TERM` is set and not `dumb`),
/// which a full-screen program needs.
public struct TerminalCapabilities: Sendable, Hashable {
  /// How much styling output may carry.
  public var styleMode: StyleMode
  /// Whether the terminal shows characters beyond ASCII (box drawing, CJK, emoji).
  public var isUnicode: Bool
  /// Whether the terminal can move the cursor and switch to the alternate screen.
  public var canAddressCursor: Bool

  /// Capabilities with the given style mode.
  public init(styleMode: StyleMode, isUnicode: Bool = true, canAddressCursor: Bool = true) {
    self.styleMode = styleMode
    self.isUnicode = isUnicode
    self.canAddressCursor = canAddressCursor
  }

  /// Decides from explicit facts; the pure core of ``detect(policy:outputDescriptor:)``.
  ///
  /// - Parameters:
  ///   - policy: the user's choice.
  ///   - isTerminal: whether the output is a terminal.
  ///   - environment: looks up an environment variable.
  public static func resolve(
    policy: ColorPolicy, isTerminal: Bool, environment: (String) -> String?
  ) -> TerminalCapabilities {
    var capabilities = TerminalCapabilities(
      styleMode: styleMode(policy: policy, isTerminal: isTerminal, environment: environment),
      isUnicode: isUnicodeLocale(environment),
      canAddressCursor: (environment("TERM") ?? "") != "dumb")
    if !capabilities.canAddressCursor && policy == .auto { capabilities.styleMode = .plain }
    return capabilities
  }

  private static func styleMode(policy: ColorPolicy, isTerminal: Bool, environment: (String) -> String?) -> StyleMode {
    switch policy {
    case .never:
      return .plain
    case .always:
      return .color
    case .auto:
      guard isTerminal, environment("TERM") != "dumb" else { return .plain }
      if let noColor = environment("NO_COLOR"), !noColor.isEmpty { return .monochrome }
      return .color
    }
  }

  /// Whether the locale's character set is UTF-8: the first non-empty of `LC_ALL`, `LC_CTYPE`
  /// and `LANG` names it (`C.UTF-8`, `en_US.utf8`). With none set the C locale applies: ASCII.
  static func isUnicodeLocale(_ environment: (String) -> String?) -> Bool {
    var locale = "C"
    for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
      if let value = environment(name), !value.isEmpty {
        locale = value
        break
      }
    }
    let lowered = locale.lowercased()
    return lowered.contains("utf-8") || lowered.contains("utf8")
  }

  /// Decides for the process's real output `outputDescriptor` (standard output by default)
  /// and environment.
  public static func detect(
    policy: ColorPolicy = .auto, outputDescriptor: Int32 = STDOUT_FILENO
  ) -> TerminalCapabilities {
    resolve(policy: policy, isTerminal: isatty(outputDescriptor) == 1) { name in
      guard let value = getenv(name) else { return nil }
      return String(cString: value)
    }
  }
}
