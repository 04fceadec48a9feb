import {
  captchaTicket,
  codeLoginBody,
  loginBody,
  nothing,
  registerBody,
  resetPasswordBody,
  sendSmsBody,
  sliderBody,
  sliderChallenge,
  sliderVerifyBody,
  smsSent,
  tokenAnswer,
} from "@stoneworks/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { post } from "../../lib/route.ts";
import { codeLogin, passwordLogin, register, resetPassword } from "./auth.service.ts";
import { createChallenge, verifyChallenge } from "./captcha.service.ts";
import { sessionRoutes } from "./session.routes.ts";
import { sendCode } from "./sms.service.ts";

const client = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers["user-agent"] });

export async function authRoutes(app: FastifyInstance) {
  await app.register(sessionRoutes);
  const tags = ["auth"];
  post(
    app,
    "/api/captcha/slider",
    { access: "public", body: sliderBody, response: sliderChallenge, summary: "New slider challenge", tags },
    (req) => createChallenge(app.db, app.clock, req.ip),
  );
  post(
    app,
    "/api/captcha/verify",
    {
      access: "public",
      body: sliderVerifyBody,
      response: captchaTicket,
      summary: "Check a slider drag; issues a single-use ticket",
      tags,
    },
    (req) => verifyChallenge(app.db, app.clock, req.body),
  );
  post(
    app,
    "/api/hmSms/sendSecVerifyCode",
    {
      access: "public",
      body: sendSmsBody,
      response: smsSent,
      summary: "Send an SMS verification code (needs a slider ticket)",
      tags,
    },
    (req) => sendCode(app, { ...req.body, ip: req.ip, lang: req.lang }),
  );
  post(
    app,
    "/api/userAuth/register",
    { access: "public", body: registerBody, response: tokenAnswer, summary: "Register by phone", tags },
    (req) => register(app, req.body, client(req)),
  );
  post(
    app,
    "/api/userAuth/login",
    { access: "public", body: loginBody, response: tokenAnswer, summary: "Log in with a password", tags },
    (req) => passwordLogin(app, req.body, client(req)),
  );
  post(
    app,
    "/api/userAuth/codeLogin",
    {
      access: "public",
      body: codeLoginBody,
      response: tokenAnswer,
      summary: "Log in with an SMS code",
      tags,
    },
    (req) => codeLogin(app, req.body, client(req)),
  );
  post(
    app,
    "/api/userAuth/resetPassword",
    {
      access: "public",
      body: resetPasswordBody,
      response: nothing,
      summary: "Reset a forgotten password with an SMS code",
      tags,
    },
    (req) => resetPassword(app, req.body),
  );
}
