import { emptyBody, MENUS, translate } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { post } from "../../lib/route.ts";

export interface MenuNode {
  id: number;
  path: string | null;
  name: { "zh-CN": string; "en-US": string };
  hidden: boolean;
  children: MenuNode[];
}

/** The permission tree roles are edited with: every menu id with its names in both languages. */
export function menuTree(): MenuNode[] {
  const node = (id: number): MenuNode => {
    const m = MENUS.find((x) => x.id === id)!;
    return {
      id: m.id,
      path: m.path ?? null,
      name: { "zh-CN": translate("zh-CN", `menu.${m.key}`), "en-US": translate("en-US", `menu.${m.key}`) },
      hidden: !!m.hidden,
      children: MENUS.filter((c) => c.parent === id).map((c) => node(c.id)),
    };
  };
  return MENUS.filter((m) => m.parent === null).map((m) => node(m.id));
}

export async function menuRoutes(app: FastifyInstance) {
  post(
    app,
    "/api/menu/tree",
    {
      access: { menu: 3003 },
      body: emptyBody,
      summary: "Permission tree of every menu id (role editing)",
      tags: ["menu"],
    },
    async () => menuTree(),
  );
}
