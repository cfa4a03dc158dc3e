import ArgumentParser
import TesseraTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `tessera-demo`: the example screens of Tessera in a terminal.
@main
struct TesseraDemo: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tessera-demo",
    abstract: "The example screens of Tessera, running in your terminal.",
    discussion: """
      Each screen is a pure function from state to a list snapshot; Tessera diffs every new \
      snapshot against what is shown and animates only what changed (changed rows flash).

      Keys on every screen:
        ↑ ↓  or  k j     move the selection
        PgUp PgDn        scroll a page
        Home End         jump to the first / last item
        Enter Space      select: run the row's action, expand or collapse it,
                         or collapse a section when its title is selected
        → ←              open / close a folder, or go to its first entry / the
                         folder above (files)
        r                reload (product, profile, merchants), refresh (feed)
        f                next filter (feed)
        s a              send a message, bring an answer (chat)
        Ctrl-L           redraw the whole screen
        q Esc Ctrl-C     quit with exit status 0

      With --print (automatic when standard output is not a terminal) a screen is written \
      once as text, every row at --width columns, and the program exits; when the reader \
      stops early (| head) it ends quietly with exit status 0. Invalid input (a width below \
      20, a missing or malformed JSON file, a closed standard output) is reported on standard \
      error with exit status 2, and the terminal is always given back as it was (also on Ctrl-C, on any \
      signal that ends the program, when standard input closes, or after a crash). Diagnostics \
      raised while a screen is shown go to tessera-demo-<pid>.log in the temporary directory \
      ($TMPDIR, else /tmp), never onto the screen; the status line and the last line printed \
      on exit say so. With standard error closed (2>&-) the demo runs as usual and drops its \
      messages; the exit status still says how it ended (2 for invalid input).

      Examples:
        swift run tessera-demo                       the product page
        swift run tessera-demo product --seed 7      repeatable random data
        swift run tessera-demo profile --json my.json
        swift run tessera-demo merchants --print --width 40
        swift run tessera-demo stress --rows 100000
        swift run tessera-demo feed --fail-page 3
        swift run tessera-demo chat --history 200
        swift run tessera-demo files ~/Documents     browse a folder
      """,
    subcommands: [
      ProductCommand.self, ProfileCommand.self, SettingsCommand.self, MerchantsCommand.self, StressCommand.self,
      FeedCommand.self, ChatCommand.self, FilesCommand.self,
    ],
    defaultSubcommand: ProductCommand.self
  )

  /// Parses the arguments and runs the command. A standard output that cannot be written
  /// (closed, or open for reading only) is reported first, with status 2. Input the parser
  /// refuses (an option value that is not a number, an unknown option, a missing value) exits
  /// with status 2 and one line naming the option, as every other invalid input does; help and
  /// the commands' own exit statuses are left to the parser.
  ///
  /// Without a standard error (closed, or open for reading only) the demo runs as usual, as
  /// `ls 2>&-` does: its messages are dropped, never written to whatever took descriptor 2, and
  /// the exit status alone says how it ended.
  static func main() async {
    // First of all, before a file is opened: a closed descriptor is soon reused (by the
    // runtime's own event queue), and what is written to it would go there ("invalid
    // argument", or worse). Without standard error, messages are dropped from here on.
    _ = FileDescriptorOutput.isStandardErrorAvailable
    if let problem = FileDescriptorOutput.standardOutput.problem {
      var standardError = FileDescriptorOutput.standardError
      Swift.print(
        "tessera-demo: error: standard output \(problem): the demo has nowhere to write its screen "
          + "(give it a terminal, a file or a pipe)",
        to: &standardError)
      exitProcess(2)
    }
    do {
      var command = try parseAsRoot()
      if var asyncCommand = command as? any AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch {
      let code = exitCode(for: error)
      guard code == .validationFailure else {
        // The parser writes its errors to descriptor 2, whatever holds it.
        if !code.isSuccess && !FileDescriptorOutput.isStandardErrorAvailable { exitProcess(code.rawValue) }
        exit(withError: error)
      }
      var standardError = FileDescriptorOutput.standardError
      Swift.print("tessera-demo: error: \(Self.oneLine(message(for: error)))", to: &standardError)
      exitProcess(2)
    }
  }

  /// `message` on one line: its lines joined, control and format characters (bidi overrides)
  /// dropped, since an option value may hold anything and the line goes to a terminal.
  static func oneLine(_ message: String) -> String {
    let lines = message.split(whereSeparator: \.isNewline).map { $0.trimmingPrefix(while: \.isWhitespace) }
    let joined = lines.joined(separator: " ")
    let shown = joined.unicodeScalars.filter { scalar in
      let category = scalar.properties.generalCategory
      return category != .control && category != .format
    }
    return String(String.UnicodeScalarView(shown))
  }
}

/// Ends the process with `status` (`exit` inside a command type means the parser's own).
func exitProcess(_ status: Int32) -> Never {
  exit(status)
}
