import type { SliderChallenge, SmsPurpose } from "@stoneworks/shared";
import { request } from "../../../lib/api-client.ts";

/** Calls of the login / register / forgot-password flows (docs/api.md, "Endpoints of the foundation"). */
export interface TokenAnswer {
  token: string;
  userId: string;
}

export interface TrackSample {
  x: number;
  y: number;
  t: number;
}

export const authApi = {
  login: (body: { phone: string; password: string; remember: boolean }) =>
    request<TokenAnswer>("/userAuth/login", body),
  codeLogin: (body: { phone: string; code: string; remember: boolean }) =>
    request<TokenAnswer>("/userAuth/codeLogin", body),
  register: (body: { phone: string; code: string; password: string; confirmPassword: string; agree: true }) =>
    request<TokenAnswer>("/userAuth/register", body),
  resetPassword: (body: { phone: string; code: string; password: string; confirmPassword: string }) =>
    request<null>("/userAuth/resetPassword", body),
  getSlider: (signal?: AbortSignal) => request<SliderChallenge>("/captcha/slider", {}, { signal }),
  verifySlider: (body: { challengeId: string; x: number; track: TrackSample[] }) =>
    request<{ captchaTicket: string }>("/captcha/verify", body, { silent: true }),
  sendSmsCode: (body: { phone: string; purpose: SmsPurpose; captchaTicket: string }) =>
    request<{ resendAfter?: number }>("/hmSms/sendSecVerifyCode", body),
};
