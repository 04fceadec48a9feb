export * from "./auth.contract.ts";
export * from "./auth.schema.ts";
export * from "./captcha.contract.ts";
export * from "./sms.contract.ts";
