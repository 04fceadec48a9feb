import { issueKey } from "@stoneworks/shared";
import type { FormInstance } from "antd";
import type { RuleObject } from "antd/es/form";
import type { z } from "zod";
import i18n from "./i18n.ts";
import { checkSame, checkSchema, fieldErrorsOf, type SchemaName } from "./validate.ts";

/** An empty antd control (InputNumber, Select) gives null; the schemas read absent as undefined. */
const absent = (value: unknown) => (value === null ? undefined : value);

/** The message for a zod issue in the UI language: the schema's catalogue key, else by kind. */
export function issueMessage(issue: z.core.$ZodIssue): string {
  const len = issue as { origin?: string; maximum?: number | bigint; minimum?: number | bigint };
  const ownKey = issue.message && i18n.exists(issue.message, { ns: "common" });
  if (!ownKey && len.origin === "string" && issue.code === "too_big")
    return i18n.t("forms:validation.max", { max: Number(len.maximum) });
  if (!ownKey && len.origin === "string" && issue.code === "too_small" && Number(len.minimum) > 1)
    return i18n.t("forms:validation.min", { min: Number(len.minimum) });
  return i18n.t(
    issueKey(issue, (k) => i18n.exists(k, { ns: "common" })),
    { ns: "common" },
  );
}

/**
 * A form field checked by the shared zod schema the server checks it with: the same rule and the same
 * message, in the UI language. Pass the field's schema (`createRackBody.shape.classNo`); the field is
 * marked required when the schema refuses an absent value.
 */
export function zodRule(schema: z.ZodType): RuleObject {
  return {
    required: !schema.safeParse(undefined).success,
    validator: async (_rule, value) => {
      const r = schema.safeParse(absent(value));
      if (!r.success) throw new Error(issueMessage(r.error.issues[0] as z.core.$ZodIssue));
    },
  };
}

/**
 * A rule that needs the other fields (safety ≤ maximum, a period's end after its start): the whole
 * form is parsed by the object schema and the issues on this field are shown on it.
 */
export function zodFormRule(
  schema: z.ZodType,
  field: string,
): (form: { getFieldsValue: (all: true) => unknown }) => RuleObject {
  return (form) => ({
    validator: async () => {
      const values = Object.fromEntries(
        Object.entries((form.getFieldsValue(true) ?? {}) as Record<string, unknown>).map(([k, v]) => [
          k,
          absent(v),
        ]),
      );
      const r = schema.safeParse(values);
      const issue = r.success ? undefined : r.error.issues.find((i) => String(i.path[0]) === field);
      if (issue) throw new Error(issueMessage(issue as z.core.$ZodIssue));
    },
  });
}

/** The auth screens' lazily loaded schemas (phone, password, SMS code) as antd rules. */
export function authRule(name: SchemaName): RuleObject {
  return {
    validator: async (_rule, value) => {
      const message = await checkSchema(name, value);
      if (message) throw new Error(message);
    },
  };
}

/** "Confirmation must match" against another field of the same form. */
export function sameAs(field: string): (form: { getFieldValue: (name: string) => unknown }) => RuleObject {
  return (form) => ({
    validator: async (_rule, value) => {
      const message = checkSame(String(value ?? ""), String(form.getFieldValue(field) ?? ""));
      if (message) throw new Error(message);
    },
  });
}

/** Marks the fields named in a 1001 answer (data.errors) on the form; true when any was marked. */
export function applyFieldErrors(form: FormInstance, err: unknown): boolean {
  const known = new Set(Object.keys(form.getFieldsValue(true) as object));
  const fields = Object.entries(fieldErrorsOf(err))
    .filter(([name]) => known.has(name))
    .map(([name, message]) => ({ name, errors: [message] }));
  if (fields.length) form.setFields(fields);
  return fields.length > 0;
}

/**
 * The form's values, or null when a field is invalid: antd has then marked the fields, and a submit
 * handler just returns. (antd rejects with { errorFields }; left unhandled, that rejection lands in the
 * user's console as an uncaught error.) Anything else still throws.
 */
export async function validValues<V>(form: { validateFields: () => Promise<V> }): Promise<V | null> {
  try {
    return await form.validateFields();
  } catch (err) {
    if (err && typeof err === "object" && "errorFields" in err) return null;
    throw err;
  }
}
