export * from "./enterprise.schema.ts";
