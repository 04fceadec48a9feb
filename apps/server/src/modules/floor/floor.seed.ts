import type { SeedContext } from "../../db/seed.ts";
import { seedCraftWork } from "./craft-work.seed.ts";
import { seedPacking } from "./packing.seed.ts";
import { seedRackTrips } from "./rack-trip.seed.ts";

/**
 * The floor's demo data, after the production seeds: racks on trips in every state, crafts done with
 * their fees, boxes packed and sealed. Each step reads what the previous ones left.
 */
export async function seedFloor(ctx: SeedContext): Promise<void> {
  await seedRackTrips(ctx);
  await seedCraftWork(ctx);
  await seedPacking(ctx);
}
