import { analyticsEn } from "./analytics.en-US.ts";
import { analyticsZh } from "./analytics.zh-CN.ts";
import { floorEn } from "./floor.en-US.ts";
import { floorZh } from "./floor.zh-CN.ts";
import { inventoryEn } from "./inventory.en-US.ts";
import { inventoryZh } from "./inventory.zh-CN.ts";
import { layoutEn } from "./layout.en-US.ts";
import { layoutZh } from "./layout.zh-CN.ts";
import { machineEn } from "./machine.en-US.ts";
import { machineZh } from "./machine.zh-CN.ts";
import { productionEn } from "./production.en-US.ts";
import { productionZh } from "./production.zh-CN.ts";
import { projectEn } from "./project.en-US.ts";
import { projectZh } from "./project.zh-CN.ts";
import { salesEn } from "./sales.en-US.ts";
import { salesZh } from "./sales.zh-CN.ts";

/**
 * Sections of the catalogue that only the server uses (messages it sends already translated, e.g.
 * import errors by sheet, row and field). They stay out of the web app's "common" chunk, which the
 * login page downloads; screen strings live in the web app's own namespaces.
 */
export const sectionsZh = {
  project: projectZh,
  inventory: inventoryZh,
  layout: layoutZh,
  sales: salesZh,
  production: productionZh,
  floor: floorZh,
  machine: machineZh,
  analytics: analyticsZh,
};
export const sectionsEn = {
  project: projectEn,
  inventory: inventoryEn,
  layout: layoutEn,
  sales: salesEn,
  production: productionEn,
  floor: floorEn,
  machine: machineEn,
  analytics: analyticsEn,
};
