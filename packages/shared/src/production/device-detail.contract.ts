import { Code } from "../codes.ts";
import { contract } from "../contract.ts";
import { Menu } from "../menus.ts";
import { deviceDetail, deviceDetailBody } from "./picking.schema.ts";

/** The device detail (menu 2902) (docs/api-production.md "Picking"). */
export const deviceDetailContract = {
  detail: contract({
    path: "/api/production/deviceDetail",
    access: { menu: Menu.DeviceDetail },
    body: deviceDetailBody,
    response: deviceDetail,
    refusals: [Code.NotFound],
    summary: "A device: its tables' slabs in cutting order and today's picking records",
    tag: "picking",
  }),
};
