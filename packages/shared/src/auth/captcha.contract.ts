import { Code } from "../codes.ts";
import { contract } from "../contract.ts";
import { captchaTicket, sliderBody, sliderChallenge, sliderVerifyBody } from "./auth.schema.ts";

const tag = "auth";

/** The slider captcha in front of an SMS send (docs/api-auth.md): public. */
export const captchaContract = {
  slider: contract({
    path: "/api/captcha/slider",
    access: "public",
    body: sliderBody,
    response: sliderChallenge,
    summary: "New slider challenge",
    tag,
  }),
  verify: contract({
    path: "/api/captcha/verify",
    access: "public",
    body: sliderVerifyBody,
    response: captchaTicket,
    refusals: [Code.SliderRequired],
    summary: "Check a slider drag; issues a single-use ticket",
    tag,
  }),
};
