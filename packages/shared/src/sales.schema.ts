import { z } from "zod";

/** Request bodies of the sales module (server validation and web forms share them). */
export const salesSchemaVersion = z.literal(1);
