import { nothing } from "../api.ts";
import { Code } from "../codes.ts";
import { contract } from "../contract.ts";
import { codeLoginBody, loginBody, registerBody, resetPasswordBody, tokenAnswer } from "./auth.schema.ts";

const tag = "auth";

/** Registering, logging in and resetting a forgotten password (docs/api-auth.md): public. */
export const authContract = {
  register: contract({
    path: "/api/userAuth/register",
    access: "public",
    body: registerBody,
    response: tokenAnswer,
    refusals: [Code.PhoneRegistered, Code.BadVerificationCode],
    summary: "Register by phone",
    tag,
  }),
  login: contract({
    path: "/api/userAuth/login",
    access: "public",
    body: loginBody,
    response: tokenAnswer,
    refusals: [Code.AccountLocked, Code.BadCredentials],
    summary: "Log in with a password",
    tag,
  }),
  codeLogin: contract({
    path: "/api/userAuth/codeLogin",
    access: "public",
    body: codeLoginBody,
    response: tokenAnswer,
    refusals: [Code.BadVerificationCode],
    summary: "Log in with an SMS code",
    tag,
  }),
  resetPassword: contract({
    path: "/api/userAuth/resetPassword",
    access: "public",
    body: resetPasswordBody,
    response: nothing,
    refusals: [Code.BadVerificationCode],
    summary: "Reset a forgotten password with an SMS code",
    tag,
  }),
};
