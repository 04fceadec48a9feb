export * from "./belong.schema.ts";
export * from "./customer.schema.ts";
export * from "./finance.schema.ts";
export * from "./order.schema.ts";
export { MAX_FEN, SALES_LIMITS } from "./sales-fields.ts";
export * from "./staff.schema.ts";
export * from "./task.schema.ts";
export * from "./team.schema.ts";
