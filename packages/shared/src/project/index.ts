export * from "./project.contract.ts";
export * from "./project.schema.ts";
export * from "./project-review.schema.ts";
export * from "./project-views.schema.ts";
