#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TerminalSession {
  /// Waits for the next thing the program must react to: a key, a resize, the end of input,
  /// or `timeout` passing (for animation ticks).
  ///
  /// Keys already decoded are returned first, one per call. Otherwise the call sleeps in
  /// `poll(2)` on the input and the resize self-pipe: no busy waiting. A read of 0 bytes
  /// (input closed), a read error or an invalid descriptor end the input; from then on every
  /// call returns ``TerminalEvent/endOfInput`` at once. Resize events report the size at the
  /// time they are delivered; several signals in a row give one event.
  ///
  /// Works without ``start()`` too (reading whatever the input is), minus resize events.
  ///
  /// - Parameter timeout: how long to wait at most; `nil` waits for ever.
  public func nextEvent(timeout: Duration? = nil) -> TerminalEvent {
    if let key = dequeueKey() { return .key(key) }
    if inputEnded { return .endOfInput }
    let deadline = timeout.map { ContinuousClock.now + $0 }
    while true {
      var entries = [pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0)]
      if resizeReadDescriptor >= 0 {
        entries.append(pollfd(fd: resizeReadDescriptor, events: Int16(POLLIN), revents: 0))
      }
      let ready = poll(&entries, nfds_t(entries.count), POSIX.pollTimeout(until: deadline))
      if ready < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return endInput()
      }
      if ready == 0 { return .timeout }

      if entries.count > 1 && entries[1].revents != 0 {
        drainResizePipe()
        return .resize(size)
      }
      let events = entries[0].revents
      if events & Int16(POLLNVAL) != 0 { return endInput() }
      guard events & Int16(POLLIN | POLLHUP | POLLERR) != 0 else { continue }
      let count = readBuffer.withUnsafeMutableBytes { buffer in
        read(inputDescriptor, buffer.baseAddress, buffer.count)
      }
      if count > 0 {
        queuedKeys.append(contentsOf: decoder.decode(readBuffer[..<count]))
        if let key = dequeueKey() { return .key(key) }
      } else if count == 0 {
        return endInput()
      } else if errno != EINTR && errno != EAGAIN && errno != EWOULDBLOCK {
        return endInput()
      }
    }
  }

  /// The next decoded key not yet returned.
  private func dequeueKey() -> Key? {
    guard queuedKeyIndex < queuedKeys.count else { return nil }
    let key = queuedKeys[queuedKeyIndex]
    queuedKeyIndex += 1
    if queuedKeyIndex == queuedKeys.count {
      queuedKeys.removeAll(keepingCapacity: true)
      queuedKeyIndex = 0
    }
    return key
  }

  /// Marks the input as over.
  private func endInput() -> TerminalEvent {
    inputEnded = true
    decoder.reset()
    return .endOfInput
  }

  /// Empties the resize self-pipe, which is non-blocking.
  private func drainResizePipe() {
    var scratch = [UInt8](repeating: 0, count: 64)
    while true {
      let count = scratch.withUnsafeMutableBytes { buffer in
        read(resizeReadDescriptor, buffer.baseAddress, buffer.count)
      }
      if count > 0 { continue }
      if count < 0 && errno == EINTR { continue }
      return
    }
  }
}
