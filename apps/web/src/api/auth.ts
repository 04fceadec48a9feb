import { authContract, captchaContract, smsContract } from "@stoneworks/shared";
import { clientOf } from "./client.ts";

/** The auth area's endpoints (docs/api-auth.md), one client function each: all public. */
export const authApi = clientOf(authContract);
export const captchaApi = clientOf(captchaContract);
export const smsApi = clientOf(smsContract);
