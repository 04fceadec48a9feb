export * from "./scan.schema.ts";
export * from "./tracking.schema.ts";
export * from "./transitions.ts";
