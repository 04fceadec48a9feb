import { describe, expect, it } from "vitest";
import {
  areaViolations,
  featureImportViolations,
  handWrittenTypeViolations,
  lengthViolation,
  scanTree,
  sqlViolation,
} from "./architecture.ts";
import {
  apiPathViolations,
  fastifyInServiceViolations,
  fixtureViolations,
  routeWithoutContractViolations,
  sleepViolations,
} from "./architecture-contracts.ts";

describe("the shape of the code (docs/architecture.md)", () => {
  it("has no violation: no SQL in routes or services, no feature importing another, no hand-written web type, no file over 500 lines, one name per area", () => {
    expect(scanTree()).toEqual([]);
  });
});

describe("each check fails on a planted violation", () => {
  it("finds SQL in a route or service file, not in a repository", () => {
    const sql =
      'export async function f(q) {\n  return q.query("SELECT id FROM racks WHERE org_id = $1", [1]);\n}\n';
    expect(sqlViolation("apps/server/src/modules/factory/rack.routes.ts", sql)).toMatch(
      /rack\.routes\.ts:2 runs SQL/,
    );
    expect(sqlViolation("apps/server/src/modules/factory/rack.service.ts", sql)).toMatch(/runs SQL/);
    expect(sqlViolation("apps/server/src/modules/factory/rack.repository.ts", sql)).toBeNull();
    const text = "const s = `\n  UPDATE racks SET status = 'idle'`;\n";
    expect(sqlViolation("apps/server/src/modules/factory/rack.service.ts", text)).toMatch(/runs SQL/);
    expect(
      sqlViolation("apps/server/src/modules/factory/rack.service.ts", 'const m = "Select a rack";'),
    ).toBeNull();
  });

  it("finds a web feature importing another feature or the app layer", () => {
    const file = "apps/web/src/features/project/routes/ProjectDetailPage.tsx";
    expect(featureImportViolations(file, 'import { X } from "../../layout/components/X.tsx";')).toEqual([
      `${file} imports feature "layout" (../../layout/components/X.tsx)`,
    ]);
    expect(
      featureImportViolations(file, 'import { Q } from "../../../app/shell/query-memory.ts";'),
    ).toHaveLength(1);
    expect(featureImportViolations(file, 'import { T } from "../components/T.tsx";')).toEqual([]);
    expect(featureImportViolations(file, 'import { C } from "../../../components/C.tsx";')).toEqual([]);
  });

  it("finds a response type written by hand in a web api file", () => {
    const file = "apps/web/src/features/factory/api/factory-api.ts";
    expect(handWrittenTypeViolations(file, "export interface Rack {\n  rackId: string;\n}")).toHaveLength(1);
    expect(handWrittenTypeViolations(file, "type Page = { list: Rack[] };")).toHaveLength(1);
    expect(handWrittenTypeViolations(file, "export type Rack = RackItem;")).toEqual([]);
  });

  it("finds a source file over 500 lines, but not seed data", () => {
    const long = "x\n".repeat(501);
    expect(lengthViolation("apps/web/src/features/sales/api/sales-api.ts", long)).toMatch(/501 lines/);
    expect(lengthViolation("apps/server/src/modules/sales/sales.seed.ts", long)).toBeNull();
    expect(lengthViolation("apps/web/src/lib/short.ts", "x\n".repeat(500))).toBeNull();
  });

  it("finds an area missing from a layer and a layer naming a stranger", () => {
    const all = (p: string) => !p.includes("sales");
    const dirs = (p: string) => (p === "apps/server/src/modules" ? ["rack"] : []);
    const v = areaViolations(all, dirs);
    expect(v).toContain('area "sales" has no apps/server/src/modules/sales');
    expect(v).toContain('area "sales" has no docs/api-sales.md');
    expect(v).toContain('server module "rack" is not an area');
  });
});

describe("the seams: contracts, services, tests (docs/architecture.md)", () => {
  it("finds an API path or a raw request in a web feature", () => {
    const file = "apps/web/src/features/floor/api/packing-api.ts";
    const paths = new Set(["/api/packing/seal"]);
    expect(apiPathViolations(file, 'request<X>("/packing/seal", { boxId })', paths)).toHaveLength(2);
    expect(apiPathViolations(file, 'const u = "/api/packing/seal";', paths)).toHaveLength(1);
    expect(apiPathViolations(file, "packingApi.seal({ boxId, version })", paths)).toEqual([]);
    expect(apiPathViolations(file, 'navigate("/productionTracking/box")', paths)).toEqual([]);
    expect(apiPathViolations("apps/web/src/api/floor.ts", 'request("/packing/seal")', paths)).toEqual([]);
  });

  it("finds a route registered without a contract", () => {
    const file = "apps/server/src/modules/floor/packing.routes.ts";
    expect(routeWithoutContractViolations(file, 'post(app, "/api/packing/seal", def, h);')).toHaveLength(1);
    expect(routeWithoutContractViolations(file, 'app.get("/api/files/:id", opts, h);')).toHaveLength(1);
    expect(routeWithoutContractViolations(file, "route(app, c.seal, packing.sealBox);")).toEqual([]);
  });

  it("finds a service taking the Fastify instance", () => {
    const file = "apps/server/src/modules/floor/packing.service.ts";
    const bad = "export function seal(app: FastifyInstance, b: Body) {}";
    expect(fastifyInServiceViolations(file, bad)).toHaveLength(1);
    expect(fastifyInServiceViolations(file, "export function seal(ctx: MemberCtx, b: Body) {}")).toEqual([]);
    expect(fastifyInServiceViolations("apps/server/src/modules/floor/packing.routes.ts", bad)).toEqual([]);
  });

  it("finds a fixed sleep in a test", () => {
    const file = "apps/web/e2e/packing.test.ts";
    expect(sleepViolations(file, "await page.waitForTimeout(300);")).toHaveLength(1);
    expect(sleepViolations(file, "await new Promise((r) => setTimeout(r, 50));")).toHaveLength(1);
    expect(sleepViolations("apps/server/test/floor/x.test.ts", "await sleep(100);")).toHaveLength(1);
    expect(sleepViolations(file, "await expect.poll(() => state(page)).toBe('done');")).toEqual([]);
    expect(sleepViolations("apps/web/src/lib/scan-queue.ts", "await page.waitForTimeout(300);")).toEqual([]);
    expect(
      sleepViolations(file, "await page.waitForTimeout(t); // input pace: the drag's own timing"),
    ).toEqual([]);
    expect(sleepViolations(file, "await page.waitForTimeout(t); // input pace:")).toHaveLength(1);
  });

  it("finds a browser test file starting its own server or browser", () => {
    const file = "apps/web/e2e/packing.test.ts";
    expect(fixtureViolations(file, "server = await startServer();")).toHaveLength(1);
    expect(fixtureViolations(file, "browser = await launchBrowser();")).toHaveLength(1);
    expect(fixtureViolations(file, "const suite = browserSuite();")).toEqual([]);
    expect(fixtureViolations("apps/web/e2e/support/suite.ts", "await startServer(opts.env)")).toEqual([]);
  });
});
