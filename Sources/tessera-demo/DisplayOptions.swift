import ArgumentParser
import TesseraExamples
import TesseraTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The options every screen shares: where and how wide to draw.
struct DisplayOptions: ParsableArguments {
  @Flag(
    name: .customLong("print"),
    help: "Write the screen once as text and exit (the default when standard output is not a terminal).")
  var printOnce = false

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Width of the --print output in columns, at least 20 (default: the terminal's width, else 80).",
      valueName: "columns"))
  var width: Int?

  @Option(
    help: ArgumentHelp(
      "When to use colours and styles: auto, always or never (auto honours NO_COLOR).", valueName: "when"))
  var color: ColorPolicy = .auto

  /// Whether to print rather than run interactively.
  var printsOnce: Bool { printOnce || isatty(STDOUT_FILENO) != 1 }

  /// Refuses `--width` on an interactive screen, which takes the terminal's width (it would
  /// otherwise be ignored without a word).
  func validate() throws {
    if width != nil && !printsOnce {
      throw ValidationError(
        "--width applies to --print only; the interactive screen takes the terminal's width (add --print, or leave --width out)"
      )
    }
  }

  /// The width to print at; throws (exit status 2, message on standard error) when it is too narrow.
  func printWidth() throws -> Int {
    let columns = width ?? TerminalSize.current(output: STDOUT_FILENO, input: STDIN_FILENO).columns
    guard columns <= TerminalSize.maximumDimension else {
      throw DemoFailure("width \(columns) is too wide: use at most \(TerminalSize.maximumDimension) columns")
    }
    guard columns >= TerminalListView.minimumWidth else {
      throw DemoFailure(
        "width \(columns) is too narrow: the screens need at least \(TerminalListView.minimumWidth) columns (use --width 20 or more)"
      )
    }
    return columns
  }

  /// The style mode for printing to standard output.
  var styleMode: StyleMode { TerminalCapabilities.detect(policy: color).styleMode }
}

extension ColorPolicy: ExpressibleByArgument {}
