export * from "./auth.schema.ts";
export * from "./codes.ts";
export * from "./enterprise.schema.ts";
export * from "./factory.schema.ts";
export * from "./format.ts";
export * from "./i18n/index.ts";
export * from "./menus.ts";
export * from "./validation.ts";
