export * from "./identity.contract.ts";
export * from "./identity.schema.ts";
export * from "./join-request.schema.ts";
export * from "./session.contract.ts";
export * from "./session.schema.ts";
export * from "./user.contract.ts";
export * from "./user.schema.ts";
