import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import {
  createSecretBox,
  isSealed,
  keyFromFile,
  parseSecretsKey,
  SecretBoxError,
} from "../src/lib/secret-box.ts";

const key = randomBytes(32);
const other = randomBytes(32);

describe("secret box (AES-256-GCM, lib/secret-box.ts)", () => {
  it("round-trips, with a fresh IV each time and nothing of the plain text in the stored form", () => {
    const box = createSecretBox(key);
    const secret = `sk_${randomBytes(32).toString("base64url")}`;
    const a = box.seal(secret, "ctx");
    const b = box.seal(secret, "ctx");
    expect(a).toMatch(/^v1:[\w-]{16}:[\w-]{22}:[\w-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain(secret);
    expect(isSealed(a)).toBe(true);
    expect(box.open(a, "ctx")).toEqual({ plain: secret, stale: false });
    expect(box.open(box.seal("", "ctx"), "ctx").plain).toBe("");
    expect(box.open(box.seal("密钥 ✓", "ctx"), "ctx").plain).toBe("密钥 ✓");
  });

  it("detects tampering with the IV, tag or ciphertext, and a value moved to another context", () => {
    const box = createSecretBox(key);
    const sealed = box.seal("sk_secret", "org-1");
    const parts = sealed.split(":");
    for (const i of [1, 2, 3]) {
      const bytes = Buffer.from(parts[i]!, "base64url");
      bytes[0] = bytes[0]! ^ 1;
      const altered = parts.map((p, j) => (j === i ? bytes.toString("base64url") : p)).join(":");
      expect(() => box.open(altered, "org-1")).toThrow(SecretBoxError);
    }
    expect(() => box.open(sealed, "org-2")).toThrow(SecretBoxError);
    for (const bad of ["v1:", "v1:a:b:c", `${sealed}:x`, "v1:!!:!!:!!"]) {
      expect(() => box.open(bad, "org-1")).toThrow(SecretBoxError);
    }
  });

  it("refuses a wrong key; opens with the previous key (stale, to be re-sealed)", () => {
    const sealed = createSecretBox(other).seal("sk_secret", "ctx");
    expect(() => createSecretBox(key).open(sealed, "ctx")).toThrow(SecretBoxError);
    expect(createSecretBox(key, other).open(sealed, "ctx")).toEqual({ plain: "sk_secret", stale: true });
    const resealed = createSecretBox(key, other).seal("sk_secret", "ctx");
    expect(createSecretBox(key).open(resealed, "ctx")).toEqual({ plain: "sk_secret", stale: false });
  });

  it("reads legacy plain text as is, marked stale", () => {
    expect(createSecretBox(key).open("sk_legacy_plain", "ctx")).toEqual({
      plain: "sk_legacy_plain",
      stale: true,
    });
    expect(isSealed("sk_legacy_plain")).toBe(false);
  });
});

describe("SECRETS_KEY", () => {
  it("takes 32 bytes as base64, base64url or hex", () => {
    expect(parseSecretsKey("SECRETS_KEY", key.toString("base64"))).toEqual(key);
    expect(parseSecretsKey("SECRETS_KEY", ` ${key.toString("base64url")}\n`)).toEqual(key);
    expect(parseSecretsKey("SECRETS_KEY", key.toString("hex"))).toEqual(key);
    expect(parseSecretsKey("SECRETS_KEY", "")).toBeUndefined();
    expect(loadConfig({}).secretsKey).toBeUndefined();
    expect(loadConfig({ SECRETS_KEY: key.toString("hex") }).secretsKey).toEqual(key);
  });

  it("stops the start naming the variable, never echoing the value", () => {
    for (const bad of [
      "short",
      randomBytes(16).toString("base64"),
      randomBytes(33).toString("hex"),
      "x".repeat(44),
    ]) {
      expect(() => loadConfig({ SECRETS_KEY: bad })).toThrow(/^SECRETS_KEY must be 32 bytes/);
      try {
        loadConfig({ SECRETS_KEY: bad });
      } catch (err) {
        expect((err as Error).message).not.toContain(bad);
      }
    }
    expect(() => loadConfig({ SECRETS_KEY_PREVIOUS: "nope" })).toThrow(
      /^SECRETS_KEY_PREVIOUS must be 32 bytes/,
    );
  });

  it("without it, $DATA_DIR/secrets.key is created once (mode 0600) and read afterwards", async () => {
    const dir = path.join(await mkdtemp(path.join(os.tmpdir(), "sw-key-")), "data");
    const first = await keyFromFile(dir);
    expect(first.created).toBe(true);
    expect(first.file).toBe(path.join(dir, "secrets.key"));
    expect((await stat(first.file)).mode & 0o777).toBe(0o600);
    expect(Buffer.from((await readFile(first.file, "utf8")).trim(), "base64")).toEqual(first.key);
    const again = await keyFromFile(dir);
    expect(again).toEqual({ ...first, created: false });
    await writeFile(first.file, "garbage\n");
    await expect(keyFromFile(dir)).rejects.toThrow(/secrets\.key must be 32 bytes/);
  });
});
