import type { ProjectImport, ProjectImportResult } from "@stoneworks/shared";
import { sampleProject } from "../../src/modules/project/project.samples.ts";
import { createOrg, createUser, login } from "../factories.ts";
import type { CallOptions, TestApp } from "../helper.ts";

/** Shared set-up of the project tests: an enterprise with three crafts and an engineering flow. */
export interface ProjectEnv {
  orgId: string;
  token: string;
  crafts: Record<string, string>;
  cuttingWorkshopId: string;
}

export const CRAFTS: [name: string, unitPrice: string][] = [
  ["磨边", "10"],
  ["开槽", "20.5"],
  ["倒角", "5.55"],
];

export async function projectEnv(t: TestApp): Promise<ProjectEnv> {
  const owner = await createUser(t);
  const { orgId } = await createOrg(t, owner);
  const token = await login(t, owner);
  const ws = await t.call<{ workshopId: string; category: string }[]>("workshop/options", {}, { token });
  const sec = ws.data.find((w) => w.category === "secondProcessing")!;
  const cut = ws.data.find((w) => w.category === "cutting")!;
  const crafts: Record<string, string> = {};
  for (const [i, [name, unitPrice]] of CRAFTS.entries()) {
    const r = await t.call<{ craftId: string }>(
      "craft/create",
      { priority: i + 1, name, workshopId: sec.workshopId, unitPrice },
      { token },
    );
    crafts[name] = r.data.craftId;
  }
  // Engineering projects pay 12.34 for 磨边 (the flow's price); 开槽 and 倒角 keep the craft's own.
  await t.call(
    "processFlow/save",
    { projectType: "engineering", version: 0, steps: [{ craftId: crafts["磨边"], unitPrice: "12.34" }] },
    { token },
  );
  return { orgId, token, crafts, cuttingWorkshopId: cut.workshopId };
}

export const sample = (
  projectNo: string,
  boards = 30,
  extra: Partial<Parameters<typeof sampleProject>[0]> = {},
) => sampleProject({ projectNo, boards, crafts: CRAFTS.map((c) => c[0]), planes: 2, ...extra });

/** POST /api/project/import with a multipart body holding `file`. */
export async function uploadProject(
  t: TestApp,
  token: string,
  data: Buffer,
  opts: CallOptions & { filename?: string } = {},
) {
  const boundary = `----sw${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${opts.filename ?? "project.xlsx"}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    "content-type": `multipart/form-data; boundary=${boundary}`,
  };
  if (opts.lang) headers["accept-language"] = opts.lang;
  const res = await t.app.inject({ method: "POST", url: "/api/project/import", headers, payload });
  return res.json() as {
    result: boolean;
    code: number;
    msg: string;
    data: ImportResult & ImportErrors;
  };
}

export type ImportResult = ProjectImportResult;
export interface ImportErrors {
  rows: {
    sheet: string;
    sheetName: string;
    row: number | null;
    field: string | null;
    column: string | null;
    message: string;
  }[];
  total: number;
}

export async function importJson(
  t: TestApp,
  token: string,
  data: ProjectImport | Record<string, unknown>,
  lang?: string,
) {
  return t.call<ImportResult & ImportErrors>("project/importJson", data, { token, lang });
}

/** A pending project with complete settings, ready to approve. */
export async function readyProject(t: TestApp, env: ProjectEnv, projectNo: string, boards = 12) {
  const r = await importJson(t, env.token, sample(projectNo, boards));
  if (!r.result) throw new Error(`import failed: ${r.msg}`);
  const s = await t.call<{ version: number }>(
    "project/updateSettings",
    {
      projectId: r.data.projectId,
      version: r.data.version,
      settings: { kerf: 4, stages: 3, cuttingWorkshopId: env.cuttingWorkshopId, deliveryDate: "2030-07-01" },
    },
    { token: env.token },
  );
  if (!s.result) throw new Error(`settings failed: ${s.msg}`);
  return { projectId: r.data.projectId, version: s.data.version };
}
