export * from "./layout.contract.ts";
export * from "./layout.schema.ts";
export * from "./layout-run.schema.ts";
