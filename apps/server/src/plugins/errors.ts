import { Code, codeMessageKey, isMessageKey, issueKey, type Lang, translate } from "@stoneworks/shared";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { z } from "zod";
import { isConnectionLoss } from "../db/db.ts";
import { AppError } from "../lib/errors.ts";

/** Seconds a client is told to wait before sending a request again after a lost database connection. */
const UNAVAILABLE_RETRY_AFTER = 2;

interface FieldError {
  field: string;
  message: string;
}

export function translateIssues(lang: Lang, issues: readonly z.core.$ZodIssue[]): FieldError[] {
  return issues.flatMap((issue) => {
    const base = issue.path.map(String).join(".");
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((k) => ({
        field: base ? `${base}.${k}` : k,
        message: translate(lang, "validation.unknownKey"),
      }));
    }
    return [{ field: base, message: translate(lang, issueKey(issue, isMessageKey)) }];
  });
}

function send(
  reply: FastifyReply,
  status: number,
  lang: Lang,
  code: number,
  msgKey: string,
  data: unknown = null,
) {
  const params = data && typeof data === "object" ? (data as Record<string, string | number>) : undefined;
  return reply.status(status).send({ result: false, code, msg: translate(lang, msgKey, params), data });
}

/** Every outcome, handled or not, leaves as the envelope; nothing leaks a stack trace. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("lang", "zh-CN");
  app.setErrorHandler((error: unknown, req: FastifyRequest, reply: FastifyReply) => {
    const lang = req.lang;
    if (error instanceof AppError) {
      const err = error;
      let data = err.options.data ?? null;
      // Field errors (1001 data.errors) raised by services carry keys; translate them like schema
      // errors. Import problems (1009 data.rows) arrive translated and pass through untouched.
      const errors = (data as { errors?: { field: string; messageKey?: string; message?: string }[] } | null)
        ?.errors;
      if (errors) {
        data = {
          ...(data as object),
          errors: errors.map(({ messageKey, ...e }) => ({
            ...e,
            message: e.message ?? translate(lang, messageKey ?? "validation.invalid"),
          })),
        };
      }
      const msgKey = err.options.msgKey ?? codeMessageKey[err.code];
      // The message's own params win over the data's fields (1003's data.action is the raw action name).
      const params = { ...((data as Record<string, string | number>) ?? {}), ...(err.options.params ?? {}) };
      return reply
        .status(200)
        .send({ result: false, code: err.code, msg: translate(lang, msgKey, params), data });
    }
    const err = error as FastifyError;
    if (hasZodFastifySchemaValidationErrors(err)) {
      // The provider flattens each zod issue into { keyword, instancePath, message, params }.
      const issues = err.validation.map(
        (v) =>
          ({
            ...v.params,
            code: v.keyword,
            message: v.message,
            path: v.instancePath.split("/").filter(Boolean),
          }) as unknown as z.core.$ZodIssue,
      );
      const errors = translateIssues(lang, issues);
      const msg = errors[0]?.message ?? translate(lang, "code.validationFailed");
      return reply.status(200).send({ result: false, code: Code.ValidationFailed, msg, data: { errors } });
    }
    // The database went away mid-request (issue 25): the transaction rolled back, the pool opens a
    // fresh connection for the next request. HTTP 503 with Retry-After, as proxies expect.
    if (isConnectionLoss(error)) {
      req.log.warn({ error: error instanceof Error ? error.message : String(error) }, "database unavailable");
      reply.header("retry-after", String(UNAVAILABLE_RETRY_AFTER));
      return send(reply, 503, lang, Code.Unavailable, "code.unavailable", {
        retryAfter: UNAVAILABLE_RETRY_AFTER,
      });
    }
    // What the database refuses is an answer too, never 9999 (issue 12): a row still referenced
    // (23503) cannot go; a value outside what a column holds (class 22: out of range, bad text or
    // date) is invalid input.
    const pgCode = (error as { code?: unknown }).code;
    if (pgCode === "23503") {
      return send(reply, 200, lang, Code.InvalidState, "code.stillInUse", { from: null, action: null });
    }
    if (typeof pgCode === "string" && /^22[0-9A-Z]{3}$/.test(pgCode)) {
      return send(reply, 200, lang, Code.ValidationFailed, "validation.invalid", { errors: [] });
    }
    if (err.code === "FST_INVALID_MULTIPART_CONTENT_TYPE" || /boundary/i.test(err.message ?? ""))
      return send(reply, 200, lang, Code.UploadRejected, "code.uploadRejected");
    if (err.code === "FST_ERR_CTP_BODY_TOO_LARGE")
      return send(reply, 413, lang, Code.ValidationFailed, "code.bodyTooLarge");
    if (err.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE")
      return send(reply, 415, lang, Code.ValidationFailed, "code.badJson");
    if (err.statusCode === 400) return send(reply, 400, lang, Code.ValidationFailed, "code.badJson");
    req.log.error({ err }, "unexpected error");
    return send(reply, 500, lang, Code.ServerError, "code.serverError");
  });
});
