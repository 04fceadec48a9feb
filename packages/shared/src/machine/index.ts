export * from "./cutting-data.contract.ts";
export * from "./cutting-data.schema.ts";
export * from "./device-report.schema.ts";
export * from "./machine-status.schema.ts";
