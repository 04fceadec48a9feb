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

/** A taken `code` (workshops, devices, warehouses: unique per enterprise). */
export const codeTaken = (err: unknown, constraint: string): never =>
  rethrowUnique(err, { [constraint]: ["code", "validation.codeTaken"] });

/**
 * Rethrows a unique-constraint violation as a 1001 on the field it names, for the constraints
 * given as `{ constraint: [field, messageKey] }`; any other error passes through unchanged.
 */
export function rethrowUnique(
  err: unknown,
  constraints: Record<string, [field: string, messageKey: string]>,
): never {
  const e = err as { code?: string; constraint?: string };
  const hit = e?.code === "23505" && e.constraint ? constraints[e.constraint] : undefined;
  if (hit) throw fieldError(hit[0], hit[1]);
  throw err;
}
