import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import SwaggerParser from "@apidevtools/swagger-parser";
import * as shared from "@stoneworks/shared";
import type { OpenAPIV3 } from "openapi-types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_SCHEMA_FILE, clientTypesOf, openApiOf } from "../src/openapi.ts";
import { createOrg, createUser } from "./factories.ts";
import { createTestApp, type TestApp } from "./helper.ts";
import { insertSlab } from "./inventory/inventory-factories.ts";
import { linkedDevice, storedRecords } from "./machine/device-report-factories.ts";

/**
 * The published API as an integrator's tools read it (issue #26): the OpenAPI document validates,
 * openapi-typescript generates the client's types from it (committed in packages/client), and the
 * client's integrator example typechecks and runs against a started server.
 */

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const run = promisify(execFile);

let t: TestApp;
let doc: OpenAPIV3.Document;

beforeAll(async () => {
  t = await createTestApp();
  doc = openApiOf(t.app);
});
afterAll(() => t?.close());

/** Every `$ref` in a JSON value. */
function refsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) refsIn(v, out);
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (k === "$ref" && typeof v === "string") out.push(v);
      else refsIn(v, out);
    }
  }
  return out;
}

function operation(p: string, method: string): OpenAPIV3.OperationObject & { "x-refusals"?: number[] } {
  const op = (doc.paths[p] as Record<string, OpenAPIV3.OperationObject> | undefined)?.[method.toLowerCase()];
  if (!op) throw new Error(`${method} ${p} is not in the document`);
  return op;
}

describe("the OpenAPI document", () => {
  it("is what GET /api/docs/json serves", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(doc);
  });

  it("validates with swagger-parser (every $ref resolves)", async () => {
    const dangling = refsIn(doc).filter((ref) => {
      const name = ref.replace(/^#\/components\/schemas\//, "");
      return name === ref || !doc.components?.schemas?.[name];
    });
    expect(dangling).toEqual([]);
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it("names the recursive trees as components, and their routes refer to them", () => {
    const schemas = doc.components?.schemas ?? {};
    for (const name of ["MenuNode", "RegionNode", "DepartmentNode", "CutTreeNode"]) {
      expect(schemas[name], name).toBeDefined();
      expect(refsIn(schemas[name]), name).toContain(`#/components/schemas/${name}`);
    }
    const answers = (p: string) => JSON.stringify(operation(p, "POST").responses);
    expect(answers("/api/menu/tree")).toContain("#/components/schemas/MenuNode");
    expect(answers("/api/region/tree")).toContain("#/components/schemas/RegionNode");
    expect(answers("/api/department/tree")).toContain("#/components/schemas/DepartmentNode");
    expect(answers("/api/inventory/materialDetail")).toContain("#/components/schemas/CutTreeNode");
    expect(answers("/api/inventory/layoutBoards")).toContain("#/components/schemas/CutTreeNode");
  });

  it("documents each contract's operation: its access and its refusals, in the description and x-refusals", () => {
    const contracts = shared.contractsIn(shared as Record<string, unknown>);
    expect(contracts.length).toBeGreaterThan(0);
    for (const c of contracts) {
      // The document writes a path parameter as OpenAPI does: `/api/files/{fileId}`.
      const op = operation(c.path.replace(/:(\w+)/g, "{$1}"), c.method);
      const where = `${c.method} ${c.path}`;
      expect(op.summary, where).toBe(c.summary);
      expect(op.tags, where).toEqual([c.tag]);
      const common = shared.commonRefusals(c.access).join(", ");
      expect(op.description, where).toContain(`May also answer ${common}.`);
      if (c.refusals.length) {
        expect(op["x-refusals"], where).toEqual([...c.refusals]);
        expect(op.description, where).toContain(`Refuses with code ${c.refusals.join(", ")}.`);
      } else {
        expect(op["x-refusals"], where).toBeUndefined();
      }
    }
    // The worked example: the workshops' update refuses a missing workshop, a stale version, a taken name.
    expect(operation("/api/workshop/update", "POST")["x-refusals"]).toEqual(
      expect.arrayContaining([shared.Code.NotFound]),
    );
  });
});

describe("the integrator client (packages/client)", () => {
  it("has types generated from this document: the committed schema.d.ts is up to date", async () => {
    const generated = await clientTypesOf(doc);
    const committed = await readFile(path.join(ROOT, CLIENT_SCHEMA_FILE), "utf8").catch(() => "");
    if (generated !== committed) {
      const a = committed.split("\n");
      const b = generated.split("\n");
      let i = 0;
      while (i < a.length && a[i] === b[i]) i++;
      expect.fail(
        `${CLIENT_SCHEMA_FILE} is out of date (first difference at line ${i + 1}: committed ` +
          `${JSON.stringify(a[i])}, generated ${JSON.stringify(b[i])}): run npm run client:generate`,
      );
    }
  });

  it("typechecks, integrator example included (tsc -p packages/client)", async () => {
    const tsc = path.join(ROOT, "node_modules/typescript/bin/tsc");
    const result = await run(process.execPath, [tsc, "-p", "packages/client"], { cwd: ROOT }).catch(
      (err: { stdout?: string; stderr?: string }) => ({
        stdout: err.stdout ?? "",
        stderr: err.stderr ?? "failed",
      }),
    );
    expect(`${result.stdout}${result.stderr}`.trim()).toBe("");
  });

  it("runs the integrator example against a started server: logs in, lists slabs, reports a machine record", async () => {
    const owner = await createUser(t);
    const { orgId } = await createOrg(t, owner, "集成石材");
    const barcode = `INT-${Date.now()}`;
    await insertSlab(t, orgId, { barcode });
    const device = await linkedDevice(t, orgId);
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const recordId = `integrator-test-${process.pid}`;
    const tsx = path.join(ROOT, "node_modules/tsx/dist/cli.mjs");
    const { stdout, stderr } = await run(process.execPath, [tsx, "packages/client/examples/integrator.ts"], {
      cwd: ROOT,
      env: {
        ...process.env,
        STONEWORKS_URL: address,
        STONEWORKS_PHONE: owner.phone,
        STONEWORKS_PASSWORD: owner.password,
        STONEWORKS_DEVICE_KEY: device.key,
        STONEWORKS_RECORD_ID: recordId,
      },
      timeout: 60_000,
    });
    const lines = stdout.trim().split("\n");
    const out = JSON.parse(lines[lines.length - 1]!);
    expect(out).toEqual({
      userId: owner.userId,
      slabs: { total: 1, listed: 1 },
      report: { accepted: 1, duplicates: 0, rejected: 0 },
    });
    expect(stderr).toContain(`slab ${barcode}`);
    const stored = await storedRecords(t, device.deviceId);
    expect(stored).toEqual([
      expect.objectContaining({
        record_id: recordId,
        kind: "cut",
        cut_length_mm: 2500,
        via: "http",
        status: "ok",
      }),
    ]);
  });
});
