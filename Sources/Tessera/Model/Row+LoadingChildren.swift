extension Row {
  /// A copy that is a parent whose children are loaded the first time it expands: a folder read
  /// from disk, replies fetched from a server.
  ///
  /// The controller runs `load` on the main actor when the row is first shown expanded (the user
  /// opened it, or the app expanded it, or it is ``initiallyExpanded(_:)``), and shows
  /// `placeholder` as the row's only child until the children arrive; then they replace it in
  /// one animated update. The children are kept by the row's id from then on, through new
  /// snapshots and collapses, until ``ListController/reloadChildren(ofRowWithID:)-7puju`` asks for them
  /// again. Loads of several parents run side by side and may finish in any order.
  ///
  /// If `load` throws, the row collapses, the controller reports
  /// ``ListDiagnostic/childrenNotLoaded(_:error:)``, and expanding the row again loads again. To
  /// show the failure in the list instead, catch it in `load` and return a row that says so.
  ///
  /// Children that the row is given with ``children`` win over loaded ones: a row whose
  /// `children` is set never loads.
  ///
  /// ```swift
  /// Row(folder.path, FileName(folder.name))
  ///   .loadingChildren(placeholder: Row(folder.path + "/…", Loading())) {
  ///     try await disk.entries(of: folder.path).map(fileRow)
  ///   }
  /// ```
  public func loadingChildren(
    placeholder: Row? = nil, _ load: @escaping @MainActor @Sendable () async throws -> [Row]
  ) -> Row {
    var copy = self
    copy.behaviors.change { $0.childrenLoader = ChildrenLoader(load: load, placeholder: placeholder) }
    copy.flags |= Self.parentFlag
    return copy
  }

  /// Whether the row loads its children when it first expands (see
  /// ``loadingChildren(placeholder:_:)``) instead of being given them.
  public var loadsChildren: Bool { children == nil && behaviors.box?.childrenLoader != nil }
}
