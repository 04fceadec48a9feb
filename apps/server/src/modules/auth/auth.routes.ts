import { authContract, captchaContract, smsContract } from "@stoneworks/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { route } from "../../lib/route.ts";
import { codeLogin, passwordLogin, register, resetPassword } from "./auth.service.ts";
import { createChallenge, verifyChallenge } from "./captcha.service.ts";
import { sendCode } from "./sms.service.ts";

/** Where a request comes from: the login services record it on the session. */
const client = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers["user-agent"] });

/** Captcha, SMS codes, registration and logins: all public (docs/api-auth.md). */
export async function authRoutes(app: FastifyInstance) {
  route(app, captchaContract.slider, (ctx, _b, req) => createChallenge(ctx, { ip: req.ip }));
  route(app, captchaContract.verify, verifyChallenge);
  route(app, smsContract.send, (ctx, b, req) => sendCode(ctx, { ...b, ip: req.ip }));
  route(app, authContract.register, (ctx, b, req) => register(ctx, { ...b, ...client(req) }));
  route(app, authContract.login, (ctx, b, req) => passwordLogin(ctx, { ...b, ...client(req) }));
  route(app, authContract.codeLogin, (ctx, b, req) => codeLogin(ctx, { ...b, ...client(req) }));
  route(app, authContract.resetPassword, resetPassword);
}
