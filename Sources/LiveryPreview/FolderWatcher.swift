import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The kernel's word that a file under the served folder was saved, so
/// `livery serve` rescans at once instead of on its next poll (Linux's
/// inotify; elsewhere there is no watcher and the server polls).
///
/// One thread blocks on the notifications and wakes the server when a
/// watched kind of file is closed after writing, moved or deleted, or a
/// folder appears or goes (a new one is then watched too). Folders are
/// watched as the scan walks them: hidden ones and `node_modules` are left
/// out, at most ``PreviewFolder/maxDepth`` deep and ``defaultMaxFolders`` in all.
/// When the kernel refuses a watch (its per-user limit) or drops events,
/// ``isComplete`` turns false and the server goes back to polling.
final class FolderWatcher: @unchecked Sendable {
    /// Folders watched at most (Docs/Limits.md).
    static let defaultMaxFolders = 4_096

    private let maxFolders: Int
    private let lock = NSLock()
    private var complete = true
    private var stopped = false
    /// A change came since the server last asked.
    private var changed = false
    /// The server waiting for a change, and until when. The thread resumes
    /// it: no thread of the server's blocks while it waits.
    private var waiter: (continuation: CheckedContinuation<Bool, Never>, deadline: DispatchTime)?
    #if canImport(Glibc)
        private let descriptor: Int32
        /// Watch descriptor → the folder it watches and its depth.
        private var folders: [Int32: (path: String, depth: Int)] = [:]
    #endif

    /// False once a change may have gone unreported: poll as well.
    var isComplete: Bool { lock.withLock { complete && !stopped } }

    /// nil where the kernel offers no notifications.
    init?(root: String, maxFolders: Int = FolderWatcher.defaultMaxFolders) {
        self.maxFolders = maxFolders
        #if canImport(Glibc)
            descriptor = inotify_init1(Int32(IN_CLOEXEC) | Int32(IN_NONBLOCK))
            guard descriptor >= 0 else { return nil }
            add(root, depth: 0)
            let thread = Thread { [weak self] in self?.listen() }
            thread.name = "livery.serve.watch"
            thread.start()
        #else
            return nil
        #endif
    }

    deinit {
        #if canImport(Glibc)
            close(descriptor)
        #endif
    }

    /// Stops the thread (within its poll's timeout) and lets go of the descriptor's watches.
    func stop() {
        lock.withLock { stopped = true }
    }

    /// Waits up to `timeout` (to a tenth of a second) for a change; true
    /// when one came. Several notifications that arrived meanwhile count as
    /// one. One caller at a time.
    func waitForChange(timeout: Duration) async -> Bool {
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        let deadline = DispatchTime.now() + seconds
        // A server told to stop stops the watcher, which answers within its poll's tenth of a second.
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                let answer: Bool? = lock.withLock {
                    if changed {
                        changed = false
                        return true
                    }
                    if stopped { return false }
                    waiter = (continuation, deadline)
                    return nil
                }
                if let answer { continuation.resume(returning: answer) }
            }
        } onCancel: {
            stop()
        }
    }

    /// Resumes the waiting server: with true once a change came, with
    /// false at its deadline or when stopped.
    private func settle() {
        let ready: (CheckedContinuation<Bool, Never>, Bool)? = lock.withLock {
            guard let waiting = waiter else { return nil }
            if changed {
                changed = false
                waiter = nil
                return (waiting.continuation, true)
            }
            guard stopped || DispatchTime.now() >= waiting.deadline else { return nil }
            waiter = nil
            return (waiting.continuation, false)
        }
        if let (continuation, answer) = ready { continuation.resume(returning: answer) }
    }

    #if canImport(Glibc)
        private static let mask: UInt32 =
            UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_MOVED_FROM) | UInt32(IN_CREATE)
            | UInt32(IN_DELETE) | UInt32(IN_DELETE_SELF) | UInt32(IN_ONLYDIR)

        /// What says a file is whole: closed after writing, moved in or out,
        /// deleted. A file just created is still being written; a change of
        /// mode or time alone (a `touch`) is left to the slow poll, since a
        /// save often ends with one and would be reported twice.
        private static let finished: UInt32 =
            UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_MOVED_FROM) | UInt32(IN_DELETE)

        /// Watches `path` and the folders under it the scan would walk.
        private func add(_ path: String, depth: Int) {
            var pending = [(path, depth)]
            while let (folder, level) = pending.popLast() {
                let full = lock.withLock { folders.count >= maxFolders }
                guard !full else {
                    lock.withLock { complete = false }
                    return
                }
                let wd = inotify_add_watch(descriptor, folder, FolderWatcher.mask)
                guard wd >= 0 else {
                    lock.withLock { complete = false }
                    return
                }
                lock.withLock { folders[wd] = (folder, level) }
                guard level < PreviewFolder.maxDepth,
                    let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
                else { continue }
                for name in names where FolderWatcher.isWalked(name) {
                    var isDirectory: ObjCBool = false
                    let child = folder + "/" + name
                    // Links are not followed: a linked folder is the scan's to read.
                    if (try? FileManager.default.destinationOfSymbolicLink(atPath: child)) == nil,
                        FileManager.default.fileExists(atPath: child, isDirectory: &isDirectory), isDirectory.boolValue
                    {
                        pending.append((child, level + 1))
                    }
                }
            }
        }

        private static func isWalked(_ name: String) -> Bool {
            !name.hasPrefix(".") && name != "node_modules" && !name.contains("\\")
        }

        private static func isWatchedFile(_ name: String) -> Bool {
            let lower = name.lowercased()
            return isWalked(name) && PreviewFolder.watchedExtensions.contains { lower.hasSuffix($0) }
        }

        /// The thread: waits on the descriptor a tenth of a second at a time
        /// (so deadlines and `stop` are seen), reads what came and wakes the server.
        private func listen() {
            let size = 64 << 10
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 8)
            defer { buffer.deallocate() }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            while !lock.withLock({ stopped }) {
                if poll(&poller, 1, 100) > 0 {
                    let count = read(descriptor, buffer, size)
                    if count > 0, handle(buffer, count: count) { lock.withLock { changed = true } }
                }
                settle()
            }
            settle()
        }

        /// Reads one batch of events; true when one may change a screen.
        private func handle(_ buffer: UnsafeMutableRawPointer, count: Int) -> Bool {
            var changed = false
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= count {
                let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
                let nameLength = Int(event.len)
                let name: String =
                    nameLength > 0 && offset + header + nameLength <= count
                    ? String(cString: (buffer + offset + header).assumingMemoryBound(to: CChar.self)) : ""
                offset += header + nameLength
                if event.mask & UInt32(IN_IGNORED) != 0 {
                    lock.withLock { folders[event.wd] = nil }
                }
                // A new folder is watched before the change is reported, so a save inside it that follows is seen.
                if event.mask & UInt32(IN_ISDIR) != 0, event.mask & (UInt32(IN_CREATE) | UInt32(IN_MOVED_TO)) != 0,
                    FolderWatcher.isWalked(name), let parent = lock.withLock({ folders[event.wd] }),
                    parent.depth < PreviewFolder.maxDepth
                {
                    add(parent.path + "/" + name, depth: parent.depth + 1)
                }
                if FolderWatcher.reports(event.mask, name: name) { changed = true }
            }
            return changed
        }

        /// Whether an event may change a screen: events dropped (any change
        /// may be among them), a walked folder made, moved or gone, a
        /// watched kind of file made whole. A pure function of the event, so
        /// what must not wake the server is tested without waiting for a
        /// notification that should not come.
        static func reports(_ mask: UInt32, name: String) -> Bool {
            if mask & UInt32(IN_Q_OVERFLOW) != 0 { return true }
            if mask & UInt32(IN_IGNORED) != 0 { return false }
            if mask & UInt32(IN_ISDIR) != 0 { return isWalked(name) }
            return isWatchedFile(name) && mask & finished != 0
        }
    #endif
}
