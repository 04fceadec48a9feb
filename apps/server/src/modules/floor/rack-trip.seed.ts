import type { SeedContext } from "../../db/seed.ts";

/** Demo data of this part of the floor (docs/api-floor.md "Demo"). */
export async function seedRackTrips(ctx: SeedContext): Promise<void> {
  void ctx;
}
