/**
 * The operations the crash harness kills in the middle: what each sends over HTTP (after any setup
 * that is not killed), and what a complete write of it looks like, for the checker (check.ts).
 */

import ExcelJS from "exceljs";
import { waitUntil } from "../../../../test/wait.ts";
import { DEMO_ADMIN } from "../../src/db/seed.ts";
import { projectToXlsx, sampleProject } from "../../src/modules/project/project.samples.ts";

export const OPS = ["projectJson", "projectXlsx", "slabImport", "layoutAccept", "rackAdd"] as const;
export type OpName = (typeof OPS)[number];

/** How big each operation is (the bench's defaults; the test runs smaller ones). */
export interface Sizes {
  boards: number;
  slabs: number;
  layoutBoards: number;
}
export const DEFAULT_SIZES: Sizes = { boards: 2000, slabs: 1000, layoutBoards: 60 };

export interface ProjectWrite {
  projectNo: string;
  /** Every board code of this request starts with it (a re-import uses a new one). */
  prefix: string;
  planes: number;
  boards: number;
  boxes: number;
  crafts: number;
}
export interface SlabWrite {
  /** Every barcode and block no. of the file starts with it. */
  prefix: string;
  slabs: number;
  blocks: number;
}
export interface RackWrite {
  /** The batch's class no.: identifies its racks. */
  tag: string;
  quantity: number;
}
export interface LayoutWrite {
  runId: string;
  projectId: string;
  plans: number;
  boards: number;
}

/** One request of the run and what the database shows of it. */
export interface Entry {
  round: number;
  op: OpName;
  /** The server answered success before the kill: the write must be there. */
  acknowledged: boolean;
  /** Sent, no answer yet when the kill came. */
  inFlight: boolean;
  /** all / nothing, as first observed after the restart (never changes afterwards). */
  outcome?: "all" | "nothing";
  project?: ProjectWrite;
  slabs?: SlabWrite;
  racks?: RackWrite;
  layout?: LayoutWrite;
}

export interface Answer<T = unknown> {
  result: boolean;
  code: number;
  msg: string;
  data: T;
}

/** The API of one server child, as a browser would call it. */
export class Api {
  token = "";
  constructor(public base: string) {}

  async post<T>(path: string, body: unknown): Promise<Answer<T>> {
    const res = await fetch(`${this.base}/api/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${this.token}` },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Answer<T>;
  }

  async upload<T>(path: string, file: Buffer, filename: string): Promise<Answer<T>> {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(file)]), filename);
    const res = await fetch(`${this.base}/api/${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${this.token}` },
      body: form,
    });
    return (await res.json()) as Answer<T>;
  }

  async login(): Promise<void> {
    const r = await this.post<{ token: string }>("userAuth/login", {
      phone: DEMO_ADMIN.phone,
      password: DEMO_ADMIN.password,
    });
    if (!r.result) throw new Error(`login failed: ${r.code} ${r.msg}`);
    this.token = r.data.token;
  }
}

/** An operation ready to go: its ledger entry and the one request the kill is aimed at. */
export interface Prepared {
  entry: Entry;
  send(api: Api): Promise<Answer>;
}

const CRAFTS = ["磨边", "倒角", "开槽", "防护"];

function projectWrite(data: ReturnType<typeof sampleProject>, prefix: string): ProjectWrite {
  return {
    projectNo: data.project.projectNo,
    prefix,
    planes: data.planes.length,
    boards: data.boards.length,
    boxes: data.boxes.length,
    crafts: data.boards.reduce((n, b) => n + (b.crafts?.length ?? 0), 0),
  };
}

const HEADER = ["荒料号", "扎号", "板号", "石材", "长(mm)", "宽(mm)", "厚(mm)", "条码", "仓库", "缺陷"];

/** A slab-import workbook: `count` slabs, 20 per block, every key starting with `prefix`. */
async function slabFile(prefix: string, count: number, stone: string, thicknesses: number[]) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("大板");
  ws.addRow(HEADER);
  for (let i = 0; i < count; i++) {
    const t = thicknesses[i % thicknesses.length]!;
    ws.addRow([
      `${prefix}K${Math.floor(i / 20)}`,
      "1",
      String(i + 1),
      stone,
      2800,
      1600,
      t,
      `${prefix}${i + 1}`,
      "",
      "",
    ]);
  }
  return { file: Buffer.from(await wb.xlsx.writeBuffer()), blocks: Math.ceil(count / 20) };
}

function ok<T>(what: string, r: Answer<T>): T {
  if (!r.result)
    throw new Error(`${what} failed: ${r.code} ${r.msg} ${JSON.stringify(r.data)?.slice(0, 300)}`);
  return r.data;
}

/** The re-imported project of the .xlsx rounds (each round replaces all its content). */
export const XLSX_PROJECT = "CRX-1";

export async function prepare(op: OpName, round: number, api: Api, sizes: Sizes): Promise<Prepared> {
  const base = { round, op, acknowledged: false, inFlight: false };
  switch (op) {
    case "projectJson": {
      const prefix = `CRJ${round}`;
      const data = sampleProject({
        projectNo: `CRJ-${round}`,
        boards: sizes.boards,
        planes: 10,
        crafts: CRAFTS,
        codePrefix: prefix,
      });
      return {
        entry: { ...base, project: projectWrite(data, prefix) },
        send: (a) => a.post("project/importJson", data),
      };
    }
    case "projectXlsx": {
      // A different size each round, so a mix of two imports cannot pass for either.
      const prefix = `CRX${round}`;
      const data = sampleProject({
        projectNo: XLSX_PROJECT,
        boards: sizes.boards + 7 * round,
        planes: 5 + (round % 4),
        crafts: CRAFTS,
        codePrefix: prefix,
      });
      const file = await projectToXlsx(data, "zh-CN");
      return {
        entry: { ...base, project: projectWrite(data, prefix) },
        send: (a) => a.upload("project/import", file, "project.xlsx"),
      };
    }
    case "slabImport": {
      const prefix = `CS${round}-`;
      const { file, blocks } = await slabFile(prefix, sizes.slabs, "爵士白", [20]);
      return {
        entry: { ...base, slabs: { prefix, slabs: sizes.slabs, blocks } },
        send: (a) => a.upload("inventory/slabImport", file, "slabs.xlsx"),
      };
    }
    case "rackAdd": {
      const quantity = 50 + ((round * 97) % 400);
      const tag = `CR${round}`;
      return {
        entry: { ...base, racks: { tag, quantity } },
        send: (a) => a.post("rack/add", { quantity, classNo: tag }),
      };
    }
    case "layoutAccept":
      return prepareLayout(round, api, sizes, base);
  }
}

/** Setup (not killed): a cloud project and its own stone's slabs, a run solved; the kill aims at accept. */
async function prepareLayout(
  round: number,
  api: Api,
  sizes: Sizes,
  base: Omit<Entry, "outcome">,
): Promise<Prepared> {
  const stone = `崩溃测试石${round}`;
  const data = sampleProject({
    projectNo: `CRL-${round}`,
    boards: sizes.layoutBoards,
    planes: 1,
    stones: [stone],
    codePrefix: `CRL${round}`,
  });
  const project = ok(
    "layout project import",
    await api.post<{ projectId: string }>("project/importJson", data),
  );
  const { file } = await slabFile(
    `CL${round}-`,
    Math.max(6, Math.ceil(sizes.layoutBoards / 3)),
    stone,
    [18, 20, 30],
  );
  ok("layout slab import", await api.upload("inventory/slabImport", file, "slabs.xlsx"));
  const started = ok(
    "layout run",
    await api.post<{ runId: string }>("layout/run", { projectId: project.projectId, timeLimitSeconds: 1 }),
  );
  await waitUntil(
    async () => {
      const s = ok(
        "run status",
        await api.post<{ status: string }>("layout/runStatus", { runId: started.runId }),
      );
      if (s.status !== "done" && s.status !== "running") throw new Error(`layout run ended ${s.status}`);
      return s.status === "done";
    },
    { timeout: 120_000, interval: 200, message: "layout run still running after 120 s" },
  );
  const proposals = ok(
    "proposals",
    await api.post<{ plans: { boards: unknown[] }[] }>("layout/proposals", { runId: started.runId }),
  );
  if (proposals.plans.length === 0) throw new Error("the layout run proposed nothing");
  return {
    entry: {
      ...base,
      layout: {
        runId: started.runId,
        projectId: project.projectId,
        plans: proposals.plans.length,
        boards: proposals.plans.reduce((n, p) => n + p.boards.length, 0),
      },
    },
    send: (a) => a.post("layout/accept", { runId: started.runId }),
  };
}
