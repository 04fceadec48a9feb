import { readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { addMember, createOrg, createUser, login, tinyPng, uploadImage } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";

/**
 * Upload quota per enterprise and rate per member (issue 25, finding 5: one member of a fresh
 * enterprise stored 25 × 9.9 MB in 4 s). Small settings so a few images reach them.
 */
const KB = 1024;
const dirs: string[] = [];
const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function appWith(env: Record<string, string>) {
  const dir = `/tmp/sw-upload-limits-${process.pid}-${dirs.length}`;
  dirs.push(dir);
  const t = await createTestApp({ UPLOAD_DIR: dir, ...env });
  apps.push(t);
  return { t, files: () => readdirSync(dir).length };
}

/** A PNG of about `kb` KB (the type is read from its first bytes). */
const png = (kb: number) => Buffer.concat([tinyPng(), Buffer.alloc(kb * KB - tinyPng().length, 1)]);

async function member(t: TestApp) {
  const user = await createUser(t);
  const { orgId } = await createOrg(t, user);
  return { orgId, token: await login(t, user) };
}

async function rowsOf(t: TestApp, orgId: string) {
  const { rows } = await t.db.query<{ id: string }>(
    "SELECT id FROM uploads WHERE org_id = $1 ORDER BY created_at",
    [orgId],
  );
  return rows.map((r) => r.id);
}

async function uploadAs(t: TestApp, token: string, data: Buffer, lang: string) {
  const boundary = "----swlimits";
  const res = await t.app.inject({
    method: "POST",
    url: "/api/upload/image",
    headers: {
      authorization: `Bearer ${token}`,
      "accept-language": lang,
      "content-type": `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  return res.json() as { code: number; msg: string; data: { retryAfter?: number; fileId?: string } | null };
}

describe("the upload quota of an enterprise", () => {
  it("refuses what would pass it (1008, both languages), stores nothing then, and a deleted upload frees it", async () => {
    const { t, files } = await appWith({ UPLOAD_QUOTA_BYTES: String(100 * KB) });
    const a = await member(t);
    const b = await member(t);
    expect((await uploadImage(t, a.token, png(45))).code).toBe(1);
    expect((await uploadImage(t, a.token, png(45))).code).toBe(1);
    const stored = await rowsOf(t, a.orgId);
    expect(stored).toHaveLength(2);
    expect(files()).toBe(2);

    const en = await uploadAs(t, a.token, png(20), "en-US");
    expect(en).toMatchObject({
      code: 1008,
      msg: "The enterprise's upload storage is full (its limit is 100 KB); nothing was stored",
    });
    const zh = await uploadAs(t, a.token, png(20), "zh-CN");
    expect(zh).toMatchObject({ code: 1008, msg: "企业的上传空间已满（上限 100 KB），本次未保存" });
    expect(await rowsOf(t, a.orgId)).toEqual(stored);
    expect(files()).toBe(2);
    // Another enterprise has its own quota.
    expect((await uploadImage(t, b.token, png(45))).code).toBe(1);

    // What is stored counts: once an upload is deleted (row and file), its bytes are free again.
    await t.db.query("DELETE FROM uploads WHERE id = $1", [stored[0]]);
    rmSync(path.join(t.config.uploadDir, stored[0]!));
    expect((await uploadImage(t, a.token, png(20))).code).toBe(1);
    expect(await rowsOf(t, a.orgId)).toHaveLength(2);
  });
});

describe("the upload rate of a member", () => {
  it("refuses the upload past N per minute with 1004 and the seconds to wait, storing nothing", async () => {
    const { t, files } = await appWith({ UPLOAD_RATE_COUNT: "3" });
    const a = await member(t);
    for (let i = 0; i < 3; i++) expect((await uploadImage(t, a.token, tinyPng())).code).toBe(1);
    t.clock.advance(20);
    const en = await uploadAs(t, a.token, tinyPng(), "en-US");
    expect(en.code).toBe(1004);
    expect(en.data!.retryAfter).toBeGreaterThanOrEqual(39);
    expect(en.data!.retryAfter).toBeLessThanOrEqual(41);
    expect(en.msg).toBe(
      `Too many uploads: a member may upload at most 3 per minute, 100 MB in all; please try again in ${en.data!.retryAfter} s`,
    );
    const zh = await uploadAs(t, a.token, tinyPng(), "zh-CN");
    expect(zh.msg).toBe(
      `上传过于频繁（每人每分钟最多 3 个文件或 100 MB），请 ${zh.data!.retryAfter} 秒后再试`,
    );
    expect(await rowsOf(t, a.orgId)).toHaveLength(3);
    expect(files()).toBe(3);
    // Another member of the same enterprise has a rate of their own.
    const other = await createUser(t);
    const { rows } = await t.db.query<{ id: string }>("SELECT id FROM roles WHERE org_id = $1 AND is_super", [
      a.orgId,
    ]);
    await addMember(t, a.orgId, other, rows[0]!.id);
    expect((await uploadImage(t, await login(t, other), tinyPng())).code).toBe(1);
    // Once the minute has passed, the member uploads again.
    t.clock.advance(41);
    expect((await uploadImage(t, a.token, tinyPng())).code).toBe(1);
  });

  it("refuses the upload past the bytes per minute (the finding's 25 × 9.9 MB in seconds)", async () => {
    const { t, files } = await appWith({ UPLOAD_RATE_BYTES: String(100 * KB) });
    const a = await member(t);
    expect((await uploadImage(t, a.token, png(45))).code).toBe(1);
    expect((await uploadImage(t, a.token, png(45))).code).toBe(1);
    const refused = await uploadAs(t, a.token, png(45), "en-US");
    expect(refused.code).toBe(1004);
    expect(refused.data!.retryAfter).toBeGreaterThan(0);
    expect(await rowsOf(t, a.orgId)).toHaveLength(2);
    expect(files()).toBe(2);
    // A small image still fits the minute's remaining bytes.
    expect((await uploadImage(t, a.token, png(5))).code).toBe(1);
  });
});
