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
public struct TerminalCapabilities: Sendable, Hashable {
  /// How much styling output may carry.
  public var styleMode: StyleMode

  /// Capabilities with the given style mode.
  public init(styleMode: StyleMode) {
    self.styleMode = styleMode
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
    switch policy {
    case .never:
      return TerminalCapabilities(styleMode: .plain)
    case .always:
      return TerminalCapabilities(styleMode: .color)
    case .auto:
      guard isTerminal, environment("TERM") != "dumb" else {
        return TerminalCapabilities(styleMode: .plain)
      }
      if let noColor = environment("NO_COLOR"), !noColor.isEmpty {
        return TerminalCapabilities(styleMode: .monochrome)
      }
      return TerminalCapabilities(styleMode: .color)
    }
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
