import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import tar from "tar-stream";

/**
 * The backup file: a gzip-compressed tar (tar-stream), readable with any `tar -tzf`. Its first entry
 * is manifest.json, then db/<table>.jsonl (one row_to_json per line), then files/<upload> and, when
 * the key of stored secrets lives in the data directory, secrets.key.
 */

export const MANIFEST_FORMAT = "stoneworks-backup";
export const MANIFEST_FORMAT_VERSION = 1;

export interface TableManifest {
  name: string;
  columns: string[];
  rows: number;
  /** Order-free checksum of the rows' JSON text (rowsChecksum). */
  checksum: string;
}

export interface FileManifest {
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof MANIFEST_FORMAT;
  formatVersion: number;
  product: { name: string; version: string };
  createdAt: string;
  engine: "pglite" | "postgres";
  /** Every migration applied when the copy was made; the last one is its level. */
  migrations: string[];
  migrationLevel: string | null;
  tables: TableManifest[];
  sequences: { name: string; value: number }[];
  files: FileManifest[];
  /** Whether secrets.key is inside (the key of stored secrets came from $DATA_DIR/secrets.key). */
  secretsKey: boolean;
}

/**
 * A checksum of a multiset of rows that does not depend on their order (the engines return them in
 * any order): the sum of each row's SHA-256 (first 128 bits) modulo 2^128, as hex.
 */
export class RowsChecksum {
  private sum = 0n;
  count = 0;
  add(line: string): void {
    const h = createHash("sha256").update(line).digest();
    this.sum = (this.sum + h.readBigUInt64BE(0) * 2n ** 64n + h.readBigUInt64BE(8)) % 2n ** 128n;
    this.count++;
  }
  hex(): string {
    return this.sum.toString(16).padStart(32, "0");
  }
}

export async function fileSha256(file: string): Promise<string> {
  const h = createHash("sha256");
  for await (const chunk of createReadStream(file)) h.update(chunk as Buffer);
  return h.digest("hex");
}

/** Every file under dir, as paths relative to it with / separators, sorted. */
export async function listFilesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (d: string, prefix: string) => {
    const entries = await readdir(d, { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
      if (err.code === "ENOENT") return [];
      throw err;
    });
    for (const e of entries) {
      const rel = prefix ? `${prefix}/${e.name}` : e.name;
      if (e.isDirectory()) await walk(path.join(d, e.name), rel);
      else if (e.isFile()) out.push(rel);
    }
  };
  await walk(dir, "");
  return out.sort();
}

export interface ArchiveEntry {
  name: string;
  /** A file on disk to copy in. */
  source?: string;
  content?: Buffer;
}

/** Writes the archive: entries in the given order, each streamed from disk. */
export async function writeArchive(out: string, entries: ArchiveEntry[]): Promise<void> {
  const pack = tar.pack();
  const done = pipeline(pack, createGzip({ level: 6 }), createWriteStream(out, { mode: 0o600 }));
  for (const e of entries) {
    if (e.content) {
      await new Promise<void>((resolve, reject) =>
        pack.entry({ name: e.name, size: e.content!.length, mode: 0o600 }, e.content!, (err) =>
          err ? reject(err) : resolve(),
        ),
      );
      continue;
    }
    const { size } = await stat(e.source!);
    await new Promise<void>((resolve, reject) => {
      const entry = pack.entry({ name: e.name, size, mode: 0o600 }, (err) => (err ? reject(err) : resolve()));
      createReadStream(e.source!).on("error", reject).pipe(entry);
    });
  }
  pack.finalize();
  await done;
}

/**
 * Reads the archive entry by entry; `onEntry` consumes the entry's stream (or not: it is drained).
 * Returning false stops reading (the manifest check reads only the first entry).
 */
export async function readArchive(
  file: string,
  onEntry: (name: string, stream: Readable) => Promise<boolean | undefined>,
): Promise<void> {
  const extract = tar.extract();
  const source = createReadStream(file);
  let stopped = false;
  const finished = new Promise<void>((resolve, reject) => {
    extract.on("entry", (header, stream, next) => {
      if (stopped) {
        stream.resume();
        next();
        return;
      }
      // tar-stream's entries are readable-stream v3 streams (no readableEnded): watch the end here.
      let ended = false;
      stream.once("end", () => {
        ended = true;
      });
      onEntry(header.name, stream as unknown as Readable).then(
        (go) => {
          if (go === false) {
            stopped = true;
            source.destroy();
            resolve();
            return;
          }
          if (ended) next();
          else {
            stream.once("end", () => next());
            stream.resume();
          }
        },
        (err) => {
          stopped = true;
          source.destroy();
          reject(err);
        },
      );
    });
    extract.on("finish", () => resolve());
    extract.on("error", reject);
  });
  const gunzip = createGunzip();
  gunzip.on("error", (err) => extract.destroy(err));
  source.on("error", (err) => extract.destroy(err));
  source.pipe(gunzip).pipe(extract);
  await finished;
}

export async function readManifest(file: string): Promise<Manifest> {
  let manifest: Manifest | undefined;
  await readArchive(file, async (name, stream) => {
    if (name !== "manifest.json") throw new Error(`${file} is not a Stoneworks backup (no manifest first)`);
    const chunks: Buffer[] = [];
    for await (const c of stream) chunks.push(c as Buffer);
    manifest = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Manifest;
    return false;
  }).catch((err: Error) => {
    throw new Error(`${file} is not a Stoneworks backup: ${err.message}`);
  });
  if (!manifest || manifest.format !== MANIFEST_FORMAT) throw new Error(`${file} is not a Stoneworks backup`);
  if (manifest.formatVersion > MANIFEST_FORMAT_VERSION) {
    throw new Error(
      `${file} has backup format ${manifest.formatVersion}; this version reads up to ${MANIFEST_FORMAT_VERSION}`,
    );
  }
  return manifest;
}

export async function productVersion(): Promise<string> {
  const pkg = JSON.parse(await readFile(new URL("../../../../../package.json", import.meta.url), "utf8"));
  return String(pkg.version);
}
