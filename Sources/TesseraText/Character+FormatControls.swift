extension Character {
  /// Whether this is an invisible format character on its own (Unicode category Cf), which
  /// terminal text leaves out: the bidirectional controls (U+202A–U+202E, U+2066–U+2069,
  /// U+200E, U+200F, U+061C), zero-width spaces and joiners standing alone, the byte order
  /// mark, the soft hyphen, interlinear annotation marks, stray tag characters.
  ///
  /// Terminals draw them at zero width, or act on them: a right-to-left override can reorder
  /// what is shown, so a name could read as something it is not. Left out, the text shows its
  /// characters in their real order. Format characters inside a cluster are kept: the joiners
  /// of an emoji sequence (👨‍👩‍👧), the tags of a flag, a zero-width non-joiner after a letter.
  /// The few format characters that are visible signs (the Arabic number signs U+0600–U+0605,
  /// U+06DD, U+070F, U+0890, U+0891, U+08E2, and U+110BD, U+110CD) are kept too.
  package var isInvisibleFormatControl: Bool {
    guard let first = unicodeScalars.first, first.value >= 0xAD, first.properties.generalCategory == .format else {
      return false
    }
    switch first.value {
    case 0x0600...0x0605, 0x06DD, 0x070F, 0x0890, 0x0891, 0x08E2, 0x110BD, 0x110CD: return false
    default: return true
    }
  }
}

extension Unicode.Scalar {
  /// Whether this scalar may be a format character (category Cf): a quick range check that
  /// spares most text the property lookup.
  package var mayBeFormatCharacter: Bool {
    switch value {
    case 0xAD, 0x0600...0x070F, 0x0890...0x08E2, 0x180E, 0x200B...0x206F, 0xFEFF, 0xFFF9...0xFFFB: true
    case 0x110BD...: true
    default: false
    }
  }
}
