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
  /// call returns ``TerminalEvent/endOfInput`` at once (after the keys of an unfinished
  /// sequence). Resize events report the size at the time they are delivered; several signals
  /// in a row give one event.
  ///
  /// Input that ends inside an escape sequence (`ESC [`) waits at most
  /// ``TerminalSession/Options/escapeTimeout`` for the rest; when none comes, the sequence is
  /// returned as keys, Escape and what followed it, so nothing typed is lost or swallowed.
  ///
  /// Works without ``start()`` too (reading whatever the input is), minus resize events.
  ///
  /// - Parameter timeout: how long to wait at most; `nil` waits for ever.
  public func nextEvent(timeout: Duration? = nil) -> TerminalEvent {
    if let key = dequeueKey() { return .key(key) }
    if inputEnded { return .endOfInput }
    let deadline = timeout.map { ContinuousClock.now + $0 }
    while true {
      if let key = giveUpLateSequence() { return .key(key) }
      var entries = [pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0)]
      if resizeReadDescriptor >= 0 {
        entries.append(pollfd(fd: resizeReadDescriptor, events: Int16(POLLIN), revents: 0))
      }
      let wake = [deadline, pendingInputDeadline].compactMap { $0 }.min()
      let ready = poll(&entries, nfds_t(entries.count), POSIX.pollTimeout(until: wake))
      if ready < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return endInput()
      }
      // Checked again once the wait is over, before any input is read: a process that wakes
      // late (a busy machine) finds the timeout passed and a key typed after it waiting, and
      // that key must not complete the sequence.
      if let key = giveUpLateSequence() { return .key(key) }
      if ready == 0 {
        if let deadline, ContinuousClock.now >= deadline { return .timeout }
        continue
      }

      if entries.count > 1 && entries[1].revents != 0 {
        drainResizePipe()
        return .resize(size)
      }
      let events = entries[0].revents
      if events & Int16(POLLNVAL) != 0 { return endInput() }
      guard events & Int16(POLLIN | POLLHUP | POLLERR) != 0 else { continue }
      guard readInput() else { return endInput() }
      if let key = dequeueKey() { return .key(key) }
    }
  }

  /// Reads what the input holds and decodes it; `false` when the input ended or failed.
  ///
  /// When the bytes end inside a sequence, the rest is read at once if it is already there (a
  /// sequence cut by the size of a read); otherwise the sequence waits for
  /// ``TerminalSession/Options/escapeTimeout``, counted from before the read that brought it. Times are taken before each read, never after: input is there by the time a
  /// read starts, so a process that is held up after a read (a busy machine) cannot stretch the
  /// wait, and bytes read once a sequence's time is up never complete it.
  private func readInput() -> Bool {
    for attempt in 0..<4 {
      if attempt > 0 {
        var entry = pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&entry, 1, 0) > 0, entry.revents & Int16(POLLIN) != 0 else { break }
      }
      let readStart = ContinuousClock.now
      // What this read brings may have been typed after the sequence's time was up: the
      // sequence was typed as keys, and must not swallow the next one.
      flushSequence(lateAt: readStart)
      let count = readBuffer.withUnsafeMutableBytes { buffer in
        read(inputDescriptor, buffer.baseAddress, buffer.count)
      }
      if count > 0 {
        queuedKeys.append(contentsOf: decoder.decode(readBuffer[..<count]))
        pendingInputDeadline = decoder.hasPendingInput ? readStart + options.escapeTimeout : nil
        if !decoder.hasPendingInput { break }
      } else if count == 0 {
        return false
      } else if errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK {
        break
      } else {
        return false
      }
    }
    return true
  }

  /// When an unfinished sequence waited ``TerminalSession/Options/escapeTimeout`` or longer,
  /// gives it up as keys (nothing completed it in time: it was typed as keys) and returns the
  /// first; `nil` otherwise. Called before anything newer is read, so a key typed after the
  /// timeout is never taken for the end of the sequence, however late the process looks.
  private func giveUpLateSequence() -> Key? {
    flushSequence(lateAt: ContinuousClock.now) ? dequeueKey() : nil
  }

  /// Queues an unfinished sequence as keys when its time was up at `instant`; whether it did.
  @discardableResult
  private func flushSequence(lateAt instant: ContinuousClock.Instant) -> Bool {
    guard let pending = pendingInputDeadline, instant >= pending else { return false }
    pendingInputDeadline = nil
    queuedKeys.append(contentsOf: decoder.flush())
    return true
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

  /// Marks the input as over; an unfinished sequence is delivered first, as keys.
  private func endInput() -> TerminalEvent {
    inputEnded = true
    pendingInputDeadline = nil
    queuedKeys.append(contentsOf: decoder.flush())
    decoder.reset()
    if let key = dequeueKey() { return .key(key) }
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
