import { Code } from "../codes.ts";
import { contract } from "../contract.ts";
import { sendSmsBody, smsSent } from "./auth.schema.ts";

/** SMS verification codes (docs/api-auth.md): public, behind the slider ticket. */
export const smsContract = {
  send: contract({
    path: "/api/hmSms/sendSecVerifyCode",
    access: "public",
    body: sendSmsBody,
    response: smsSent,
    refusals: [Code.PhoneRegistered, Code.SliderRequired],
    summary: "Send an SMS verification code (needs a slider ticket)",
    tag: "auth",
  }),
};
