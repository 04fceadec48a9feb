import { inflateRawSync } from "node:zlib";
import { Code } from "@stoneworks/shared";
import { AppError } from "./errors.ts";

/** What an uploaded .xlsx may unpack to, and the messages (catalogue keys) of a refusal (1008). */
export interface XlsxGuardOptions {
  /** All parts together, uncompressed, at most this many bytes (declared and actual). */
  maxUnzippedBytes: number;
  /** At most this many parts (default 2000). */
  maxEntries?: number;
  /** Not an .xlsx: not a zip, encrypted, damaged, a part smaller than it declares, no workbook. */
  notXlsxKey: string;
  /** Too large once unpacked: a zip bomb, zip64, too many parts, a part larger than it declares. */
  tooLargeKey: string;
}

/** Where one part of a checked archive starts (its local header), for reading it again in another order. */
export interface ZipPart {
  name: string;
  localOffset: number;
}

/** A checked archive: its parts, and where the central directory (the end of the last part) starts. */
export interface CheckedZip {
  parts: ZipPart[];
  directoryOffset: number;
}

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const EOCD = 0x06054b50;

/**
 * Checks an uploaded .xlsx before any spreadsheet reader touches it: a zip (central directory readable,
 * no encryption, no zip64) holding xl/workbook.xml, whose parts together unpack to at most
 * `maxUnzippedBytes`. Every part is really inflated with a hard output cap of its declared size, so a
 * zip bomb costs at most that many bytes of memory, and a header that lies about a part's size (in
 * either direction) is refused. Throws AppError 1008 with the caller's message keys; returns the parts.
 */
export function guardXlsx(buf: Buffer, options: XlsxGuardOptions): CheckedZip {
  const limit = options.maxUnzippedBytes;
  const maxEntries = options.maxEntries ?? 2000;
  const notXlsx = () => new AppError(Code.UploadRejected, { msgKey: options.notXlsxKey });
  const tooLarge = () => new AppError(Code.UploadRejected, { msgKey: options.tooLargeKey });
  if (buf.length < 22 || buf.readUInt32LE(0) !== LOCAL) throw notXlsx();
  // End of central directory: the last 22 bytes plus a comment of at most 65535 bytes.
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 65535); i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw notXlsx();
  const entries = buf.readUInt16LE(eocd + 10);
  const cdSize = buf.readUInt32LE(eocd + 12);
  const cdOffset = buf.readUInt32LE(eocd + 16);
  if (entries === 0xffff || cdOffset === 0xffffffff) throw tooLarge(); // zip64
  if (entries > maxEntries) throw tooLarge();
  if (cdOffset + cdSize > buf.length) throw notXlsx();
  let p = cdOffset;
  let total = 0;
  let hasWorkbook = false;
  const parts: ZipPart[] = [];
  for (let n = 0; n < entries; n++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== CENTRAL) throw notXlsx();
    const flags = buf.readUInt16LE(p + 8);
    const method = buf.readUInt16LE(p + 10);
    const compSize = buf.readUInt32LE(p + 20);
    const size = buf.readUInt32LE(p + 24);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const localOffset = buf.readUInt32LE(p + 42);
    const name = buf.toString("utf8", p + 46, p + 46 + nameLen);
    p += 46 + nameLen + extraLen + commentLen;
    if (flags & 1) throw notXlsx(); // encrypted
    if (compSize === 0xffffffff || size === 0xffffffff || localOffset === 0xffffffff) throw tooLarge();
    // Declared sizes first: refused before anything is inflated.
    total += size;
    if (total > limit) throw tooLarge();
    if (name === "xl/workbook.xml") hasWorkbook = true;
    parts.push({ name, localOffset });
    if (localOffset + 30 > buf.length || buf.readUInt32LE(localOffset) !== LOCAL) throw notXlsx();
    const start = localOffset + 30 + buf.readUInt16LE(localOffset + 26) + buf.readUInt16LE(localOffset + 28);
    if (start + compSize > buf.length) throw notXlsx();
    const data = buf.subarray(start, start + compSize);
    let actual: number;
    if (method === 0) {
      actual = compSize;
    } else if (method === 8) {
      try {
        // One byte more than declared: enough to see that the header lies, never more.
        actual = inflateRawSync(data, { maxOutputLength: size + 1 }).length;
      } catch (err) {
        if ((err as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") throw tooLarge();
        throw notXlsx();
      }
    } else {
      throw notXlsx();
    }
    if (actual > size) throw tooLarge();
    if (actual !== size) throw notXlsx();
  }
  if (!hasWorkbook) throw notXlsx();
  return { parts, directoryOffset: cdOffset };
}
