@_exported import TesseraDiff
