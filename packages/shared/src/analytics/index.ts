export * from "./dashboard.schema.ts";
export * from "./staff-performance.schema.ts";
