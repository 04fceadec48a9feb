export * from "./block.schema.ts";
export * from "./cutting-plan.schema.ts";
export * from "./manual-layout.contract.ts";
export * from "./remnant.contract.ts";
export * from "./remnant.schema.ts";
export * from "./slab.contract.ts";
export * from "./slab.schema.ts";
export * from "./slab-import.schema.ts";
