import { KERF_MAX_MM, KERF_MIN_MM, projectSettingsSchema } from "@stoneworks/shared";
import type { RuleObject } from "antd/es/form";
import type { TFunction } from "i18next";

/**
 * The settings form's kerf and cutting-stage rules: the shared schema decides, the message says what
 * is wrong in words of this screen (the schema's own keys are server-only catalogue sections, and the
 * generic fallbacks said "too long" for a kerf of 7 and "wrong format" for no stage count chosen).
 */
const rule = (schema: { safeParse: (v: unknown) => { success: boolean } }, message: string): RuleObject => ({
  required: true,
  message,
  validator: async (_rule, value) => {
    if (!schema.safeParse(value === null ? undefined : value).success) throw new Error(message);
  },
});

export const kerfRule = (t: TFunction) =>
  rule(
    projectSettingsSchema.shape.kerf,
    t("project:settings.kerfInvalid", { min: KERF_MIN_MM, max: KERF_MAX_MM }),
  );

export const stagesRule = (t: TFunction) =>
  rule(projectSettingsSchema.shape.stages, t("project:settings.stagesRequired"));
