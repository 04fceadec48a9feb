import type { RuleObject } from "antd/es/form";
import type { TFunction } from "i18next";

/** Field rules of docs/api-factory.md, with the same messages the server sends. */

/** Yuan ≥ 0 with at most 2 decimals ("12", "12.5", "12.50"), as the server checks it. */
export const MONEY = /^\d{1,8}(\.\d{1,2})?$/;
/** m² with at most 2 decimals (rack safety and maximum values). */
export const AREA = /^\d{1,6}(\.\d{1,2})?$/;

export function isMoney(v: unknown): boolean {
  return typeof v === "string" && MONEY.test(v.trim());
}

const isArea = (v: unknown) => typeof v === "string" && AREA.test(v.trim());

/** Unit price in yuan ≥ 0 with at most 2 decimals → 请输入合法的单价. */
export function unitPriceRules(t: TFunction): RuleObject[] {
  return [
    {
      validator: async (_r, value) => {
        if (!isMoney(value)) throw new Error(t("factory:validation.unitPrice"));
      },
    },
  ];
}

/** An area in m² with at most 2 decimals (rack safety and maximum values). */
export function areaRules(t: TFunction): RuleObject[] {
  return [
    { required: true, message: t("common:validation.required") },
    { pattern: AREA, message: t("factory:validation.decimal2") },
  ];
}

/** Safety ≤ maximum (checked on the safety field, like the server) → 输入数值不合理. */
export function safetyNotAboveMax(t: TFunction) {
  return (form: { getFieldValue: (name: string) => unknown }): RuleObject => ({
    validator: async (_r, value) => {
      const max = form.getFieldValue("maxValue");
      if (!isArea(value) || !isArea(max)) return;
      if (Number(value) > Number(max)) throw new Error(t("factory:validation.unreasonable"));
    },
  });
}

/** Codes: letters, digits and "-", 1..max characters. */
export function codeRules(t: TFunction, max = 20): RuleObject[] {
  return [
    { required: true, whitespace: true, message: t("common:validation.required") },
    { pattern: new RegExp(`^[A-Za-z0-9-]{1,${max}}$`), message: t("factory:validation.code", { max }) },
  ];
}

/** Optional text of at most max characters. */
export function optionalText(t: TFunction, max: number): RuleObject[] {
  return [{ max, message: t("forms:validation.length", { min: 0, max }) }];
}
