// The HeadlessUIKit module; see README.md for its role.
