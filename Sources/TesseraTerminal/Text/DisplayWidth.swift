import TesseraText

/// How many terminal columns text occupies: CJK characters and emoji take two, combining marks
/// none (see `TesseraText.DisplayWidth` for the rules). The terminal measures every line with
/// it; HeadlessUIKit's labels count their advances with the same rules.
///
/// ```swift
/// DisplayWidth.of("暂无评论")      // 8
/// DisplayWidth.of("e\u{301}")     // 1
/// ```
public typealias DisplayWidth = TesseraText.DisplayWidth
