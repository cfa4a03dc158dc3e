import TesseraTerminal

extension TerminalRenderers {
  /// The column where attribute values and error details start: room for the longest usual
  /// key ("Languages", "Position"), never more than a third of the line.
  static func labelColumn(width: Int) -> Int { min(12, width / 3) }

  /// Registers the renderers of every kind of row of ``ProfileScreen``.
  ///
  /// ```
  /// ▾ Main Info
  /// (IS) Ida Sørensen
  ///      ida-sorensen.jpg
  /// ▾ Attributes
  /// Born        14 March 1990
  /// ```
  public mutating func registerProfileScreen() {
    typealias Screen = ProfileScreen
    register(Screen.NameAndPicture.self) { person, context in
      let badge = StyledLine("(\(Self.initials(of: person.name))) ", style: ExampleStyle.accent)
      var lines = LineLayout.hanging(badge, StyledLine(person.name, style: ExampleStyle.title), width: context.width)
      let picture = person.pictureURL.map { String($0.split(separator: "/").last ?? "") } ?? "no picture"
      let indent = StyledLine(String(repeating: " ", count: min(badge.width, max(0, context.width - 4))))
      lines += LineLayout.single(indent + StyledLine(picture, style: ExampleStyle.secondary), width: context.width)
      return lines
    }
    register(Screen.About.self) { about, context in
      StyledLine(about.text).wrapped(toWidth: context.width)
    }
    register(Screen.Email.self) { email, context in
      LineLayout.single(StyledLine(email.address, style: ExampleStyle.link), width: context.width)
    }
    register(Screen.Attribute.self) { attribute, context in
      Self.labelled(attribute.key, StyledLine(attribute.value), width: context.width)
    }
    register(Screen.Friend.self) { friend, context in
      LineLayout.spread(
        StyledLine("• ", style: ExampleStyle.accent) + StyledLine(friend.name),
        StyledLine("›", style: ExampleStyle.link),
        width: context.width)
    }
    register(Screen.Message.self) { message, context in
      StyledLine(message.text).wrapped(toWidth: context.width)
    }
    register(Screen.ErrorDetail.self) { detail, context in
      let style = detail.label == "Problem" ? ExampleStyle.error : TextStyle.plain
      return Self.labelled(detail.label, StyledLine(detail.value, style: style), width: context.width)
    }
  }

  /// `label` dim in a column of its own, `value` wrapped beside it; when the label is longer
  /// than the column, the value starts on the next line, indented.
  static func labelled(_ label: String, _ value: StyledLine, width: Int) -> [StyledLine] {
    let column = labelColumn(width: width)
    let labelLine = StyledLine(label, style: ExampleStyle.secondary)
    if labelLine.width < column {
      return LineLayout.hanging(labelLine.padded(toWidth: column), value, width: width)
    }
    let indent = StyledLine(String(repeating: " ", count: column))
    return labelLine.wrapped(toWidth: width) + LineLayout.hanging(indent, value, width: width)
  }

  /// Up to two initials: the first letters of the first and last words ("Ida Sørensen" → "IS").
  static func initials(of name: String) -> String {
    let words = name.split(whereSeparator: \.isWhitespace)
    let letters = [words.first, words.count > 1 ? words.last : nil].compactMap { $0?.first }
    return letters.isEmpty ? "?" : String(letters).uppercased()
  }
}
