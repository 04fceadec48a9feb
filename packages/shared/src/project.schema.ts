import { z } from "zod";

/** Request bodies of the project module (server validation and web forms share them). */
export const projectSchemaVersion = z.literal(1);
