import type {
  CaptchaTicket,
  CodeLoginBody,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  SendSmsBody,
  SliderChallenge,
  SliderVerifyBody,
  SmsSent,
  TokenAnswer,
} from "@stoneworks/shared";
import { request } from "../../../lib/api-client.ts";

/** Calls of the login / register / forgot-password flows (docs/api-auth.md). Types only from shared: no zod here. */
export const authApi = {
  login: (body: LoginBody) => request<TokenAnswer>("/userAuth/login", body),
  codeLogin: (body: CodeLoginBody) => request<TokenAnswer>("/userAuth/codeLogin", body),
  register: (body: RegisterBody) => request<TokenAnswer>("/userAuth/register", body),
  resetPassword: (body: ResetPasswordBody) => request<null>("/userAuth/resetPassword", body),
  getSlider: (signal?: AbortSignal) => request<SliderChallenge>("/captcha/slider", {}, { signal }),
  verifySlider: (body: SliderVerifyBody) => request<CaptchaTicket>("/captcha/verify", body, { silent: true }),
  sendSmsCode: (body: SendSmsBody) => request<SmsSent>("/hmSms/sendSecVerifyCode", body),
};
