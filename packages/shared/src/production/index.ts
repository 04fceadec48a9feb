export * from "./cutting.schema.ts";
export * from "./picking.schema.ts";
export * from "./production-plan.schema.ts";
export * from "./production-project.schema.ts";
export * from "./transitions.ts";
