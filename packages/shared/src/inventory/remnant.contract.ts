import { contract } from "../contract.ts";
import { Menu } from "../menus.ts";
import { remnantRules, remnantRulesBody, remnantRulesSaveBody } from "./remnant.schema.ts";

const tag = "inventory";
const access = { menu: Menu.SlabQuery };

/** Remnant rules: the minimum size an offcut needs to become a remnant (menu 2200). */
export const remnantContract = {
  rules: contract({
    path: "/api/inventory/remnantRules",
    access,
    body: remnantRulesBody,
    response: remnantRules,
    summary: "The minimum size an offcut needs to become a remnant (default, per stone and thickness)",
    tag,
  }),
  saveRules: contract({
    path: "/api/inventory/remnantRulesSave",
    access,
    body: remnantRulesSaveBody,
    response: remnantRules,
    summary: "Replace the remnant minimum-size rules",
    tag,
  }),
};
