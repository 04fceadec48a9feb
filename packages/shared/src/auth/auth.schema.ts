import { z } from "zod";
import { passwordSchema, phoneSchema, smsCodeSchema, withPasswordConfirmation } from "../validation.ts";

/** Bodies of DESIGN §10. Every schema is strict: unknown keys are refused with code 1001. */
export const smsPurpose = z.enum(["login", "register", "resetPassword"]);
export type SmsPurpose = z.infer<typeof smsPurpose>;

export const sendSmsBody = z.strictObject({
  phone: phoneSchema,
  purpose: smsPurpose,
  captchaTicket: z.string().max(200).optional(),
});

export const sliderBody = z.strictObject({});

/** One sample of the drag: x offset in px of the piece, y jitter in px, ms since the drag started. */
export const trackPoint = z.strictObject({
  x: z.number().finite(),
  y: z.number().finite(),
  t: z.number().finite().nonnegative(),
});

export const sliderVerifyBody = z.strictObject({
  challengeId: z.string().min(1).max(100),
  x: z.number().finite(),
  track: z.array(trackPoint).max(1000),
});

export const registerBody = withPasswordConfirmation(
  z.strictObject({
    phone: phoneSchema,
    code: smsCodeSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
    agree: z.literal(true, { error: "validation.agreeRequired" }),
  }),
);

export const loginBody = z.strictObject({
  phone: phoneSchema,
  password: z.string().min(1, { error: "validation.passwordRequired" }).max(100),
  remember: z.boolean().optional().default(false),
});

export const codeLoginBody = z.strictObject({
  phone: phoneSchema,
  code: smsCodeSchema,
  remember: z.boolean().optional().default(false),
});

export const resetPasswordBody = withPasswordConfirmation(
  z.strictObject({
    phone: phoneSchema,
    code: smsCodeSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
  }),
);

export const emptyBody = z.strictObject({});

/** What a login or a registration answers: the session's token. */
export const tokenAnswer = z.object({ token: z.string(), userId: z.string() });
export type TokenAnswer = z.infer<typeof tokenAnswer>;
export type LoginBody = z.input<typeof loginBody>;
export type CodeLoginBody = z.input<typeof codeLoginBody>;
export type RegisterBody = z.input<typeof registerBody>;
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

/** `/api/captcha/slider`: a new challenge. */
export const sliderChallenge = z.object({
  challengeId: z.string(),
  /** PNG data URL of the background with the gap cut out. */
  background: z.string(),
  /** PNG data URL of the puzzle piece (transparent around its outline). */
  piece: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  pieceSize: z.number().int(),
  /** The piece's fixed vertical position in px; the user drags it along x only. */
  pieceY: z.number().int(),
});
export type SliderChallenge = z.infer<typeof sliderChallenge>;
export type TrackPoint = z.infer<typeof trackPoint>;
export type SliderVerifyBody = z.input<typeof sliderVerifyBody>;

/** `/api/captcha/verify`: a single-use ticket for one SMS send. */
export const captchaTicket = z.object({ captchaTicket: z.string() });
export type CaptchaTicket = z.infer<typeof captchaTicket>;

export type SendSmsBody = z.input<typeof sendSmsBody>;
/** `/api/hmSms/sendSecVerifyCode`: seconds before the next send of this phone is allowed. */
export const smsSent = z.object({ resendAfter: z.number().int() });
export type SmsSent = z.infer<typeof smsSent>;
