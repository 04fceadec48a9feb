import { inflateRawSync } from "node:zlib";
import { Code, PROJECT_IMPORT_LIMITS } from "@stoneworks/shared";
import { AppError } from "../../lib/errors.ts";

/**
 * Checks an uploaded .xlsx before any spreadsheet reader touches it: a zip (central directory
 * readable, no encryption, no zip64) holding xl/workbook.xml, whose parts together unpack to at most
 * `limit` bytes. Sizes are checked as declared AND as actually inflated: every part is inflated with a
 * hard output cap, so a lying header or a zip bomb costs at most `limit` bytes of memory.
 */
export function guardXlsx(buf: Buffer, limit: number = PROJECT_IMPORT_LIMITS.unzippedBytes): void {
  const notXlsx = () => new AppError(Code.UploadRejected, { msgKey: "project.notXlsx" });
  const tooLarge = () => new AppError(Code.UploadRejected, { msgKey: "project.unzipTooLarge" });
  if (buf.length < 22 || buf.readUInt32LE(0) !== 0x04034b50) throw notXlsx();
  // End of central directory: the last 22 bytes plus a comment of at most 65535 bytes.
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 65535); i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw notXlsx();
  const entries = buf.readUInt16LE(eocd + 10);
  const cdSize = buf.readUInt32LE(eocd + 12);
  const cdOffset = buf.readUInt32LE(eocd + 16);
  if (entries === 0xffff || cdOffset === 0xffffffff || cdOffset + cdSize > buf.length) throw notXlsx();
  let p = cdOffset;
  let declared = 0;
  let actual = 0;
  let hasWorkbook = false;
  for (let n = 0; n < entries; n++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50) throw notXlsx();
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
    declared += size;
    if (declared > limit) throw tooLarge();
    if (name === "xl/workbook.xml") hasWorkbook = true;
    if (localOffset + 30 > buf.length || buf.readUInt32LE(localOffset) !== 0x04034b50) throw notXlsx();
    const start = localOffset + 30 + buf.readUInt16LE(localOffset + 26) + buf.readUInt16LE(localOffset + 28);
    if (start + compSize > buf.length) throw notXlsx();
    const data = buf.subarray(start, start + compSize);
    if (method === 0) {
      actual += compSize;
    } else if (method === 8) {
      const room = limit - actual;
      try {
        actual += inflateRawSync(data, { maxOutputLength: Math.max(1, room) }).length;
      } catch (err) {
        if ((err as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") throw tooLarge();
        throw notXlsx();
      }
    } else {
      throw notXlsx();
    }
    if (actual > limit) throw tooLarge();
  }
  if (!hasWorkbook) throw notXlsx();
}
