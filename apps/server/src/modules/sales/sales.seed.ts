import type { SeedContext } from "../../db/seed.ts";

/** Demo data of the sales module for the demo enterprise (called by seedDemo, inside its transaction). */
export async function seedSales(_ctx: SeedContext): Promise<void> {}
