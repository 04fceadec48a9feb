import { Code } from "../codes.ts";
import { contract } from "../contract.ts";
import { Menu } from "../menus.ts";
import { scanLookupBody, scanLookupResult } from "./scan.schema.ts";

/** The scan station's lookup (menu 2450) (docs/api-floor.md "Scan station"). */
export const scanContract = {
  lookup: contract({
    path: "/api/scan/lookup",
    access: { menu: Menu.ScanStation },
    body: scanLookupBody,
    response: scanLookupResult,
    refusals: [Code.NotFound],
    summary: "What a scanned code is (rack, box, board, slab), its summary and the caller's allowed actions",
    tag: "floor",
  }),
};
