extension ProfileScreen {
  /// The screen as a list: while loading a message; once loaded the sections Main Info, About,
  /// Email, Attributes (a row per attribute) and Friends (a row per friend), each only when its
  /// data is present and not blank, all titled and collapsible; after a failure an error screen
  /// that says where the file is wrong and what was expected there.
  ///
  /// The JSON has no ids, so a row's position in its list is its identity: the list is replaced
  /// as a whole, never reordered.
  @ListBuilder<Section>
  public func snapshot(send: @escaping Send<Action>) -> ListSnapshot {
    switch profile {
    case .loading:
      Section("loading") { Row("loading", Message("Loading the profile…")) }
    case .failed(let error):
      errorSection(error, send: send)
    case .loaded(let profile):
      if let name = profile.fullName.nonBlank {
        Section("main", header: "Main Info") {
          Row("name-and-picture", NameAndPicture(name: name, pictureURL: profile.pictureUrl.nonBlank))
        }.collapsible()
      }
      if let about = profile.about.nonBlank {
        Section("about", header: "About") { Row("about", About(about)) }.collapsible()
      }
      if let email = profile.email.nonBlank {
        Section("email", header: "Email") {
          Row("email", Email(email)).onSelect { _ in send(.writeEmail(to: email)) }
        }.collapsible()
      }
      if !profile.profileAttributes.isEmpty {
        Section("attributes", header: "Attributes") {
          for (index, attribute) in profile.profileAttributes.enumerated() {
            Row("attribute-\(index)", Attribute(key: attribute.key, value: attribute.value))
          }
        }.collapsible()
      }
      if !profile.friends.isEmpty {
        Section("friends", header: "Friends") {
          for (index, friend) in profile.friends.enumerated() {
            Row("friend-\(index)", Friend(name: friend.name, pictureURL: friend.pictureUrl.nonBlank))
              .onSelect { _ in send(.openFriend(name: friend.name)) }
          }
        }.collapsible()
      }
    }
  }

  /// One row per fact the error knows (file, position, key path, problem) and a "try again" row.
  private func errorSection(_ error: any Error, send: @escaping Send<Action>) -> Section {
    Section("error", header: "Could not load the profile") {
      if let error = error as? ProfileLoadError {
        Row("error-file", ErrorDetail(label: "File", value: error.file))
        if let position = error.position { Row("error-position", ErrorDetail(label: "Position", value: "\(position)")) }
        if let path = error.path, !path.isEmpty { Row("error-path", ErrorDetail(label: "Path", value: path)) }
        Row("error-problem", ErrorDetail(label: "Problem", value: error.summary))
      } else {
        Row("error-problem", ErrorDetail(label: "Problem", value: "\(error)"))
      }
      Row("retry", Message("Try again")).onSelect { _ in send(.reload) }
    }
  }
}

extension String? {
  /// The string, unless it is missing, empty or only white space: then there is nothing to show.
  fileprivate var nonBlank: String? {
    guard let self, !self.allSatisfy(\.isWhitespace) else { return nil }
    return self
  }
}
