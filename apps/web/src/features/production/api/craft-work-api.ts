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
  /** The enterprise's second-processing workshops (where crafts are done). */
  workshops: () =>
    request<WorkshopOption[]>(
      "/workshop/options",
      { category: "secondProcessing" },
      { forbiddenRedirect: false },
    ),
  /** A scan's refusal is shown beside the scan box, not as a toast. */
  pending: (code: string, workshopId?: string) =>
    request<CraftWorkPending>("/craftWork/pending", { code, workshopId }, { silent: true }),
  confirm: (body: CraftWorkConfirmBody) => request<CraftWorkDone>("/craftWork/confirm", body),
  records: (pageNum: number, pageSize: number, f: CraftWorkRecordsFilters) =>
    request<CraftRecordPage>("/craftWork/records", { pageNum, pageSize, ...f }),
};
