import Foundation
import GRDB

/// The rows of an SQLite file read straight from its pages, as `sqlite3`'s
/// `.recover` reads them: for a store SQLite cannot open or walk (truncated
/// anywhere, page 1 damaged, bits flipped in the b-tree's inner pages).
///
/// Every page that looks like a table b-tree leaf (type 13) is parsed on its
/// own: its cells give a row id and a record, whose values are decoded as
/// SQLite's record format says; a value continued on overflow pages is
/// followed as long as the chain stays inside the file. Nothing is trusted:
/// every offset is checked against the page, a page or a cell that does not
/// parse is skipped, and the file is never written. The page size comes from
/// the header, or, when the header is damaged, is the one of the usual sizes
/// that gives the most records.
///
/// Which table a record came from is not known once the schema is lost; the
/// store's reader (`HistoryDatabase+Salvage.swift`) tells games and reviews
/// apart by their shape.
enum SQLitePageScan {
    /// One row found: its id and its values, in column order.
    struct Record {
        /// The row id (`id` in WordKit's tables).
        let rowID: Int64
        /// The values; the first is NULL for a table whose `id` is its row id.
        let values: [DatabaseValue]
    }

    /// Every record of every table leaf page of the file at `path`.
    ///
    /// - Parameter path: The file.
    /// - Returns: The records (duplicates of one row id included, from pages
    ///   SQLite freed), and the file's size in bytes.
    /// - Complexity: O(*n*) in the file's size.
    static func records(inFileAt path: String) -> (records: [Record], bytes: Int) {
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe) else { return ([], 0) }
        let bytes = [UInt8](data)
        var best: [Record] = []
        for pageSize in pageSizes(of: bytes) {
            let found = records(in: bytes, pageSize: pageSize, reserved: bytes.count > 20 ? Int(bytes[20]) : 0)
            if found.count > best.count { best = found }
        }
        return (best, bytes.count)
    }

    /// The page size the header names, or every usual size when it names none.
    private static func pageSizes(of bytes: [UInt8]) -> [Int] {
        let usual = [4096, 1024, 2048, 8192, 16384, 32768, 65536, 512]
        guard bytes.count >= 100, bytes.starts(with: Array("SQLite format 3\0".utf8)) else { return usual }
        let raw = Int(bytes[16]) << 8 | Int(bytes[17])
        let size = raw == 1 ? 65536 : raw
        return usual.contains(size) ? [size] : usual
    }

    /// The records of the table leaf pages, for one page size.
    private static func records(in bytes: [UInt8], pageSize: Int, reserved: Int) -> [Record] {
        let usable = pageSize - (reserved < pageSize / 2 ? reserved : 0)
        var records: [Record] = []
        var page = 0
        while page * pageSize < bytes.count {
            let start = page * pageSize
            let end = min(start + pageSize, bytes.count)
            // Page 1 starts with the file header.
            let header = page == 0 ? start + 100 : start
            if header + 8 <= end, bytes[header] == 13 {
                let cells = Int(bytes[header + 3]) << 8 | Int(bytes[header + 4])
                for cell in 0..<cells {
                    let pointer = header + 8 + 2 * cell
                    guard pointer + 2 <= end else { break }
                    let offset = start + (Int(bytes[pointer]) << 8 | Int(bytes[pointer + 1]))
                    guard offset > header, offset < end,
                          let record = record(in: bytes, at: offset, pageEnd: end, pageSize: pageSize, usable: usable)
                    else { continue }
                    records.append(record)
                }
            }
            page += 1
        }
        return records
    }

    /// One table leaf cell: payload size, row id, the payload (local part and overflow pages), decoded.
    private static func record(in bytes: [UInt8], at offset: Int, pageEnd: Int, pageSize: Int, usable: Int) -> Record? {
        var position = offset
        guard let size = varint(bytes, &position, end: pageEnd), let rowID = varint(bytes, &position, end: pageEnd),
              size > 0, size < 1 << 30
        else { return nil }
        let payloadSize = Int(size)
        // How much of the payload is on this page (SQLite's file format, "Cell Payload Overflow Pages").
        let maximumLocal = usable - 35
        let minimumLocal = (usable - 12) * 32 / 255 - 23
        var local = payloadSize
        if payloadSize > maximumLocal {
            local = minimumLocal + (payloadSize - minimumLocal) % (usable - 4)
            if local > maximumLocal { local = minimumLocal }
        }
        guard local >= 0, position + local <= pageEnd else { return nil }
        var payload = Array(bytes[position..<(position + local)])
        if local < payloadSize {
            guard position + local + 4 <= pageEnd else { return nil }
            var next = bigEndian(bytes, at: position + local, count: 4)
            var visited = Set<Int>()
            while payload.count < payloadSize {
                let page = Int(next) - 1
                guard next > 0, visited.insert(page).inserted, (page + 1) * pageSize <= bytes.count else { return nil }
                let start = page * pageSize
                next = bigEndian(bytes, at: start, count: 4)
                let take = min(usable - 4, payloadSize - payload.count)
                payload += bytes[(start + 4)..<(start + 4 + take)]
            }
        }
        guard let values = decode(payload) else { return nil }
        return Record(rowID: Int64(bitPattern: rowID), values: values)
    }

    /// The values of a record (SQLite's record format), or nil when it does not parse.
    private static func decode(_ payload: [UInt8]) -> [DatabaseValue]? {
        var position = 0
        guard let headerSize = varint(payload, &position, end: payload.count), headerSize >= 1, headerSize <= UInt64(payload.count) else { return nil }
        var types: [UInt64] = []
        while position < Int(headerSize) {
            guard let type = varint(payload, &position, end: Int(headerSize)) else { return nil }
            types.append(type)
        }
        var body = Int(headerSize)
        var values: [DatabaseValue] = []
        for type in types {
            let length: Int
            switch type {
            case 0, 8, 9: length = 0
            case 1, 2, 3, 4: length = Int(type)
            case 5: length = 6
            case 6, 7: length = 8
            case 10, 11: return nil
            default: length = Int((type - 12) / 2)
            }
            guard length <= payload.count - body else { return nil }
            switch type {
            case 0: values.append(.null)
            case 8: values.append(0.databaseValue)
            case 9: values.append(1.databaseValue)
            case 1...6:
                var value = bigEndian(payload, at: body, count: length)
                // Sign-extend from the stored width.
                let shift = UInt64(64 - 8 * length)
                value = UInt64(bitPattern: Int64(bitPattern: value << shift) >> Int64(shift))
                values.append(Int64(bitPattern: value).databaseValue)
            case 7: values.append(Double(bitPattern: bigEndian(payload, at: body, count: 8)).databaseValue)
            default:
                let slice = Array(payload[body..<(body + length)])
                if type % 2 == 0 {
                    values.append(Data(slice).databaseValue)
                } else {
                    guard let text = String(validating: slice, as: UTF8.self) else { return nil }
                    values.append(text.databaseValue)
                }
            }
            body += length
        }
        return values
    }

    /// An SQLite varint (1 to 9 bytes, big-endian, 7 bits a byte but all 8 in the ninth).
    private static func varint(_ bytes: [UInt8], _ position: inout Int, end: Int) -> UInt64? {
        var value: UInt64 = 0
        for index in 0..<9 {
            guard position < end, position < bytes.count else { return nil }
            let byte = bytes[position]
            position += 1
            if index == 8 { return value << 8 | UInt64(byte) }
            value = value << 7 | UInt64(byte & 0x7F)
            if byte & 0x80 == 0 { return value }
        }
        return value
    }

    /// `count` bytes at `offset` as a big-endian number.
    private static func bigEndian(_ bytes: [UInt8], at offset: Int, count: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in offset..<(offset + count) { value = value << 8 | UInt64(bytes[index]) }
        return value
    }
}
