export * from "./sales.schema.ts";
