#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Minor page faults of this process, from `getrusage`: a diff that maps fresh memory for its
/// tables on every run shows up here, even when its timing hides it.
enum PageFaults {
  /// The minor page faults so far (0 where `getrusage` is not available).
  static func minor() -> Int {
    #if canImport(Glibc) || canImport(Darwin)
    var usage = rusage()
    #if canImport(Glibc)
    let who = __rusage_who_t(RUSAGE_SELF.rawValue)
    #else
    let who = RUSAGE_SELF
    #endif
    guard getrusage(who, &usage) == 0 else { return 0 }
    return Int(usage.ru_minflt)
    #else
    return 0
    #endif
  }
}
