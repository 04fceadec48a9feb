import type { Sections } from "./index.ts";

/** Server messages of the sales module (en-US). Keys must match zh-CN. */
export const salesEn: Sections["sales"] = {};
