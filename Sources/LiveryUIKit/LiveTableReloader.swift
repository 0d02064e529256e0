import Foundation
import LiveryCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// For debug builds: fetches a stylesheet's compiled table from
/// `livery serve` (`GET /tables/NAME.liverytable`) and re-styles the app
/// whenever it changed, so a designer's save shows on the device.
///
/// It asks with the last `ETag` in `If-None-Match`, so an unchanged
/// stylesheet costs the server a `304` and the app nothing.
@MainActor public final class LiveTableReloader {
    /// Performs a request: `URLSession.shared` by default, a fake in tests.
    public typealias Fetch = @Sendable (URLRequest) async throws -> (Data, URLResponse)

    public enum ReloadError: Error, Sendable, CustomStringConvertible {
        case status(Int)
        case tooLarge(Int)
        case badTable(TableFormatError)

        public var description: String {
            switch self {
            case .status(let code): return "the server answered \(code)"
            case .tooLarge(let size): return "the table is \(size) bytes; the limit is \(LiveTableReloader.maxBytes)"
            case .badTable(let error): return "the server's table cannot be read: \(error)"
            }
        }
    }

    /// The largest table accepted (a compiled table is a few kilobytes).
    public nonisolated static let maxBytes = 16 << 20

    public let url: URL
    private let fetch: Fetch
    private var etag: String?
    private var task: Task<Void, Never>?

    /// `server` is where `livery serve` listens (`http://192.168.1.20:8080`);
    /// `stylesheet` the stylesheet's name without `.style.yaml`.
    public init(
        server: URL, stylesheet: String, fetch: @escaping Fetch = { try await URLSession.shared.data(for: $0) }
    ) {
        url = server.appendingPathComponent("tables").appendingPathComponent(stylesheet + ".liverytable")
        self.fetch = fetch
    }

    /// Fetches once: the new table, or nil when it has not changed since the last fetch.
    public func poll() async throws -> InvocationTable? {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData)
        if let etag { request.setValue(etag, forHTTPHeaderField: "If-None-Match") }
        let (data, response) = try await fetch(request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        if status == 304 { return nil }
        guard status == 200 else { throw ReloadError.status(status) }
        guard data.count <= LiveTableReloader.maxBytes else { throw ReloadError.tooLarge(data.count) }
        let table: InvocationTable
        do {
            table = try InvocationTable(compiled: [UInt8](data))
        } catch {
            throw ReloadError.badTable(error)
        }
        etag = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "ETag")
        return table
    }

    /// Polls every `interval` seconds and reloads `adapter` with each new
    /// table until ``stop()``; a failed fetch is reported and polling goes on.
    public func start<View>(
        reloading adapter: StyleAdapter<View>, every interval: Double = 0.5,
        onError: @escaping @MainActor (Error) -> Void = { print("Livery live reload: \($0)") }
    ) {
        start(every: interval, onTable: { adapter.reload($0) }, onError: onError)
    }

    /// Polls every `interval` seconds and hands each new table to `onTable`
    /// until ``stop()`` (a SwiftUI app's `StyleStore.reload`, or any other
    /// consumer); a failed fetch is reported and polling goes on.
    public func start(
        every interval: Double = 0.5, onTable: @escaping @MainActor (InvocationTable) -> Void,
        onError: @escaping @MainActor (Error) -> Void = { print("Livery live reload: \($0)") }
    ) {
        task?.cancel()
        task = Task { [weak self] in
            while !Task.isCancelled {
                guard let self else { return }
                do {
                    if let table = try await self.poll() { onTable(table) }
                } catch {
                    onError(error)
                }
                try? await Task.sleep(nanoseconds: UInt64(max(0.05, interval) * 1_000_000_000))
            }
        }
    }

    public func stop() {
        task?.cancel()
        task = nil
    }
}
