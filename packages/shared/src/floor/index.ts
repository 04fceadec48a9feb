export * from "./transitions.ts";
export * from "./rack.schema.ts";
