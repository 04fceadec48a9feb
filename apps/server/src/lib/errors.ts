import { Code, type CodeValue } from "@stoneworks/shared";

/**
 * The one error a service throws for a handled outcome. The error handler turns it into the
 * envelope with the message of `msgKey` (default: the code's own) in the request's language.
 */
export class AppError extends Error {
  constructor(
    readonly code: CodeValue,
    readonly options: { data?: unknown; msgKey?: string; params?: Record<string, string | number> } = {},
  ) {
    super(`AppError ${code}${options.msgKey ? ` ${options.msgKey}` : ""}`);
  }
}

export const notFound = () => new AppError(Code.NotFound);

/** A 1001 for one field, for rules a schema cannot express (old password wrong, duplicates). */
export function fieldError(field: string, msgKey: string): AppError {
  return new AppError(Code.ValidationFailed, { msgKey, data: { errors: [{ field, messageKey: msgKey }] } });
}
