export * from "./craft.schema.ts";
export * from "./device.schema.ts";
export * from "./money.schema.ts";
export * from "./process-flow.schema.ts";
export * from "./rack.schema.ts";
export * from "./warehouse.schema.ts";
export * from "./workshop.contract.ts";
export * from "./workshop.schema.ts";
