import type { BoxAddResult, BoxChanged, BoxDetail, BoxPage } from "@stoneworks/shared";
import { request } from "../../../lib/api-client.ts";

/** Packing from the production tasks' packing tab (menu 2400, docs/api-floor.md "Packing"). */

export const taskPackingKeys = {
  box: (boxId: string) => ["packing", "detail", boxId] as const,
  boxes: (keyword: string) => ["packing", "boxes", keyword] as const,
};

export const taskPackingApi = {
  /** A scan's refusal is shown beside the scan box, not as a toast. */
  byCode: (code: string) => request<{ boxId: string }>("/packing/byCode", { code }, { silent: true }),
  boxes: (keyword: string) =>
    request<BoxPage>("/packing/boxes", { keyword: keyword || undefined, pageSize: 50 }),
  detail: (boxId: string) => request<BoxDetail>("/packing/detail", { boxId }),
  add: (boxId: string, boardCodes: string[]) =>
    request<BoxAddResult>("/packing/add", { boxId, boardCodes }, { silent: true }),
  /** Silent: a seal short of the packing list asks first (components/use-seal-box). */
  seal: (boxId: string, version: number, confirmShort: boolean) =>
    request<BoxChanged>("/packing/seal", { boxId, version, confirmShort }, { silent: true }),
};
