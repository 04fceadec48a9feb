import { randomBytes } from "node:crypto";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * `$DATA_DIR/server.json`: a server on PGlite owns its data directory, so `npm run backup` asks it
 * (POST /api/backup/local with this file's token) instead of opening the files itself, and
 * `npm run restore` refuses to write under it. Written at listen, removed at close; a file left by a
 * killed server names a dead process and is ignored.
 */
export interface ServerFile {
  pid: number;
  port: number;
  host: string;
  token: string;
}

const fileOf = (dataDir: string) => path.join(dataDir, "server.json");

export async function writeServerFile(dataDir: string, s: Omit<ServerFile, "token">): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  await writeFile(fileOf(dataDir), JSON.stringify({ ...s, token }), { mode: 0o600 });
  return token;
}

export async function removeServerFile(dataDir: string, token: string): Promise<void> {
  const s = await readServerFile(dataDir);
  if (s?.token === token) await rm(fileOf(dataDir), { force: true });
}

async function readServerFile(dataDir: string): Promise<ServerFile | null> {
  try {
    return JSON.parse(await readFile(fileOf(dataDir), "utf8")) as ServerFile;
  } catch {
    return null;
  }
}

/** The server running on this data directory, if its process is alive. */
export async function liveServer(dataDir: string): Promise<ServerFile | null> {
  const s = await readServerFile(dataDir);
  if (!s || !Number.isInteger(s.pid)) return null;
  try {
    process.kill(s.pid, 0);
    return s;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM" ? s : null;
  }
}

/** The token a request to /api/backup/local must carry: the one in the file this server wrote. */
export async function serverToken(dataDir: string): Promise<string | null> {
  const s = await readServerFile(dataDir);
  return s && s.pid === process.pid ? s.token : null;
}
