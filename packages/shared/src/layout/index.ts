export * from "./layout.schema.ts";
export * from "./layout-run.schema.ts";
export * from "./layout.contract.ts";
