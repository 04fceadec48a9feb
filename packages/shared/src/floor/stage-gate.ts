/**
 * Stage gates (issue #24, docs/api-floor.md "Stage gates"): a rack trip leaves a stage only when no
 * board on it has work of that stage, or of an earlier one, pending. A craft's work belongs to the
 * stage of its workshop's category (cutting, reinforcement, second processing, packing). A board needs
 * reinforcement when it carries a craft of a reinforcement workshop; its craft record (scanned as done
 * at the reinforcement stage) is the record that it was reinforced.
 */
import type { WorkshopCategory } from "../factory/workshop.schema.ts";
import { FLOOR_STAGES, type FloorStage } from "./transitions.ts";

/** The stage whose work a craft of this workshop category is. */
export const CATEGORY_STAGE: Record<WorkshopCategory, FloorStage> = {
  cutting: "cutting",
  reinforcement: "reinforcement",
  secondProcessing: "secondProcessing",
  packing: "packing",
};

/** The workshop categories whose crafts must be done before a trip leaves `stage`. */
export function gateCategories(stage: FloorStage): WorkshopCategory[] {
  const at = FLOOR_STAGES.indexOf(stage);
  return (Object.keys(CATEGORY_STAGE) as WorkshopCategory[]).filter(
    (c) => FLOOR_STAGES.indexOf(CATEGORY_STAGE[c]) <= at,
  );
}
