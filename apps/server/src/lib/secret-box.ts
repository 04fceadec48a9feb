import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Secrets at rest (docs/configuration.md, SECRETS_KEY): AES-256-GCM with a 32-byte key from the
 * environment. The stored form is `v1:<iv>:<tag>:<ciphertext>` (base64url), bound to its place by
 * the associated data (a row's secret cannot be copied to another row). Anything not starting with
 * `v1:` is a plain-text value from before encryption; it is read as is and re-sealed at start.
 */

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;
const SECRETS_KEY_BYTES = 32;

/** A stored secret that no configured key opens (wrong key, or the value was altered). */
export class SecretBoxError extends Error {
  constructor(message = "the stored secret cannot be decrypted with SECRETS_KEY or SECRETS_KEY_PREVIOUS") {
    super(message);
    this.name = "SecretBoxError";
  }
}

export interface Opened {
  plain: string;
  /** Plain text from before encryption, or sealed with the previous key: seal it again. */
  stale: boolean;
}

export interface SecretBox {
  /** Encrypts with the current key; `context` must be given again to open it. */
  seal(plain: string, context: string): string;
  /** Decrypts with the current key, then the previous one; plain text passes through (stale). */
  open(stored: string, context: string): Opened;
}

export const isSealed = (stored: string) => stored.startsWith(`${VERSION}:`);

/**
 * A 32-byte key from its text form: 64 hex digits, or base64 / base64url (`openssl rand -base64 32`).
 * Undefined when unset; an error naming the variable (never echoing the value) when malformed.
 */
export function parseSecretsKey(name: string, raw: string | undefined): Buffer | undefined {
  const text = raw?.trim();
  if (!text) return undefined;
  let key: Buffer | undefined;
  if (/^[0-9a-fA-F]{64}$/.test(text)) key = Buffer.from(text, "hex");
  else if (/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) key = Buffer.from(text, "base64");
  if (key?.length !== SECRETS_KEY_BYTES) {
    throw new Error(
      `${name} must be ${SECRETS_KEY_BYTES} bytes written as base64 or 64 hex digits (generate one with: openssl rand -base64 32)`,
    );
  }
  return key;
}

function sealWith(key: Buffer, plain: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(context, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv, tag, ciphertext]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(":");
}

function openWith(
  key: Buffer,
  iv: Buffer,
  tag: Buffer,
  ciphertext: Buffer,
  context: string,
): string | undefined {
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, "utf8"));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString("utf8");
  } catch {
    return undefined;
  }
}

export function createSecretBox(key: Buffer, previous?: Buffer): SecretBox {
  for (const k of [key, previous]) {
    if (k && k.length !== SECRETS_KEY_BYTES)
      throw new Error(`a secrets key must be ${SECRETS_KEY_BYTES} bytes`);
  }
  return {
    seal: (plain, context) => sealWith(key, plain, context),
    open(stored, context) {
      if (!isSealed(stored)) return { plain: stored, stale: true };
      const parts = stored.split(":");
      const b64 = /^[A-Za-z0-9_-]*$/;
      if (parts.length !== 4 || !parts.every((p) => b64.test(p)))
        throw new SecretBoxError("the stored secret is malformed");
      const [iv, tag, ciphertext] = parts.slice(1).map((p) => Buffer.from(p, "base64url")) as [
        Buffer,
        Buffer,
        Buffer,
      ];
      if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES)
        throw new SecretBoxError("the stored secret is malformed");
      const current = openWith(key, iv, tag, ciphertext, context);
      if (current !== undefined) return { plain: current, stale: false };
      const old = previous ? openWith(previous, iv, tag, ciphertext, context) : undefined;
      if (old !== undefined) return { plain: old, stale: true };
      throw new SecretBoxError();
    },
  };
}

/**
 * The key of a single instance without SECRETS_KEY: `$DATA_DIR/secrets.key` (base64, mode 0600),
 * created with a random key at the first start. Two processes starting at once agree: only one
 * creates the file, the other reads it.
 */
export async function keyFromFile(dataDir: string): Promise<{ key: Buffer; file: string; created: boolean }> {
  const file = path.join(dataDir, "secrets.key");
  await mkdir(dataDir, { recursive: true });
  try {
    const key = randomBytes(SECRETS_KEY_BYTES);
    await writeFile(file, `${key.toString("base64")}\n`, { mode: 0o600, flag: "wx" });
    return { key, file, created: true };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  }
  const key = parseSecretsKey(file, await readFile(file, "utf8"));
  if (!key)
    throw new Error(`${file} is empty: delete it only if no secret was stored with it, or set SECRETS_KEY`);
  return { key, file, created: false };
}
