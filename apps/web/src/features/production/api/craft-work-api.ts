import type {
  CraftRecordPage,
  CraftWorkConfirmBody,
  CraftWorkDone,
  CraftWorkPending,
  CraftWorkRecordsFilters,
  WorkshopOption,
} from "@stoneworks/shared";
import { request } from "../../../lib/api-client.ts";

/** Endpoints of docs/api-floor.md "Crafts done" (menu 2400). */

export const craftWorkKeys = {
  all: ["craftWork"] as const,
  workshops: ["craftWork", "workshops"] as const,
  records: (page: number, pageSize: number, f: CraftWorkRecordsFilters) =>
    ["craftWork", "records", page, pageSize, f] as const,
};

export const craftWorkApi = {
  /** The enterprise's workshops where crafts are done: second processing first, then packing (crating). */
  workshops: async () => {
    const all = await request<WorkshopOption[]>("/workshop/options", {}, { forbiddenRedirect: false });
    const rank = (c: string) => (c === "secondProcessing" ? 0 : 1);
    return all.filter((w) => w.category !== "cutting").sort((a, b) => rank(a.category) - rank(b.category));
  },
  /** A scan's refusal is shown beside the scan box, not as a toast. */
  pending: (code: string, workshopId?: string) =>
    request<CraftWorkPending>("/craftWork/pending", { code, workshopId }, { silent: true }),
  confirm: (body: CraftWorkConfirmBody) => request<CraftWorkDone>("/craftWork/confirm", body),
  records: (pageNum: number, pageSize: number, f: CraftWorkRecordsFilters) =>
    request<CraftRecordPage>("/craftWork/records", { pageNum, pageSize, ...f }),
};
