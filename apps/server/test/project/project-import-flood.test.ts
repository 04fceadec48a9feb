import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tasksInFlight } from "../../src/lib/worker-pool.ts";
import { createOrg, createUser, login } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";
import { floodProjectXlsx } from "./flood-xlsx.ts";
import { projectEnv } from "./project-support.ts";

/**
 * A 200 000-row project file (issue 25, finding 4): refused at the 20 000-board limit without the rest
 * being parsed, and read off the request thread. Served over a real socket, so another request is
 * answered only when the event loop is free to read it (in-process injection would slip between the
 * parser's promises).
 */
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

type Answer = {
  code: number;
  msg: string;
  data: { rows: { sheet: string; message: string }[]; total: number };
};

function upload(token: string, file: Buffer, lang: string): Promise<Answer> {
  const form = new FormData();
  form.append("file", new Blob([file]), "flood.xlsx");
  return fetch(`${base}/api/project/import`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "accept-language": lang },
    body: form,
  }).then((r) => r.json() as Promise<Answer>);
}

function post(path: string, token: string, body: unknown): Promise<{ code: number }> {
  return fetch(`${base}/api/${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  }).then((r) => r.json() as Promise<{ code: number }>);
}

describe("a 200 000-row project import", () => {
  it("is refused at the limit in both languages, and another enterprise is answered meanwhile", async () => {
    const a = await projectEnv(t);
    const owner = await createUser(t);
    await createOrg(t, owner);
    const other = await login(t, owner);
    const file = floodProjectXlsx(200_000);
    expect(file.length).toBeLessThan(10 * 1024 * 1024);

    // The server has the whole file: from here on it is reading it.
    const received = new Promise<void>((resolve) =>
      t.app.server.prependListener("request", (req) => {
        if (req.url === "/api/project/import") req.once("end", resolve);
      }),
    );
    const done: string[] = [];
    const importing = upload(a.token, file, "en-US").then((r) => {
      done.push("import");
      return r;
    });
    // The other enterprise's work once the file is in, one request after another until the import
    // answers. Counted: requests sent and answered while the file was being read. A reader on the
    // request thread would hold the loop (before, one of these waited for the whole parse), and
    // answering first alone proves nothing: the old reader let requests through while it inflated.
    await received;
    let answeredWhileReading = 0;
    const work = (async () => {
      while (!done.includes("import")) {
        const reading = tasksInFlight() > 0;
        expect((await post("project/list", other, { tab: "pending" })).code).toBe(1);
        if (reading && tasksInFlight() > 0) answeredWhileReading++;
      }
    })();
    const [refused] = await Promise.all([importing, work]);
    expect(answeredWhileReading).toBeGreaterThan(0);
    expect(refused.code).toBe(1009);
    expect(refused.data).toEqual({
      rows: [
        expect.objectContaining({ sheet: "boards", row: null, message: "More rows than the limit of 20000" }),
      ],
      total: 1,
    });
    const zh = await upload(a.token, file, "zh-CN");
    expect(zh.data.rows[0]!.message).toBe("行数超过上限 20000");
    const { rows } = await t.db.query("SELECT 1 FROM projects WHERE org_id = $1", [a.orgId]);
    expect(rows).toEqual([]);
  });
});
