// The TesseraTerminal module; see README.md for its role.
