import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.ts";
import { type Db, openPglite, openPostgres } from "../../src/db/db.ts";
import { MIGRATIONS_DIR, migrationFiles } from "../../src/db/migrate.ts";
import { DEMO_ADMIN, seedDemo } from "../../src/db/seed.ts";
import { readManifest } from "../../src/modules/enterprise/backup-archive.ts";
import { makeBackup } from "../../src/modules/enterprise/backup-make.ts";
import { RestoreRefused, restoreBackup } from "../../src/modules/enterprise/backup-restore.ts";
import { type Started, startServer } from "../../src/start.ts";
import { createTestApp, TEST_DATABASE_URL, TEST_SECRETS_KEY, type TestApp } from "../helper.ts";
import { emptyPostgres, filesOf, tableSums } from "./backup-check.ts";

/** Restores migrate a new database (slow on PGlite on a busy machine): a limit, not a timed assertion. */
const LONG = 600_000;

/**
 * Backup and restore (issue #25 finding 7): seed → backup → restore into a new place → the server
 * starts on it with equal data; a backup made during writes restores to a consistent state. On
 * PGlite, and on PostgreSQL (a fresh database) when TEST_DATABASE_URL is set.
 */
let t: TestApp;
let work: string;
const drops: (() => Promise<void>)[] = [];
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "sw-backup-"));
  t = await createTestApp({ DATA_DIR: path.join(work, "source") });
  expect(await seedDemo(t.db, new Date(), { uploadDir: t.config.uploadDir })).toBe(true);
  // A second file in a folder, beside the seed's logo: files keep their paths.
  await mkdir(path.join(t.config.uploadDir, "nested"), { recursive: true });
  await writeFile(
    path.join(t.config.uploadDir, "nested", "bytes.bin"),
    Buffer.from([0, 1, 2, 255, 254, 10, 13]),
  );
}, LONG);
afterAll(async () => {
  await t.close();
  for (const d of drops) await d();
  await rm(work, { recursive: true, force: true });
});

/** A new place to restore into: an empty data directory, and an empty database on PostgreSQL. */
async function newPlace(name: string): Promise<{ dataDir: string; uploadDir: string; databaseUrl?: string }> {
  const dataDir = path.join(work, name);
  const uploadDir = path.join(dataDir, "uploads");
  if (!TEST_DATABASE_URL) return { dataDir, uploadDir };
  const fresh = await emptyPostgres(TEST_DATABASE_URL);
  drops.push(fresh.drop);
  return { dataDir, uploadDir, databaseUrl: fresh.url };
}

async function openPlace(p: { dataDir: string; databaseUrl?: string }): Promise<Db> {
  return p.databaseUrl ? openPostgres(p.databaseUrl, 2) : openPglite(path.join(p.dataDir, "pglite"));
}

describe("a backup restores into a new place with equal data", () => {
  let file: string;
  let place: Awaited<ReturnType<typeof newPlace>>;

  it(
    "writes one file with a manifest of everything",
    async () => {
      file = path.join(work, "one.tar.gz");
      const r = await makeBackup(
        { db: t.db, uploadDir: t.config.uploadDir, dataDir: t.config.dataDir },
        file,
      );
      expect(r.size).toBeGreaterThan(1000);
      const m = await readManifest(file);
      const migrations = await migrationFiles();
      expect(m).toMatchObject({
        format: "stoneworks-backup",
        product: { name: "stoneworks", version: "0.1.0" },
        engine: t.db.kind,
        migrations,
        migrationLevel: migrations.at(-1),
      });
      expect(Date.parse(m.createdAt)).not.toBeNaN();
      const source = await tableSums(t.db);
      expect(
        Object.fromEntries(m.tables.map((x) => [x.name, { rows: x.rows, checksum: x.checksum }])),
      ).toEqual(source);
      expect(source.orgs!.rows).toBeGreaterThan(0);
      expect(source.cutting_records!.rows).toBeGreaterThan(0);
      expect(m.files.map((f) => f.path)).toContain("nested/bytes.bin");
      expect(m.files.find((f) => f.path === "nested/bytes.bin")).toMatchObject({ size: 7 });
      expect(m.files.length).toBeGreaterThanOrEqual(2);
    },
    LONG,
  );

  it(
    "restores into an empty place: every table's rows and checksum equal, files byte-equal",
    async () => {
      place = await newPlace("restored");
      const r = await restoreBackup(file, place);
      expect(r.files).toBe(r.manifest.files.length);
      const db = await openPlace(place);
      try {
        expect(await tableSums(db)).toEqual(await tableSums(t.db));
      } finally {
        await db.close();
      }
      expect(await filesOf(place.uploadDir)).toEqual(await filesOf(t.config.uploadDir));
    },
    LONG,
  );

  it(
    "the server starts on the restored place and serves its data",
    async () => {
      let s: Started | undefined;
      try {
        s = await startServer(
          loadConfig({
            DATA_DIR: place.dataDir,
            ...(place.databaseUrl ? { DATABASE_URL: place.databaseUrl } : {}),
            PORT: "0",
            HOST: "127.0.0.1",
            SECRETS_KEY: TEST_SECRETS_KEY,
            SLIDER_CAPTCHA: "off",
            LOG_LEVEL: "silent",
            BACKUP_TIME: "off",
          }),
        );
        const login = await s.app.inject({
          method: "POST",
          url: "/api/userAuth/login",
          payload: { phone: DEMO_ADMIN.phone, password: DEMO_ADMIN.password, remember: false },
        });
        const token = login.json().data.token as string;
        const info = await s.app.inject({
          method: "POST",
          url: "/api/user/getInfo",
          headers: { authorization: `Bearer ${token}` },
          payload: {},
        });
        const source = await t.db.query<{ name: string }>("SELECT name FROM orgs WHERE is_demo");
        expect(info.json().data.orgInfo.name).toBe(source.rows[0]!.name);
      } finally {
        if (s) {
          await s.app.close();
          await s.db.close();
        }
      }
    },
    LONG,
  );

  it(
    "refuses a place that is not empty unless told (--force), then replaces it",
    async () => {
      // The place holds more than the backup now: the started server's login wrote a session.
      const first = await openPlace(place);
      const before = await tableSums(first);
      await first.close();
      const err = await restoreBackup(file, place).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(RestoreRefused);
      expect((err as Error).message).toMatch(/is not empty: restore into an empty one, or add --force/);
      // The refused restore left the data as it was.
      const db = await openPlace(place);
      expect(await tableSums(db)).toEqual(before);
      await db.query("DELETE FROM audit_log");
      await db.close();
      await writeFile(path.join(place.uploadDir, "stray.txt"), "not in the backup");
      await restoreBackup(file, { ...place, force: true });
      const again = await openPlace(place);
      try {
        // Exactly the backup again (the source has not changed since it was made).
        expect(await tableSums(again)).toEqual(await tableSums(t.db));
      } finally {
        await again.close();
      }
      expect(existsSync(path.join(place.uploadDir, "stray.txt"))).toBe(false);
    },
    LONG,
  );

  it(
    "refuses a backup from a newer schema than the code's, and a file that is no backup",
    async () => {
      const older = path.join(work, "older-migrations");
      await mkdir(older);
      const files = await migrationFiles();
      for (const f of files.slice(0, -1)) await cp(path.join(MIGRATIONS_DIR, f), path.join(older, f));
      const target = await newPlace("newer");
      const err = await restoreBackup(file, { ...target, migrationsDir: older }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(RestoreRefused);
      expect((err as Error).message).toContain(`newer than this code (it does not know ${files.at(-1)})`);
      expect(existsSync(path.join(target.dataDir, "pglite"))).toBe(false);
      const junk = path.join(work, "junk.tar.gz");
      await writeFile(junk, "not a backup");
      const bad = await restoreBackup(junk, target).catch((e: unknown) => e);
      expect(bad).toBeInstanceOf(RestoreRefused);
      expect((bad as Error).message).toMatch(/is not a Stoneworks backup/);
    },
    LONG,
  );
});

describe("a backup made during writes restores to a consistent state", () => {
  it(
    "keeps pairs written in one transaction together: both or neither",
    async () => {
      const { rows } = await t.db.query<{ id: string }>("SELECT id FROM orgs ORDER BY created_at LIMIT 1");
      const orgId = rows[0]!.id;
      let stop = false;
      let written = 0;
      let failure: unknown = null;
      // Wakes the test's wait after each write and on the writer's failure.
      let progress: () => void = () => {};
      // Each transaction writes a user and the audit row that names it.
      const writer = (async () => {
        for (let i = 0; !stop; i++) {
          await t.db.tx(async (q) => {
            const u = await q.query<{ id: string }>(
              "INSERT INTO users (phone, nickname) VALUES ($1, 'probe') RETURNING id",
              [`probe-${i}`],
            );
            await q.query(
              "INSERT INTO audit_log (org_id, entity, entity_id, action, created_at) VALUES ($1, 'user', $2, 'probe', now())",
              [orgId, u.rows[0]!.id],
            );
          });
          written++;
          progress();
          // Back to the event loop between transactions, as requests arriving over the network do:
          // PGlite answers from memory, and a loop of transactions that never yields to the timers
          // would keep this test's own waits (and the backup) from ever running.
          await new Promise((r) => setImmediate(r));
        }
      })().catch((err: unknown) => {
        failure = err;
        progress();
      });
      const waitFor = async (n: number) => {
        // The condition, or the writer's failure (never an endless wait).
        while (written < n) {
          if (failure) throw failure;
          await new Promise<void>((r) => {
            progress = r;
          });
        }
      };
      await waitFor(20);
      const file = path.join(work, "during-writes.tar.gz");
      const made = makeBackup({ db: t.db, uploadDir: t.config.uploadDir, dataDir: t.config.dataDir }, file);
      await made;
      const atEnd = written;
      await waitFor(atEnd + 5);
      stop = true;
      await writer;

      const place = await newPlace("during-writes");
      await restoreBackup(file, place);
      const db = await openPlace(place);
      try {
        const users = await db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM users WHERE nickname = 'probe'",
        );
        const audits = await db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM audit_log WHERE action = 'probe'",
        );
        const orphans = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM users u WHERE u.nickname = 'probe'
           AND NOT EXISTS (SELECT 1 FROM audit_log a WHERE a.action = 'probe' AND a.entity_id = u.id::text)`,
        );
        expect(users.rows[0]!.n).toBeGreaterThanOrEqual(20);
        expect(users.rows[0]!.n).toBeLessThan(written);
        expect(audits.rows[0]!.n).toBe(users.rows[0]!.n);
        expect(orphans.rows[0]!.n).toBe(0);
      } finally {
        await db.close();
      }
      // The source kept writing after the snapshot: the restored copy is the snapshot, not later.
      const left = await readdir(work);
      expect(left.some((f) => f.startsWith(".backup-"))).toBe(false);
    },
    LONG,
  );
});
