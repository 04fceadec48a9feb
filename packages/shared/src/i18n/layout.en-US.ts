import type { Sections } from "./index.ts";

/** Server messages of the layout module (en-US). Keys must match zh-CN. */
export const layoutEn: Sections["layout"] = {};
