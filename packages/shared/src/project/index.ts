export * from "./project.schema.ts";
