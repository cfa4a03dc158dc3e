// The TesseraUIKit module; see README.md for its role.
