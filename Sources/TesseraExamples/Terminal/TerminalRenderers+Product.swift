import TesseraTerminal

extension TerminalRenderers {
  /// How tall a terminal cell is compared with its width: the product pictures keep their
  /// proportions when a box of `width` columns is `width × ratio × cellAspect` lines tall.
  static let cellAspect = 0.5

  /// Registers the renderers of every block of ``ProductScreen``.
  ///
  /// ```
  /// ┌──────────────────────────────────────┐
  /// │            Picture 1 of 3            │
  /// │           products/231.jpg           │
  /// │                ● ○ ○                 │
  /// └──────────────────────────────────────┘
  /// Tessera Book Air, 13.3-inch laptop
  /// Free shipping on orders over ¥99
  /// ¥4399.00
  /// ```
  public mutating func registerProductScreen() {
    typealias Screen = ProductScreen
    register(Screen.CycleImages.self) { images, context in
      Self.pictureBox(images.urls, width: context.width)
    }
    register(Screen.MainTitle.self) { title, context in
      guard let text = title.text else {
        return LineLayout.single(
          StyledLine("Loading the product…", style: ExampleStyle.placeholder), width: context.width)
      }
      return StyledLine(text, style: ExampleStyle.title).wrapped(toWidth: context.width)
    }
    register(Screen.SubTitle.self) { subtitle, context in
      StyledLine(subtitle.text, style: ExampleStyle.secondary).wrapped(toWidth: context.width)
    }
    register(Screen.Price.self) { price, context in
      let style = price.cents == nil ? ExampleStyle.placeholder : ExampleStyle.price
      return LineLayout.single(StyledLine(price.text, style: style), width: context.width)
    }
    register(Screen.Promotions.self) { promotions, context in
      let lines = promotions.items.flatMap { item in
        LineLayout.hanging(StyledLine("◆ ", style: ExampleStyle.accent), StyledLine(item), width: context.width)
      }
      return lines.isEmpty ? [StyledLine()] : lines
    }
    register(Screen.SelectedSpecification.self) { specification, context in
      LineLayout.hanging(
        StyledLine(specification.label + "  ", style: ExampleStyle.secondary), StyledLine(specification.value),
        width: context.width)
    }
    register(Screen.StoreInfo.self) { store, context in
      var line = StyledLine(store.name, style: ExampleStyle.title)
      line.append(" · " + store.location, style: ExampleStyle.secondary)
      return line.wrapped(toWidth: context.width)
    }
    register(Screen.CommentSummary.self) { summary, context in
      var line = StyledLine(summary.title, style: ExampleStyle.title)
      line.append(" (\(summary.count))", style: ExampleStyle.secondary)
      return line.wrapped(toWidth: context.width)
    }
    register(Screen.Comment.self) { comment, context in
      let author = StyledLine(comment.author, style: ExampleStyle.accent).wrapped(toWidth: context.width)
      return author + LineLayout.hanging(StyledLine("  "), StyledLine(comment.text), width: context.width)
    }
    register(Screen.Link.self) { link, context in
      StyledLine(link.title + " ›", style: ExampleStyle.link).wrapped(toWidth: context.width)
    }
    register(Screen.Notice.self) { notice, context in
      StyledLine(notice.text, style: ExampleStyle.secondary).wrapped(toWidth: context.width)
    }
  }

  /// A frame standing in for the pictures, as tall as the row's aspect ratio makes it in a
  /// terminal, with the picture count, the first file name and a page indicator centred in it.
  /// While loading (no addresses) it says so.
  static func pictureBox(_ urls: [String], width: Int) -> [StyledLine] {
    let height = max(3, Int((Double(width) * ProductScreen.imagesAspectRatio * cellAspect).rounded()))
    var inside: [StyledLine]
    if let first = urls.first {
      let name = first.split(separator: "/").suffix(2).joined(separator: "/")
      let dots = (0..<min(urls.count, 9)).map { $0 == 0 ? "●" : "○" }.joined(separator: " ")
      inside = [
        StyledLine("Picture 1 of \(urls.count)", style: ExampleStyle.title),
        StyledLine(name, style: ExampleStyle.secondary),
        StyledLine(dots, style: ExampleStyle.accent),
      ]
    } else {
      inside = [StyledLine("Loading pictures…", style: ExampleStyle.placeholder)]
    }
    guard width >= 4 else { return inside.prefix(height).map { $0.truncated(toWidth: width) } }
    let innerWidth = width - 2
    let innerHeight = height - 2
    inside = Array(inside.prefix(innerHeight))
    let top = (innerHeight - inside.count) / 2
    let border = ExampleStyle.secondary
    var lines = [StyledLine("┌" + String(repeating: "─", count: innerWidth) + "┐", style: border)]
    for row in 0..<innerHeight {
      let index = row - top
      let content = inside.indices.contains(index) ? inside[index].truncated(toWidth: innerWidth - 2) : StyledLine()
      lines.append(
        StyledLine("│", style: border) + content.padded(toWidth: innerWidth, alignment: .center)
          + StyledLine("│", style: border))
    }
    lines.append(StyledLine("└" + String(repeating: "─", count: innerWidth) + "┘", style: border))
    return lines
  }
}
