/**
 * `npm run bench:layout-projects` (issue #17 point 3): on the demo data (a fresh in-memory PGlite,
 * migrated and seeded like `npm start`), every pair of open projects whose pending bridge-cut boards
 * share a (stone, thickness) is laid out apart (one run each, its proposals discarded before the next)
 * and then together in one run, with the same settings, time limit and slab choice (the matching slabs
 * of that group, so each run measures that group). The demo keeps only a slab or two of each group in
 * stock, so the bench first adds one slab per pending board of each group (the size of the group's
 * demo slabs): stock never decides, the runs differ only in the slab area they use. Writes the yields (boards' area / used slabs' area), slabs used and areas to the
 * bench:layout-projects section of docs/benchmarks.md.
 */
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { LayoutRun } from "@stoneworks/shared";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { openPglite } from "../src/db/db.ts";
import { migrate } from "../src/db/migrate.ts";
import { DEMO_ADMIN, seedDemo } from "../src/db/seed.ts";
import { layoutRunners } from "../src/modules/layout/layout-runner.ts";

const here = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(here), "../../..");
const TIME_LIMIT = Number(process.env.BENCH_TIME_LIMIT ?? 5);
const SETTINGS = { kerf: 4, stages: 3 as const, rotation: "allowed" as const, timeLimitSeconds: TIME_LIMIT };

interface Pair {
  a: string;
  aNo: string;
  b: string;
  bNo: string;
  stone: string;
  thickness: string;
  slabIds: string[];
}

const m2 = (mm2: number) => (mm2 / 1e6).toFixed(3);
const pct = (r: number) => `${(100 * r).toFixed(2)} %`;

async function main() {
  const load = os.loadavg()[0]!;
  const db = await openPglite();
  await migrate(db);
  await seedDemo(db, new Date());
  const app = await buildApp({
    config: loadConfig({ SMS_PROVIDER: "log", SECRETS_KEY: randomBytes(32).toString("base64") }),
    db,
  });
  await app.ready();
  try {
    const inject = async <T>(url: string, body: unknown, token?: string) => {
      const res = await app.inject({
        method: "POST",
        url,
        headers: {
          "content-type": "application/json",
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        payload: JSON.stringify(body),
      });
      const out = res.json() as { code: number; msg: string; data: T };
      if (out.code !== 1) throw new Error(`${url}: ${out.code} ${out.msg}`);
      return out.data;
    };
    const { token } = await inject<{ token: string }>("/api/userAuth/login", {
      phone: DEMO_ADMIN.phone,
      password: DEMO_ADMIN.password,
    });
    // Every pair of open projects whose pending boards share a (stone, thickness).
    const { rows: pairs } = await db.query<Omit<Pair, "slabIds">>(
      `WITH g AS (
         SELECT p.id, p.project_no, b.stone, b.thickness, count(*) AS boards
           FROM projects p JOIN project_boards b ON b.project_id = p.id
          WHERE p.review_status IN ('pending', 'reviewed') AND b.plan_id IS NULL
            AND b.cutting_method = 'bridge' AND b.status = 'toCut'
          GROUP BY p.id, p.project_no, b.stone, b.thickness)
       SELECT x.id AS a, x.project_no AS "aNo", y.id AS b, y.project_no AS "bNo", x.stone, x.thickness::text AS thickness
         FROM g x JOIN g y ON y.stone = x.stone AND y.thickness = x.thickness AND y.project_no > x.project_no
        ORDER BY x.stone, x.thickness, x.project_no, y.project_no`,
    );
    if (!pairs.length)
      throw new Error("the demo data has no two open projects sharing a stone and thickness");
    // Stock for every board: per group, one slab per pending board of the group, of the group's demo
    // slab size (the most common one; the common demo size when the group has none).
    const groups = new Map(pairs.map((p) => [`${p.stone}|${p.thickness}`, p]));
    const orgId = (
      await db.query<{ org_id: string }>("SELECT org_id FROM projects WHERE id = $1", [pairs[0]!.a])
    ).rows[0]!.org_id;
    let added = 0;
    for (const g of groups.values()) {
      const size = await db.query<{ length: number; width: number }>(
        `SELECT length, width FROM slabs WHERE stone = $1 AND thickness = $2::numeric
          GROUP BY length, width ORDER BY count(*) DESC, length DESC LIMIT 1`,
        [g.stone, g.thickness],
      );
      const { length, width } = size.rows[0] ?? { length: 2400, width: 1300 };
      const count = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM project_boards b JOIN projects p ON p.id = b.project_id
          WHERE p.review_status IN ('pending', 'reviewed') AND b.plan_id IS NULL AND b.cutting_method = 'bridge'
            AND b.status = 'toCut' AND b.stone = $1 AND b.thickness = $2::numeric`,
        [g.stone, g.thickness],
      );
      const block = await db.query<{ id: string }>(
        "INSERT INTO blocks (org_id, block_no, stone) VALUES ($1, $2, $3) RETURNING id",
        [orgId, `BENCH-LP-${groups.size}-${added}`, g.stone],
      );
      await db.query(
        `INSERT INTO slabs (org_id, block_id, bundle_no, slab_no, stone, barcode, length, width, thickness, defects, status)
         SELECT $1, $2, '1', lpad(n::text, 3, '0'), $3, $8 || '-' || n, $4, $5, $6::numeric, '[]'::jsonb, 'toPick'
           FROM generate_series(1, $7::int) AS n`,
        [
          orgId,
          block.rows[0]!.id,
          g.stone,
          length,
          width,
          g.thickness,
          count.rows[0]!.n,
          `BENCH-LP-${added}`,
        ],
      );
      added += count.rows[0]!.n;
    }
    const runner = layoutRunners.get(db)!;
    // Open runs of the demo (the seeded proposal) are discarded so that every run starts alike.
    for (const r of (await db.query<{ id: string }>("SELECT id FROM layout_runs WHERE status = 'done'")).rows)
      await inject("/api/layout/discard", { runId: r.id }, token);

    const run = async (projectIds: string[], slabIds: string[]): Promise<LayoutRun> => {
      const started = await inject<{ runId: string }>(
        "/api/layout/run",
        { projectIds, slabIds, ...SETTINGS },
        token,
      );
      await runner.idle();
      const st = await inject<LayoutRun>("/api/layout/runStatus", { runId: started.runId }, token);
      if (st.status !== "done") throw new Error(`run ${st.status}: ${st.error}`);
      await inject("/api/layout/discard", { runId: st.runId }, token);
      return st;
    };
    type Figures = { boards: number; placed: number; slabsUsed: number; boardArea: number; slabArea: number };
    const yieldOf = (g: Figures) => (g.slabArea ? g.boardArea / g.slabArea : 0);
    const lines: string[] = [];
    const gains: { label: string; gain: number; slabs: number; area: number; same: boolean }[] = [];
    for (const found of pairs) {
      const slabs = await db.query<{ id: string }>(
        `SELECT s.id FROM slabs s WHERE s.stone = $1 AND s.thickness = $2::numeric AND s.status = 'toPick'
            AND NOT s.exception
            AND NOT EXISTS (SELECT 1 FROM cutting_plans c WHERE c.slab_id = s.id AND c.status = 'accepted')`,
        [found.stone, found.thickness],
      );
      const pair: Pair = { ...found, slabIds: slabs.rows.map((r) => r.id) };
      const groupOf = (r: LayoutRun): Figures =>
        r.summary!.groups.find((g) => g.stone === pair.stone && g.thickness === Number(pair.thickness))!;
      const aRun = groupOf(await run([pair.a], pair.slabIds));
      const bRun = groupOf(await run([pair.b], pair.slabIds));
      const both = groupOf(await run([pair.a, pair.b], pair.slabIds));
      const apart: Figures = {
        boards: aRun.boards + bRun.boards,
        placed: aRun.placed + bRun.placed,
        slabsUsed: aRun.slabsUsed + bRun.slabsUsed,
        boardArea: aRun.boardArea + bRun.boardArea,
        slabArea: aRun.slabArea + bRun.slabArea,
      };
      const group = `${pair.stone} ${Number(pair.thickness).toFixed(1)}`;
      const row = (label: string, g: Figures) =>
        `| ${group} | ${label} | ${g.placed} / ${g.boards} | ${g.slabsUsed} | ${m2(g.boardArea)} | ${m2(g.slabArea)} | ${pct(yieldOf(g))} |`;
      lines.push(
        row(`${pair.aNo} alone`, aRun),
        row(`${pair.bNo} alone`, bRun),
        row("the two apart, summed", apart),
        row(`**${pair.aNo} + ${pair.bNo} in one run**`, both),
      );
      gains.push({
        label: `${pair.aNo} + ${pair.bNo} (${group} mm)`,
        gain: yieldOf(both) - yieldOf(apart),
        slabs: apart.slabsUsed - both.slabsUsed,
        area: apart.slabArea - both.slabArea,
        same: both.placed === apart.placed,
      });
      console.log(lines.slice(-4).join("\n"));
    }
    const best = [...gains].sort((x, y) => y.gain - x.gain)[0]!;
    const text = [
      "<!-- bench:layout-projects:start -->",
      "## Cloud layout over two projects (`npm run bench:layout-projects`)",
      "",
      "Demo data (fresh PGlite, demo seed, its seeded proposal discarded). For every pair of open projects whose " +
        "pending bridge-cut boards share a stone and thickness, that group is laid out three times with the same " +
        "settings and slab choice: each project alone, then both in one run. The demo keeps a slab or two per group " +
        `in stock, so the bench adds one slab per pending board of each group (the group's demo slab size; ${added} ` +
        `slabs), so that stock never decides. Kerf ${SETTINGS.kerf} mm, ${SETTINGS.stages} stages, rotation allowed, ` +
        `${TIME_LIMIT} s per run (load ${load.toFixed(1)} on ${os.availableParallelism()} cores). ` +
        "Yield = boards' area / used slabs' area.",
      "",
      "| group (mm) | run | boards placed | slabs used | boards m² | slabs used m² | yield |",
      "|---|---|---|---|---|---|---|",
      ...lines,
      "",
      ...gains.map(
        (g) =>
          `- ${g.label}: ${g.gain >= 0 ? "+" : ""}${(100 * g.gain).toFixed(2)} points of yield together, ` +
          `${g.slabs} slab(s) / ${m2(g.area)} m² of slab fewer${g.same ? "" : " (a different number of boards placed)"}.`,
      ),
      "",
      `Together the yield is higher for ${gains.filter((g) => g.gain > 1e-9).length} of ${gains.length} pairs, ` +
        `equal for ${gains.filter((g) => Math.abs(g.gain) <= 1e-9).length}, lower for ` +
        `${gains.filter((g) => g.gain < -1e-9).length}. Best pair: ${best.label}, ` +
        `${best.gain >= 0 ? "+" : ""}${(100 * best.gain).toFixed(2)} points.`,
      "<!-- bench:layout-projects:end -->",
    ].join("\n");
    console.log(text);
    const doc = path.join(root, "docs/benchmarks.md");
    const current = existsSync(doc) ? readFileSync(doc, "utf8") : "# Benchmarks\n";
    const re = /<!-- bench:layout-projects:start -->[\s\S]*<!-- bench:layout-projects:end -->/;
    writeFileSync(doc, re.test(current) ? current.replace(re, text) : `${current.trimEnd()}\n\n${text}\n`);
  } finally {
    await app.close();
    await db.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
