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
      "Width of the --print output in columns, at least 20 (default: the terminal's width, else $COLUMNS, else 80).",
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

  /// The width to print at: `--width`, else the terminal's, else `COLUMNS`, else 80. Throws
  /// (exit status 2, message on standard error) when it is too narrow or too wide; the message
  /// names where the width came from, which is what to fix.
  func printWidth() throws -> Int {
    let reported = TerminalSize.reported(output: STDOUT_FILENO, input: STDIN_FILENO)
    let columns =
      width
      ?? TerminalSize.resolve(measured: reported) { name in getenv(name).map { String(cString: $0) } }.columns
    guard columns <= TerminalSize.maximumDimension else {
      throw DemoFailure("width \(columns) is too wide: use at most \(TerminalSize.maximumDimension) columns")
    }
    let minimum = TerminalListView.minimumWidth
    guard columns >= minimum else {
      let need = "the screens need at least \(minimum) columns"
      // Without --width and a terminal's size, the width is COLUMNS: the fallback, 80, is wide enough.
      let message =
        if width != nil {
          "width \(columns) is too narrow: \(need) (use --width \(minimum) or more)"
        } else if reported != nil {
          "terminal width \(columns) is too narrow: \(need) (widen the terminal, or use --width \(minimum) or more)"
        } else {
          "width \(columns) from $COLUMNS is too narrow: \(need) (set COLUMNS to \(minimum) or more, or use --width "
            + "\(minimum) or more)"
        }
      throw DemoFailure(message)
    }
    return columns
  }

  /// The style mode for printing to standard output.
  var styleMode: StyleMode { TerminalCapabilities.detect(policy: color).styleMode }
}

extension ColorPolicy: ExpressibleByArgument {}
