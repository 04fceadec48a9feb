import type { FormInstance } from "antd";
import type { RuleObject } from "antd/es/form";
import type { TFunction } from "i18next";
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

/** Required text of min..max characters (api-enterprise.md "Field limits"), messages in the UI language. */
export function textRules(t: TFunction, min: number, max: number): RuleObject[] {
  const rules: RuleObject[] = [
    { max, message: t("forms:validation.length", { min, max }) },
    { min, message: t("forms:validation.length", { min, max }) },
  ];
  if (min > 0) rules.unshift({ required: true, whitespace: true, message: t("common:validation.required") });
  return rules;
}

/** 1-4 digits (spec §5); optional unless required. */
export function staffNoRules(t: TFunction, required = false): RuleObject[] {
  return [
    ...(required ? [{ required: true, message: t("common:validation.required") }] : []),
    { pattern: /^\d{1,4}$/, message: t("forms:validation.staffNo") },
  ];
}
