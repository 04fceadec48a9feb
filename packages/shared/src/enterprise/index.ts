export * from "./audit.schema.ts";
export * from "./department.schema.ts";
export { LIMITS } from "./fields.ts";
export * from "./member.schema.ts";
export * from "./org.schema.ts";
export * from "./region.schema.ts";
export * from "./role.schema.ts";
export * from "./upload.schema.ts";
export * from "./upload-limits.ts";
