import { Code, REQUIRED_SETTINGS } from "@stoneworks/shared";
import type { Queryable } from "../../db/db.ts";
import { AppError } from "../../lib/errors.ts";
import * as repo from "./project.repository.ts";

/** What the project services share: the stored settings, what approval needs, a project or 1002. */

export interface StoredSettings {
  kerf?: number;
  stages?: 2 | 3;
  cuttingWorkshopId?: string;
  note?: string;
}

/** The required settings still missing (the delivery date lives in its own column). */
export function missingSettings(p: repo.ProjectRowDb) {
  const s = p.settings as StoredSettings;
  const present: Record<string, boolean> = {
    kerf: typeof s.kerf === "number",
    stages: typeof s.stages === "number",
    cuttingWorkshopId: typeof s.cuttingWorkshopId === "string",
    deliveryDate: !!p.delivery_at,
  };
  return REQUIRED_SETTINGS.filter((k) => !present[k]);
}

export const packingValid = (s: { unpacked: number; empty_boxes: number; board_count: number }) =>
  s.board_count > 0 && s.unpacked === 0 && s.empty_boxes === 0;

export async function projectOr404(q: Queryable, orgId: string, projectId: string) {
  const p = await repo.findProject(q, orgId, projectId);
  if (!p) throw new AppError(Code.NotFound);
  return p;
}
