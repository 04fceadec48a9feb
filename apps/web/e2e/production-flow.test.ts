import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeCode128 } from "./support/barcode.ts";
import { byTestId } from "./support/browser.ts";
import { chooseOption } from "./support/select.ts";
import { type SignedIn, signedIn } from "./support/session.ts";
import { browserSuite } from "./support/suite.ts";

/**
 * Issue #14's "done when", as a new user would do it, in the browser only (the API is read, never
 * written): the demo's reviewed project that has not started (ZZ-2025-005) → a production plan for
 * today from its slabs on both tables of one machine → issued, picking sheet printed → the slabs
 * picked by scanning onto the tables the plan gave them → started and marked complete on the cutting
 * queue → the project is in production or finished, the plan closed, the machine tables agree with the
 * slab list. Then every production screen opens from the sidebar in English for the demo's production
 * supervisor and cutter, and no menu either role lacks is shown.
 */
const PROJECT_NO = "ZZ-2025-005";

const suite = browserSuite();
const contexts: BrowserContext[] = [];

beforeAll(async () => {});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
});

async function signIn(opts: Parameters<typeof signedIn>[2] = {}): Promise<SignedIn> {
  const s = await signedIn(suite.browser, suite.server, opts);
  contexts.push(s.context);
  return s;
}

/** Reads data to assert on (never to act). */
async function read<T>(s: SignedIn, path: string, body: unknown): Promise<T> {
  const res = await s.context.request.post(`/api${path}`, {
    data: body,
    headers: { authorization: `Bearer ${s.token}` },
  });
  const env = (await res.json()) as { result: boolean; msg: string; data: T };
  if (!env.result) throw new Error(`${path}: ${env.msg}`);
  return env.data;
}

/** Clicks a sidebar entry (opening its group first when it sits in one) and waits for the address. */
async function fromSidebar(page: Page, menuId: number, path: string, group?: string) {
  const item = page.locator(`.sw-sider ${byTestId(`menu-${menuId}`)}`);
  if (group && !(await item.isVisible()))
    await page.locator(".sw-sider .ant-menu-submenu-title", { hasText: group }).click();
  await item.click();
  await page.waitForURL((u) => u.pathname === path);
}

const attrs = (page: Page, selector: string, name: string) =>
  page.locator(selector).evaluateAll((els, n) => els.map((e) => e.getAttribute(n) ?? ""), name);

/** Waits for a toast holding the text (toasts stack: any of them). */
const toast = (page: Page, text: string) =>
  expect
    .poll(() => page.locator(".ant-message-notice").allInnerTexts(), { timeout: 10_000 })
    .toContainEqual(expect.stringContaining(text));

interface SlabRow {
  barcode: string;
  status: string;
  deviceCode: string | null;
  tableSide: string | null;
}

/** The machine tables screen: what each device's A and B tables show. */
async function machineTables(page: Page) {
  await page.locator(byTestId("device-row")).first().waitFor();
  return page.locator(".ant-table-row").evaluateAll((trs) =>
    trs.map((tr) => ({
      code: tr.querySelector("[data-testid=device-row]")?.getAttribute("data-code") ?? "",
      A: tr.querySelector("[data-testid=device-table-A]")?.getAttribute("data-barcodes") ?? "",
      B: tr.querySelector("[data-testid=device-table-B]")?.getAttribute("data-barcodes") ?? "",
      stateA: tr.querySelector("[data-testid=device-table-A]")?.getAttribute("data-state") ?? "",
      stateB: tr.querySelector("[data-testid=device-table-B]")?.getAttribute("data-state") ?? "",
    })),
  );
}

/** Machine tables on screen equal the slab list (toCut + cutting) table by table. */
async function expectTablesMatchSlabList(s: SignedIn) {
  const onTables = [
    ...(await read<{ list: SlabRow[] }>(s, "/inventory/slabList", { status: "toCut", pageSize: 200 })).list,
    ...(await read<{ list: SlabRow[] }>(s, "/inventory/slabList", { status: "cutting", pageSize: 200 })).list,
  ];
  const expected = (device: string, side: string) =>
    onTables
      .filter((x) => x.deviceCode === device && x.tableSide === side)
      .map((x) => x.barcode)
      .sort();
  const split = (v: string) => (v ? v.split(",").sort() : []);
  const rows = await machineTables(s.page);
  expect(rows.length).toBeGreaterThan(0);
  for (const r of rows) {
    expect({ code: r.code, A: split(r.A), B: split(r.B) }).toEqual({
      code: r.code,
      A: expected(r.code, "A"),
      B: expected(r.code, "B"),
    });
    expect([r.stateA, r.stateB]).toEqual([
      expected(r.code, "A").length ? "picked" : "unoccupied",
      expected(r.code, "B").length ? "picked" : "unoccupied",
    ]);
  }
  return rows;
}

describe("production, from a reviewed project to slabs cut", () => {
  it("takes the demo's not-started project through plan, sheet, picking and cutting, in zh-CN", async () => {
    const s = await signIn({ lang: "zh-CN" });
    const { page } = s;

    // 1. Production projects: the reviewed project that has not started, and its planes.
    await fromSidebar(page, 2300, "/productionProject");
    await page.locator(byTestId("tab-notStarted")).click();
    await page.waitForURL(/tab=notStarted/);
    const projectRow = page.locator(`${byTestId("production-project-row")}[data-project-no="${PROJECT_NO}"]`);
    await projectRow.waitFor();
    expect(await projectRow.getAttribute("data-status")).toBe("notStarted");
    const projectName = (await projectRow.innerText()).trim();
    await projectRow.click();
    await page.waitForURL(/\/productionProject\/detail\?projectId=/);
    await page.locator(byTestId("plane-link")).first().waitFor();
    expect(await page.locator(byTestId("plane-link")).count()).toBeGreaterThanOrEqual(1);
    expect(
      new Set(await attrs(page, byTestId("production-status"), "data-status")),
      "project and planes not started",
    ).toEqual(new Set(["notStarted"]));
    expect(await page.locator(byTestId("production-project-detail")).innerText()).toContain(projectName);

    // 2. Production plans: a plan for today from this project's slabs.
    await fromSidebar(page, 2500, "/productionPlan");
    await page.click(byTestId("plan-add"));
    await page.waitForURL(/\/productionPlan\/edit/);
    await page.locator(byTestId("plan-candidate")).first().waitFor();
    const filtered = page.waitForResponse(
      (r) =>
        r.url().endsWith("/api/productionPlan/candidates") &&
        (r.request().postData() ?? "").includes("projectId"),
    );
    await chooseOption(page, page.locator(byTestId("plan-filter-project")), new RegExp(PROJECT_NO));
    const candidatesPage = (
      (await (await filtered).json()) as {
        data: { list: { barcode: string }[]; total: number };
      }
    ).data.list;
    expect(candidatesPage.length).toBeGreaterThanOrEqual(2);
    await expect
      .poll(async () => (await attrs(page, byTestId("plan-candidate"), "data-barcode")).sort())
      .toEqual(candidatesPage.map((c) => c.barcode).sort());
    await page.locator(".sw-pp-candidates .ant-table-thead .ant-checkbox-input").check();
    await page.click(byTestId("plan-add-selected"));
    const rowBarcodes = () => attrs(page, byTestId("plan-editor-row"), "data-barcode");
    await expect.poll(async () => (await rowBarcodes()).length).toBe(candidatesPage.length);

    // Take the suggestion.
    const suggested = page.waitForResponse((r) => r.url().endsWith("/api/productionPlan/suggest"));
    await page.click(byTestId("plan-suggest"));
    const suggestion = (
      (await (await suggested).json()) as {
        data: { rows: { slabId: string; deviceId: string; tableSide: "A" | "B" }[]; unfit: unknown[] };
      }
    ).data;
    expect(suggestion.unfit).toEqual([]);
    await expect
      .poll(async () => (await page.locator(byTestId("plan-row-seq")).allInnerTexts()).includes("-"))
      .toBe(false);

    // Both tables of one machine: what the rows show, device code and table per barcode.
    const assignment = () =>
      page.locator(byTestId("plan-editor-row")).evaluateAll((trs) =>
        trs.map((tr) => {
          const [device, side] = ["[data-testid=plan-row-device]", "[data-testid=plan-row-side]"].map(
            (sel) => {
              const el = tr.querySelector(sel);
              const box = el?.closest(".ant-select") ?? el;
              return (box as HTMLElement | null)?.innerText.trim() ?? "";
            },
          );
          return { barcode: tr.getAttribute("data-barcode") ?? "", device: device!, side: side! };
        }),
      );
    let rows = await assignment();
    const byDevice = new Map<string, typeof rows>();
    for (const r of rows) byDevice.set(r.device, [...(byDevice.get(r.device) ?? []), r]);
    const [machine, onMachine] = [...byDevice.entries()].sort((a, b) => b[1].length - a[1].length)[0]!;
    const sides = new Set(onMachine.map((r) => r.side));
    if (sides.size < 2) {
      const other = sides.has("A") ? "B" : "A";
      // Another slab of the plan moves to the machine's other table (from its own device when the
      // suggestion spread the slabs one per device).
      const mover = onMachine.length > 1 ? onMachine.at(-1)! : rows.find((r) => r.device !== machine)!;
      const row = page.locator(`${byTestId("plan-editor-row")}[data-barcode="${mover.barcode}"]`);
      if (mover.device !== machine)
        await chooseOption(page, row.locator(byTestId("plan-row-device")), new RegExp(`^${machine}$`));
      await chooseOption(page, row.locator(byTestId("plan-row-side")), new RegExp(`^${other}$`));
    }
    await expect
      .poll(async () => new Set((await assignment()).filter((r) => r.device === machine).map((r) => r.side)))
      .toEqual(new Set(["A", "B"]));
    rows = await assignment();

    const created = page.waitForResponse((r) => r.url().endsWith("/api/productionPlan/create"));
    await page.click(byTestId("plan-save"));
    const reply = (await (await created).json()) as { result: boolean; data: { planNo: string } };
    expect(reply.result).toBe(true);
    const planNo = reply.data.planNo;
    const today = new Date();
    const ymd = `${today.getFullYear()}${String(today.getMonth() + 1).padStart(2, "0")}${String(today.getDate()).padStart(2, "0")}`;
    expect(planNo).toMatch(new RegExp(`^PP-${ymd}-\\d{2}$`));
    await page.waitForURL(/\/productionPlan\/detail\?planId=/);
    await page.locator(byTestId("plan-table")).first().waitFor();
    expect(await page.locator(byTestId("plan-detail-page")).getAttribute("data-status")).toBe("draft");
    // The plan's tables on its detail: device-side → barcodes in cutting order.
    const planTables = new Map<string, string[]>();
    for (const key of await attrs(page, byTestId("plan-table"), "data-table"))
      planTables.set(
        key,
        await attrs(
          page,
          `${byTestId("plan-table")}[data-table="${key}"] ${byTestId("plan-slab")}`,
          "data-barcode",
        ),
      );
    expect(planTables.get(`${machine}-A`)?.length).toBeGreaterThan(0);
    expect(planTables.get(`${machine}-B`)?.length).toBeGreaterThan(0);
    for (const r of rows) expect(planTables.get(`${r.device}-${r.side}`)).toContain(r.barcode);
    const planned = [...planTables.values()].flat();
    expect([...planned].sort()).toEqual([...candidatesPage.map((c) => c.barcode)].sort());

    await page.click(byTestId("plan-issue"));
    await page.click(byTestId("plan-issue-ok"));
    await expect
      .poll(() => page.locator(byTestId("plan-detail-page")).getAttribute("data-status"), { timeout: 10_000 })
      .toBe("issued");
    await toast(page, "计划已下发");

    // The picking sheet: its Code 128 barcodes decode to the plan no. and the slabs. The slab codes are
    // drawn at 1.4 px a module for paper (vector, crisp at printer resolution); the check reads the
    // sheet as a print would, at twice the screen's density, in a second tab of the same session.
    await page.click(byTestId("plan-sheet"));
    await page.waitForURL(/\/productionPlan\/sheet\?planId=/);
    await page
      .locator(`${byTestId("sheet-plan-barcode")} rect`)
      .first()
      .waitFor();
    expect(await page.locator(byTestId("sheet-print")).isEnabled()).toBe(true);
    const print = await suite.browser.newContext({
      baseURL: suite.server.url,
      locale: "zh-CN",
      viewport: { width: 1440, height: 900 },
      deviceScaleFactor: 2,
      storageState: await s.context.storageState(),
    });
    contexts.push(print);
    const sheet = await print.newPage();
    await sheet.goto(page.url());
    await sheet
      .locator(`${byTestId("sheet-plan-barcode")} rect`)
      .first()
      .waitFor();
    expect(await sheet.locator(byTestId("sheet-table")).count()).toBe(planTables.size);
    const planCodes = sheet.locator(byTestId("sheet-plan-barcode"));
    for (let i = 0; i < (await planCodes.count()); i++)
      expect(decodeCode128(await planCodes.nth(i).screenshot())).toBe(planNo);
    const sheetSlabs = await attrs(sheet, byTestId("sheet-slab"), "data-barcode");
    expect([...sheetSlabs].sort()).toEqual([...planned].sort());
    const slabCodes = sheet.locator(byTestId("sheet-barcode"));
    const decoded: string[] = [];
    for (let i = 0; i < sheetSlabs.length; i++)
      decoded.push(decodeCode128(await slabCodes.nth(i).screenshot()));
    expect(decoded).toEqual(sheetSlabs);
    await sheet.close();

    // 3. Stone picking: scan each table's slabs, pick them onto the table the plan gave them.
    await fromSidebar(page, 2700, "/stonePicking");
    await page.locator(byTestId("stone-picking-page")).waitFor();
    const scanBox = page
      .locator(`input${byTestId("picking-scan")}, ${byTestId("picking-scan")} input`)
      .first();
    for (const [key, barcodes] of planTables) {
      const side = key.slice(-1);
      const device = key.slice(0, -2);
      for (const barcode of barcodes) {
        await expect.poll(() => scanBox.evaluate((el) => el === document.activeElement)).toBe(true);
        const answered = page.waitForResponse((r) => r.url().endsWith("/api/picking/scan"));
        await page.keyboard.type(barcode);
        await page.keyboard.press("Enter");
        expect(((await (await answered).json()) as { result: boolean }).result).toBe(true);
      }
      await expect
        .poll(() => page.locator(byTestId("picking-selection-summary")).getAttribute("data-count"))
        .toBe(String(barcodes.length));
      await page.click(byTestId("picking-pick"));
      const modal = page.locator(".ant-modal:visible");
      await modal.waitFor();
      // The dialog shows the plan's device and table for the slabs; the plan decides (no table sent).
      const planTable = modal.locator(byTestId("pick-plan-table"));
      await expect.poll(() => planTable.innerText()).toContain(`${device} ${side} 台`);
      expect(await planTable.innerText()).toContain(`生产计划 ${planNo}`);
      expect(await modal.locator(byTestId("picking-device")).count()).toBe(0);
      const picked = page.waitForResponse((r) => r.url().endsWith("/api/picking/pick"));
      await page.click(byTestId("picking-submit"));
      const body = JSON.parse((await picked).request().postData() ?? "{}") as { tableSide?: string };
      const answer = (await (await picked).json()) as {
        result: boolean;
        data: { records: { deviceCode: string; tableSide: string }[] };
      };
      expect(answer.result).toBe(true);
      expect(body.tableSide).toBeUndefined();
      expect(answer.data.records.map((r) => `${r.deviceCode} ${r.tableSide}`)).toEqual([`${device} ${side}`]);
      await toast(page, `领料成功：${barcodes.length} 块大板`);
      await expect
        .poll(() => page.locator(byTestId("picking-selection-summary")).getAttribute("data-count"))
        .toBe("0");
    }

    // The machine tables show the slabs on both tables of the machine (the slab list agrees).
    await fromSidebar(page, 3006, "/enterprise/machineTables", "企业管理");
    const afterPick = await expectTablesMatchSlabList(s);
    const mine = afterPick.find((r) => r.code === machine)!;
    for (const side of ["A", "B"] as const)
      expect(mine[side].split(",")).toEqual(expect.arrayContaining(planTables.get(`${machine}-${side}`)!));

    // 4. Production tasks, cutting: start each slab, then mark it complete (confirmed).
    await fromSidebar(page, 2400, "/productionTask");
    await page.locator(byTestId("cutting-tab")).waitFor();
    let closedPlans: string[] = [];
    for (const barcode of planned) {
      const slab = page.locator(`${byTestId("queue-slab")}[data-barcode="${barcode}"]`);
      const row = page.locator("tr.ant-table-row", { has: slab });
      await slab.waitFor();
      expect(await slab.getAttribute("data-status")).toBe("toCut");
      const started = page.waitForResponse((r) => r.url().endsWith("/api/cutting/start"));
      await row.locator(byTestId("slab-start")).click();
      expect(((await (await started).json()) as { result: boolean }).result).toBe(true);
      await expect.poll(() => slab.getAttribute("data-status")).toBe("cutting");
      await row.locator(byTestId("slab-complete")).click();
      const pop = page.locator(".ant-popconfirm:visible");
      await expect.poll(() => pop.innerText()).toContain(`确认大板 ${barcode} 切割完成？`);
      const completed = page.waitForResponse((r) => r.url().endsWith("/api/cutting/complete"));
      await pop.locator(byTestId("slab-complete-ok")).click();
      const done = (await (await completed).json()) as {
        result: boolean;
        data: { closedPlans: string[] };
      };
      expect(done.result).toBe(true);
      closedPlans = done.data.closedPlans;
      await expect.poll(() => slab.count()).toBe(0);
    }
    // The last slab closed the plan, and the toast said so.
    expect(closedPlans).toEqual([planNo]);
    await toast(page, `生产计划 ${planNo} 已全部完成并关闭`);

    // 5. The project is no longer "not started"; the plan is closed with its progress; the tables agree.
    await fromSidebar(page, 2300, "/productionProject");
    await page.locator(byTestId("tab-all")).click();
    await page.waitForURL((u) => !u.search.includes("tab="));
    const status = page.locator(`${byTestId("production-project-row")}[data-project-no="${PROJECT_NO}"]`);
    await expect.poll(() => status.getAttribute("data-status")).toMatch(/^(inProduction|finished)$/);
    await page.locator(byTestId("tab-notStarted")).click();
    await page.waitForURL(/tab=notStarted/);
    await expect
      .poll(async () => {
        const list = await attrs(page, byTestId("production-project-row"), "data-project-no");
        return list.includes(PROJECT_NO);
      })
      .toBe(false);

    await fromSidebar(page, 2500, "/productionPlan");
    const planRow = page.locator("tr.ant-table-row", {
      has: page.locator(`${byTestId("plan-row")}[data-plan-no="${planNo}"]`),
    });
    await planRow.waitFor();
    expect(await planRow.locator(byTestId("plan-status")).getAttribute("data-status")).toBe("closed");
    await planRow.locator(byTestId("plan-row")).click();
    await page.waitForURL(/\/productionPlan\/detail\?planId=/);
    await expect
      .poll(() => page.locator(byTestId("plan-detail-page")).getAttribute("data-status"))
      .toBe("closed");
    expect(await page.locator(byTestId("plan-progress")).innerText()).toContain(
      `已完成 ${planned.length} / ${planned.length} 块`,
    );
    expect(new Set(await attrs(page, byTestId("plan-slab-status"), "data-status"))).toEqual(
      new Set(["done"]),
    );

    await fromSidebar(page, 3006, "/enterprise/machineTables", "企业管理");
    const afterCut = await expectTablesMatchSlabList(s);
    for (const r of afterCut)
      for (const b of [...r.A.split(","), ...r.B.split(",")]) expect(planned).not.toContain(b);
  });
});

describe("production screens from the sidebar, in English", () => {
  /** The sidebar's menu ids, every group opened. */
  async function sidebarMenuIds(page: Page): Promise<number[]> {
    const groups = page.locator(
      ".sw-sider .ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title",
    );
    while ((await groups.count()) > 0) await groups.first().click();
    return (await attrs(page, `.sw-sider [data-testid^="menu-"]`, "data-testid")).map((id) =>
      Number(id.slice(5)),
    );
  }

  const SCREENS: Record<number, { path: string; title: string }> = {
    2000: { path: "/dashboard", title: "Dashboard" },
    2900: { path: "/cuttingData", title: "Cutting data" },
    2100: { path: "/layoutReview", title: "Layout review" },
    2200: { path: "/slabQuery", title: "Slabs and blocks" },
    2300: { path: "/productionProject", title: "Production projects" },
    2400: { path: "/productionTask", title: "Production tasks" },
    2500: { path: "/productionPlan", title: "Production plans" },
    2450: { path: "/scanStation", title: "Scan station" },
    2600: { path: "/productionTracking", title: "Production tracking" },
    2700: { path: "/stonePicking", title: "Stone pickup and return" },
    2800: { path: "/rackManagement", title: "Rack management" },
  };
  const CJK = /[\u3400-\u9fff]/;

  /** The demo roles (apps/server/src/db/seed.ts): the menus each holds, its production screens. */
  const ROLES = [
    {
      phone: "13800000002", // 李明, 生产主管
      holds: [
        1000, 1001, 1100, 2000, 2100, 2200, 2300, 2400, 2450, 2500, 2600, 2700, 2800, 2900, 2901, 2902, 3100,
        3101, 3102, 3103, 3104,
      ],
      production: [2000, 2100, 2200, 2300, 2400, 2450, 2500, 2600, 2700, 2800, 2900],
    },
    {
      phone: "13800000003", // 张伟, 切割机手
      holds: [1000, 1001, 2000, 2400, 2450, 2700, 2800],
      production: [2000, 2400, 2450, 2700, 2800],
    },
  ];

  it("opens every production screen from the sidebar for the supervisor and the cutter, only their menus", async () => {
    for (const { phone, holds, production } of ROLES) {
      const s = await signIn({ lang: "en-US", phone, password: "demo1234" });
      const { page } = s;
      const held = new Set(holds);
      const shown = await sidebarMenuIds(page);
      // No menu the role lacks; its production menus are all there.
      expect(shown.filter((id) => !held.has(id))).toEqual([]);
      expect(shown.filter((id) => id >= 2000 && id < 3000).sort()).toEqual([...production].sort());
      expect(await page.locator(".sw-sider-menu").innerText()).not.toMatch(CJK);

      for (const id of production) {
        const { path, title } = SCREENS[id]!;
        await fromSidebar(page, id, path);
        await expect.poll(() => page.locator(byTestId("breadcrumb")).innerText()).toContain(title);
        await expect
          .poll(() => page.locator(`${byTestId("tag")}[data-path="${path}"]`).innerText())
          .toContain(title);
        // The screen rendered: its tabs, headers and buttons, all in English.
        const main = page.locator(".sw-page").first();
        await main.waitFor();
        await page
          .locator(".sw-page .ant-table-thead, .sw-page .ant-tabs-tab, .sw-page .ant-card-head-title")
          .first()
          .waitFor();
        const chrome = await page
          .locator(
            ".sw-page .ant-card-head-title, .sw-page .ant-tabs-tab, .sw-page .ant-table-thead, .sw-page button",
          )
          .allInnerTexts();
        expect(
          chrome.filter((x) => CJK.test(x)),
          `${path}: untranslated`,
        ).toEqual([]);
        const placeholders = await attrs(page, ".sw-page input[placeholder]", "placeholder");
        expect(
          placeholders.filter((x) => CJK.test(x)),
          `${path}: untranslated`,
        ).toEqual([]);
      }
      await s.context.close();
    }
  });
});
