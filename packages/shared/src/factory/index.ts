export * from "./factory.schema.ts";
