export * from "./identity.schema.ts";
export * from "./join-request.schema.ts";
export * from "./user.schema.ts";
