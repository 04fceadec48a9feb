import type { Sections } from "./index.ts";

/** Server messages of the inventory module (en-US). Keys must match zh-CN. */
export const inventoryEn: Sections["inventory"] = {};
