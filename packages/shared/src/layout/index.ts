export * from "./layout.schema.ts";
