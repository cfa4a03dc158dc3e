// The TesseraExamples module; see README.md for its role.
