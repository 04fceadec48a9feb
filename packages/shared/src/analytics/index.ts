export * from "./dashboard.contract.ts";
export * from "./dashboard.schema.ts";
export * from "./staff-performance.contract.ts";
export * from "./staff-performance.schema.ts";
