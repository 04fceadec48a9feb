import { afterAll, beforeAll } from "vitest";
import { createOrg, createUser, login } from "../factories.ts";
import { createTestApp, type TestApp } from "../helper.ts";

/** A page as the list routes answer it. */
export interface Page<T> {
  list: T[];
  total: number;
}

/**
 * A test app with one enterprise whose super administrator calls every route (menus 3006, 3101-3105),
 * built before and closed after the file's tests. `ctx.call` calls as that administrator.
 */
export function factoryContext(orgName = "主数据石材") {
  const ctx = {
    t: undefined as unknown as TestApp,
    token: "",
    orgId: "",
    call: <T = unknown>(path: string, body: unknown, lang?: string) =>
      ctx.t.call<T>(path, body, { token: ctx.token, lang }),
  };
  beforeAll(async () => {
    ctx.t = await createTestApp();
    const owner = await createUser(ctx.t);
    ctx.orgId = (await createOrg(ctx.t, owner, orgName)).orgId;
    ctx.token = await login(ctx.t, owner);
  });
  afterAll(() => ctx.t.close());
  return ctx;
}

/** The enterprise's default workshop of a category. */
export async function defaultWorkshop(
  ctx: ReturnType<typeof factoryContext>,
  category: "cutting" | "secondProcessing" | "packing",
) {
  const opts = await ctx.call<{ workshopId: string; category: string }[]>("workshop/options", { category });
  return opts.data[0]!;
}

/** Adds a craft transferring to the default second-processing workshop; its id. */
export async function createCraft(
  ctx: ReturnType<typeof factoryContext>,
  overrides: Partial<{ priority: number; name: string; unitPrice: string }> = {},
): Promise<string> {
  const { workshopId } = await defaultWorkshop(ctx, "secondProcessing");
  const res = await ctx.call<{ craftId: string }>("craft/create", {
    priority: 1,
    name: "磨边",
    unitPrice: "1",
    process: "",
    classNo: "",
    note: "",
    workshopId,
    ...overrides,
  });
  if (!res.result) throw new Error(`craft not created: ${res.code} ${res.msg}`);
  return res.data.craftId;
}

/** How many audit entries the enterprise has for an entity, and their actions. */
export async function auditOf(ctx: ReturnType<typeof factoryContext>, entity: string) {
  const res = await ctx.call<{ list: { entity: string; action: string }[]; total: number }>("audit/list", {
    entity,
    pageSize: 200,
  });
  return { total: res.data.total, actions: new Set(res.data.list.map((r) => r.action)) };
}
