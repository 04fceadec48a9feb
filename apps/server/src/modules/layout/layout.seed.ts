import type { SeedContext } from "../../db/seed.ts";

/** Demo data of the layout module for the demo enterprise (called by seedDemo, inside its transaction). */
export async function seedLayout(_ctx: SeedContext): Promise<void> {}
