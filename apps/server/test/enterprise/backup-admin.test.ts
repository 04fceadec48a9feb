import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { BackupOverview } from "@stoneworks/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.ts";
import { readManifest } from "../../src/modules/enterprise/backup-archive.ts";
import { pruneBackups } from "../../src/modules/enterprise/backup-make.ts";
import { nextBackupAt } from "../../src/modules/enterprise/backup-time.ts";
import { startServer } from "../../src/start.ts";
import { addMember, createOrg, createRole, createUser, login } from "../factories.ts";
import { createTestApp, TEST_SECRETS_KEY, type TestApp } from "../helper.ts";

/** Restores migrate a new database (slow on PGlite on a busy machine): a limit, not a timed assertion. */
const LONG = 600_000;

/**
 * The administrator's side of backups (menu 3900, an installation menu): who may see and start
 * them, the job that makes one, keeping BACKUP_KEEP files, and `npm run backup` beside a running
 * PGlite server.
 */
let t: TestApp;
let work: string;
let platformToken: string;
let otherToken: string;
let platformOrg: string;
let otherOrg: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "sw-backup-admin-"));
  t = await createTestApp({ DATA_DIR: path.join(work, "data"), BACKUP_KEEP: "2", BACKUP_TIME: "03:15" });
  const owner = await createUser(t);
  ({ orgId: platformOrg } = await createOrg(t, owner, "平台石材"));
  platformToken = await login(t, owner);
  const other = await createUser(t);
  ({ orgId: otherOrg } = await createOrg(t, other, "别家石材"));
  otherToken = await login(t, other);
}, LONG);
afterAll(async () => {
  await t.close();
  await rm(work, { recursive: true, force: true });
});

const overview = (token: string) => t.call<BackupOverview>("backup/overview", {}, { token, lang: "en-US" });

describe("only the installation's administrators reach backups (menu 3900)", () => {
  it(
    "gives menu 3900 to the super administrator of the installation's own enterprise only",
    async () => {
      const mine = await t.call<{ menu: number[] }>("user/getInfo", {}, { token: platformToken });
      expect(mine.data.menu).toContain(3900);
      const theirs = await t.call<{ menu: number[] }>("user/getInfo", {}, { token: otherToken });
      expect(theirs.data.menu).not.toContain(3900);
      expect(theirs.data.menu).toContain(3001);
      expect((await overview(platformToken)).result).toBe(true);
      // The role editor offers it only where it can be held.
      const ids = async (token: string) =>
        (await t.call<{ id: number }[]>("menu/tree", {}, { token })).data.map((n) => n.id);
      expect(await ids(platformToken)).toContain(3900);
      expect(await ids(otherToken)).not.toContain(3900);
      for (const path of ["backup/overview", "backup/start"]) {
        const res = await t.call(path, {}, { token: otherToken, lang: "en-US" });
        expect(res, path).toMatchObject({ code: 6, msg: "You have no permission for this function" });
      }
    },
    LONG,
  );

  it(
    "lets a role of that enterprise hold it, and no role elsewhere",
    async () => {
      const clerk = await createUser(t);
      await addMember(t, platformOrg, clerk, await createRole(t, platformOrg, [1000, 1001]));
      expect((await overview(await login(t, clerk))).code).toBe(6);
      const operator = await createUser(t);
      await addMember(t, platformOrg, operator, await createRole(t, platformOrg, [3900]));
      expect((await overview(await login(t, operator))).result).toBe(true);
      const elsewhere = await createUser(t);
      await addMember(t, otherOrg, elsewhere, await createRole(t, otherOrg, [1000, 3900]));
      const token = await login(t, elsewhere);
      expect((await overview(token)).code).toBe(6);
      const info = await t.call<{ menu: number[] }>("user/getInfo", {}, { token });
      expect(info.data.menu).toEqual([1000]);
    },
    LONG,
  );

  it(
    "refuses /api/backup/local without the running server's token",
    async () => {
      const none = await t.call("backup/local", {}, { lang: "en-US" });
      expect(none).toMatchObject({ result: false, code: 6 });
      const res = await t.app.inject({
        method: "POST",
        url: "/api/backup/local",
        headers: { "content-type": "application/json", "x-backup-token": "guess" },
        payload: "{}",
      });
      expect(res.json()).toMatchObject({ result: false, code: 6 });
    },
    LONG,
  );
});

describe("an administrator starts a backup; the job queue makes it", () => {
  it(
    "shows the schedule, then the backup done with its time and size",
    async () => {
      const before = await overview(platformToken);
      expect(before.data.settings).toEqual({ time: "03:15", keep: 2, dir: t.config.backupDir });
      expect(before.data.nextAt).not.toBeNull();
      const started = await t.call<{ backupId: string }>("backup/start", {}, { token: platformToken });
      expect(started.result).toBe(true);
      const itemOf = async () =>
        (await overview(platformToken)).data.list.find((b) => b.backupId === started.data.backupId);
      // Until the job has finished, one way or the other (a backup on a busy machine: up to LONG).
      await expect
        .poll(async () => (await itemOf())?.status, { timeout: LONG, interval: 100 })
        .toMatch(/^(done|failed)$/);
      const item = await itemOf();
      if (!item) throw new Error("the backup is not listed");
      expect(item).toMatchObject({ status: "done", trigger: "manual", error: null });
      expect(item.size).toBeGreaterThan(1000);
      expect(item.finishedAt).not.toBeNull();
      const m = await readManifest(path.join(t.config.backupDir, item.file!));
      expect(m.tables.find((x) => x.name === "orgs")?.rows).toBeGreaterThanOrEqual(2);
    },
    LONG,
  );

  it(
    "refuses a second backup while one is queued (1003, in the reader's language)",
    async () => {
      await t.db.query(
        "INSERT INTO backups (trigger, status, created_at) VALUES ('manual', 'queued', now())",
      );
      const res = await t.call("backup/start", {}, { token: platformToken, lang: "en-US" });
      expect(res).toMatchObject({ code: 1003, msg: "A backup is already being made; wait for it to finish" });
      const zh = await t.call("backup/start", {}, { token: platformToken });
      expect(zh.msg).toBe("已有备份正在进行，请等待其完成");
      await t.db.query("DELETE FROM backups WHERE status = 'queued'");
    },
    LONG,
  );

  it(
    "keeps the newest BACKUP_KEEP files and only its own",
    async () => {
      const dir = path.join(work, "prune");
      await mkdir(dir);
      const names = ["20261101T023000Z", "20261102T023000Z", "20261103T023000Z"].map(
        (s) => `stoneworks-backup-${s}.tar.gz`,
      );
      for (const n of [...names, "notes.txt"]) await writeFile(path.join(dir, n), "x");
      expect(await pruneBackups(dir, 2)).toEqual([names[0]]);
      expect((await readdir(dir)).sort()).toEqual([...names.slice(1), "notes.txt"].sort());
    },
    LONG,
  );

  it(
    "plans the daily backup at the next BACKUP_TIME",
    () => {
      const now = new Date(2026, 10, 28, 3, 0, 0);
      expect(nextBackupAt("03:15", now)).toEqual(new Date(2026, 10, 28, 3, 15, 0));
      expect(nextBackupAt("02:30", now)).toEqual(new Date(2026, 10, 29, 2, 30, 0));
      expect(nextBackupAt(null, now)).toBeNull();
      expect(() => loadConfig({ BACKUP_TIME: "25:00" })).toThrow(/BACKUP_TIME must be a time of day/);
      expect(loadConfig({ BACKUP_TIME: "off" }).backupTime).toBeNull();
    },
    LONG,
  );
});

describe("npm run backup beside a running PGlite server (whatever the suite's database)", () => {
  it(
    "asks the server (which owns the files) and writes --out; restore keeps off its directory",
    async () => {
      const dataDir = path.join(work, "running");
      const s = await startServer(
        loadConfig({
          DATA_DIR: dataDir,
          PORT: "0",
          HOST: "127.0.0.1",
          SECRETS_KEY: TEST_SECRETS_KEY,
          LOG_LEVEL: "silent",
          BACKUP_TIME: "off",
        }),
      );
      const root = fileURLToPath(new URL("../../../../", import.meta.url));
      // Asynchronous: the server answering the CLI runs in this very process.
      const cli = (...args: string[]) =>
        new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
          const child = spawn(
            process.execPath,
            ["--import", "tsx", "apps/server/src/backup-cli.ts", ...args],
            {
              cwd: root,
              env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
            },
          );
          let stdout = "";
          let stderr = "";
          child.stdout.on("data", (c: Buffer) => {
            stdout += c.toString();
          });
          child.stderr.on("data", (c: Buffer) => {
            stderr += c.toString();
          });
          child.on("error", reject);
          child.on("close", (status) => resolve({ status, stdout, stderr }));
        });
      try {
        const out = path.join(work, "cli", "copy.tar.gz");
        const r = await cli("backup", "--out", out);
        expect(r.stderr).toBe("");
        expect(r.stdout).toContain(`The running server (process ${process.pid}) wrote`);
        expect(r.status).toBe(0);
        expect((await readManifest(out)).tables.length).toBeGreaterThan(10);
        const refused = await cli("restore", out);
        expect(refused.status).toBe(1);
        expect(refused.stderr).toContain(
          `a Stoneworks server (process ${process.pid}) is running on ${dataDir}`,
        );
      } finally {
        await s.app.close();
        await s.db.close();
      }
      expect(existsSync(path.join(dataDir, "server.json"))).toBe(false);
    },
    LONG,
  );
});
