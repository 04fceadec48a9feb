export * from "./rack.schema.ts";
export * from "./transitions.ts";
