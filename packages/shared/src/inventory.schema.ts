import { z } from "zod";

/** Request bodies of the inventory module (server validation and web forms share them). */
export const inventorySchemaVersion = z.literal(1);
