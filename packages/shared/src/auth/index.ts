export * from "./auth.schema.ts";
export * from "./session.schema.ts";
