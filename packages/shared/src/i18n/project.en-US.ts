import type { Sections } from "./index.ts";

/** Server messages of the project module (en-US). Keys must match zh-CN. */
export const projectEn: Sections["project"] = {};
