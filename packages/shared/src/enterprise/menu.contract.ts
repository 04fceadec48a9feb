import { z } from "zod";
import { emptyBody } from "../auth/auth.schema.ts";
import { contract } from "../contract.ts";
import { Menu } from "../menus.ts";
import { menuNode } from "./role.schema.ts";

/** The permission tree roles are edited with (menu 3003). */
export const menuContract = {
  tree: contract({
    path: "/api/menu/tree",
    access: { menu: Menu.Roles },
    body: emptyBody,
    response: z.array(menuNode),
    summary: "Permission tree of every menu id (role editing)",
    tag: "menu",
  }),
};
