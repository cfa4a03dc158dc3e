#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The CPU time the calling thread has used, in microseconds: on a machine shared with other
/// work, the time a benchmark's thread actually ran, where the wall clock also counts waiting.
enum ThreadCPUTime {
  /// The thread's CPU time so far (0 where `clock_gettime` has no thread clock).
  static func microseconds() -> Double {
    #if canImport(Glibc) || canImport(Darwin)
    var time = timespec()
    guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return 0 }
    return Double(time.tv_sec) * 1_000_000 + Double(time.tv_nsec) / 1_000
    #else
    return 0
    #endif
  }
}
