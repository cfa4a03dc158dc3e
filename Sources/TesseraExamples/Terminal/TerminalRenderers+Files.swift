import TesseraTerminal

extension TerminalRenderers {
  /// Registers the renderers of ``FilesScreen``: a folder's name in bold with a `/` after it, a
  /// file's name with its size against the right edge, notes dim. The host draws the
  /// indentation and the ▸/▾ before a folder.
  ///
  /// ```
  /// ▾ Sources/
  ///   ▸ Tessera/
  ///   README.md                        1.2 KB
  /// ```
  public mutating func registerFilesScreen() {
    register(FilesScreen.Entry.self) { entry, context in
      if entry.isFolder {
        return StyledLine(entry.name + "/", style: ExampleStyle.title).wrapped(toWidth: context.width)
      }
      let size = entry.size.map { StyledLine(Self.byteCount($0), style: ExampleStyle.secondary) } ?? StyledLine()
      return LineLayout.spread(StyledLine(entry.name), size, width: context.width)
    }
    register(FilesScreen.Note.self) { note, context in
      StyledLine(note.text, style: ExampleStyle.secondary).wrapped(toWidth: context.width)
    }
  }

  /// `bytes` as a file browser writes a size: `512 B`, `1.2 KB`, `34 MB` (1 KB = 1,024 bytes),
  /// one decimal below 10 of a unit.
  static func byteCount(_ bytes: Int) -> String {
    let units = ["B", "KB", "MB", "GB", "TB"]
    var value = Double(max(bytes, 0))
    var unit = 0
    while value >= 1024, unit < units.count - 1 {
      value /= 1024
      unit += 1
    }
    guard unit > 0 else { return "\(Int(value)) B" }
    if value < 10 {
      let tenths = Int((value * 10).rounded())
      return tenths % 10 == 0 ? "\(tenths / 10) \(units[unit])" : "\(tenths / 10).\(tenths % 10) \(units[unit])"
    }
    return "\(Int(value.rounded())) \(units[unit])"
  }
}
