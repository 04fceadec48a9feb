export * from "./craft-work.schema.ts";
export * from "./packing.schema.ts";
export * from "./quantity.ts";
export * from "./rack.schema.ts";
export * from "./transitions.ts";
