import type { CraftWorkRecordsFilters } from "@stoneworks/shared";
import { workshopApi } from "../../../api/factory.ts";

/** Crafts done (docs/api-floor.md "Crafts done", menu 2400): query keys; the calls are `craftWorkApi` (apps/web/src/api/floor.ts). */

export const craftWorkKeys = {
  all: ["craftWork"] as const,
  workshops: ["craftWork", "workshops"] as const,
  records: (page: number, pageSize: number, f: CraftWorkRecordsFilters) =>
    ["craftWork", "records", page, pageSize, f] as const,
};

/** The enterprise's workshops where crafts are done: second processing first, then packing (crating). */
export async function craftWorkshops() {
  const all = await workshopApi.options({}, { forbiddenRedirect: false });
  const rank = (c: string) => (c === "secondProcessing" ? 0 : 1);
  return all.filter((w) => w.category !== "cutting").sort((a, b) => rank(a.category) - rank(b.category));
}
