export * from "./craft-work.schema.ts";
export * from "./packing.schema.ts";
export * from "./quantity.ts";
export * from "./rack.schema.ts";
export * from "./scan.schema.ts";
export * from "./stage-gate.ts";
export * from "./tracking.schema.ts";
export * from "./transitions.ts";
