export * from "./inventory.schema.ts";
