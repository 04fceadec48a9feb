export * from "./packing.schema.ts";
export * from "./transitions.ts";
