import { inflateRawSync } from "node:zlib";

/**
 * Measures a zip archive (an .xlsx) before any spreadsheet library opens it: reads the central
 * directory, then really inflates every entry with a hard output cap, so a zip bomb (or a header that
 * lies about sizes) costs at most `maxTotal` bytes of memory. Returns the entry names, or the reason the
 * archive is refused.
 */
export type ZipVerdict = { ok: true; names: string[] } | { ok: false; reason: "notZip" | "tooLarge" };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export function inspectZip(buf: Buffer, maxTotal: number, maxEntries = 2000): ZipVerdict {
  if (buf.length < 22 || buf.readUInt32LE(0) !== LOCAL) return { ok: false, reason: "notZip" };
  // The end-of-central-directory record is in the last 22 + 65535 bytes.
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 65535); i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return { ok: false, reason: "notZip" };
  const count = buf.readUInt16LE(eocd + 10);
  const dirOffset = buf.readUInt32LE(eocd + 16);
  if (count === 0xffff || dirOffset === 0xffffffff) return { ok: false, reason: "tooLarge" }; // zip64
  if (count > maxEntries) return { ok: false, reason: "tooLarge" };
  const names: string[] = [];
  let total = 0;
  let p = dirOffset;
  for (let n = 0; n < count; n++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== CENTRAL) return { ok: false, reason: "notZip" };
    const method = buf.readUInt16LE(p + 10);
    const compressed = buf.readUInt32LE(p + 20);
    const declared = buf.readUInt32LE(p + 24);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    names.push(buf.toString("utf8", p + 46, p + 46 + nameLen));
    p += 46 + nameLen + extraLen + commentLen;
    if (declared > maxTotal - total) return { ok: false, reason: "tooLarge" };
    if (local + 30 > buf.length || buf.readUInt32LE(local) !== LOCAL) return { ok: false, reason: "notZip" };
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    if (start + compressed > buf.length) return { ok: false, reason: "notZip" };
    const data = buf.subarray(start, start + compressed);
    let size: number;
    if (method === 0) size = compressed;
    else if (method === 8) {
      try {
        size = inflateRawSync(data, { maxOutputLength: maxTotal - total + 1 }).length;
      } catch (err) {
        return {
          ok: false,
          reason: (err as { code?: string }).code === "ERR_BUFFER_TOO_LARGE" ? "tooLarge" : "notZip",
        };
      }
    } else return { ok: false, reason: "notZip" };
    total += size;
    if (total > maxTotal) return { ok: false, reason: "tooLarge" };
  }
  return { ok: true, names };
}
