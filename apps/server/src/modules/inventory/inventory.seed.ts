import type { SeedContext } from "../../db/seed.ts";

/** Demo data of the inventory module for the demo enterprise (called by seedDemo, inside its transaction). */
export async function seedInventory(_ctx: SeedContext): Promise<void> {}
