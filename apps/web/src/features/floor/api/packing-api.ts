import type { BoxChanged, BoxDetail, BoxMoved, BoxPage } from "@stoneworks/shared";
import { request } from "../../../lib/api-client.ts";

/** Packing boxes for the floor pages (docs/api-floor.md "Packing"): box detail, print, reopen. */

export const boxKeys = {
  all: ["packing"] as const,
  detail: (boxId: string) => ["packing", "detail", boxId] as const,
  project: (projectId: string) => ["packing", "project", projectId] as const,
};

export const boxPath = (boxId: string) => `/productionTracking/box?boxId=${boxId}`;
export const boxPrintPath = (boxId: string) => `/productionTracking/boxPrint?boxId=${boxId}`;

export const packingApi = {
  detail: (boxId: string) => request<BoxDetail>("/packing/detail", { boxId }),
  remove: (boxId: string, boardId: string) => request<BoxChanged>("/packing/remove", { boxId, boardId }),
  /** Silent: a seal short of the packing list asks first (components/use-seal-box). */
  seal: (boxId: string, version: number, confirmShort: boolean) =>
    request<BoxChanged>("/packing/seal", { boxId, version, confirmShort }, { silent: true }),
  /** The project's boxes (for a supervisor's move to another box). */
  boxes: (projectId: string) => request<BoxPage>("/packing/boxes", { projectId, pageNum: 1, pageSize: 200 }),
  /** A supervisor (2600) lists a board for another box of its project, with a reason. */
  move: (boardId: string, toBoxId: string, reason: string) =>
    request<BoxMoved>("/packing/move", { boardId, toBoxId, reason }),
  reopen: (boxId: string, version: number, reason: string) =>
    request<BoxChanged>("/packing/reopen", { boxId, version, reason }),
};
