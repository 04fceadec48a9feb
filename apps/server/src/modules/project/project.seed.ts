import type { SeedContext } from "../../db/seed.ts";

/** Demo data of the project module for the demo enterprise (called by seedDemo, inside its transaction). */
export async function seedProjects(_ctx: SeedContext): Promise<void> {}
