import { z } from "zod";

/** Request bodies of the layout module (server validation and web forms share them). */
export const layoutSchemaVersion = z.literal(1);
