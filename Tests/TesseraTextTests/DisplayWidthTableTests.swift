import Testing

@testable import TesseraText

/// Checks the hand-kept range tables against the standard library's Unicode properties.
@Suite("DisplayWidth tables")
struct DisplayWidthTableTests {
  @Test("Tables are sorted, disjoint and well formed")
  func tablesAreWellFormed() {
    var previousEnd: Int64 = -1
    for entry in DisplayWidth.widthTable {
      let start = Int64(entry >> 32)
      let end = Int64((entry >> 8) & 0xFF_FFFF)
      let width = entry & 0xFF
      #expect(start > previousEnd && start <= end && end <= 0x10FFFF, "entry \(String(entry, radix: 16))")
      #expect(width == 0 || width == 2, "entry \(String(entry, radix: 16))")
      previousEnd = end
    }
    previousEnd = -1
    for entry in DisplayWidth.emojiTable {
      let start = Int64(entry >> 24)
      let end = Int64(entry & 0xFF_FFFF)
      #expect(start > previousEnd && start <= end, "entry \(String(entry, radix: 16))")
      previousEnd = end
    }
  }

  @Test("Every combining mark, format character and emoji agrees with the standard library")
  func agreesWithStandardLibrary() {
    var mismatches: [String] = []
    for value in UInt32(0x300)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let properties = scalar.properties
      let width = DisplayWidth.of(scalar)
      let name = "U+\(String(value, radix: 16, uppercase: true))"
      switch properties.generalCategory {
      case .nonspacingMark, .enclosingMark, .lineSeparator, .paragraphSeparator:
        if width != 0 { mismatches.append("\(name) mark has width \(width)") }
      case .format where value != 0xAD:
        if width != 0 { mismatches.append("\(name) format has width \(width)") }
      default:
        if width == 0 && !(0x1160...0x11FF).contains(value) && !(0xD7B0...0xD7FF).contains(value) {
          mismatches.append("\(name) has width 0")
        }
      }
      if properties.isEmojiPresentation && !DisplayWidth.isRegionalIndicator(value) && width != 2 {
        mismatches.append("\(name) emoji presentation has width \(width)")
      }
      if properties.isEmoji != DisplayWidth.emojiTableContains(value) {
        mismatches.append("\(name) emoji table disagrees")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
  }
}
