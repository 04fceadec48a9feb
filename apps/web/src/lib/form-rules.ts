import type { FormInstance } from "antd";
import type { RuleObject } from "antd/es/form";
import { checkSame, checkSchema, fieldErrorsOf, type SchemaName } from "./validate.ts";

/** The shared zod schemas as antd Form rules (screens inside the shell use antd Form). */
export function zodRule(name: SchemaName): RuleObject {
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
