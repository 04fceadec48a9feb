import { z } from "zod";
import {
  pageFields,
  passwordSchema,
  phoneSchema,
  smsCodeSchema,
  withPasswordConfirmation,
} from "../validation.ts";

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

export const changePasswordBody = withPasswordConfirmation(
  z.strictObject({
    oldPassword: z.string().min(1, { error: "validation.passwordRequired" }).max(100),
    password: passwordSchema,
    confirmPassword: z.string(),
  }),
);

export const emptyBody = z.strictObject({});

export const teamMessageBody = z.strictObject({ appId: z.number().int() });

export const switchIdentityBody = z.strictObject({ orgId: z.string().uuid() });

export interface UserInfo {
  userId: string;
  userInfo: {
    nickname: string;
    avatar: string | null;
    account: string;
    gender: number;
    orgName: string | null;
  };
  orgInfo: { orgId: string; name: string; logo: string | null; mesEnabled: boolean } | null;
  roles: string[];
  roleName: string | null;
  menu: number[];
}

export interface SliderChallenge {
  challengeId: string;
  /** PNG data URL of the background with the gap cut out. */
  background: string;
  /** PNG data URL of the puzzle piece (transparent around its outline). */
  piece: string;
  width: number;
  height: number;
  pieceSize: number;
  /** The piece's fixed vertical position in px; the user drags it along x only. */
  pieceY: number;
}

export const sessionListBody = z.strictObject({ ...pageFields });

export const revokeSessionBody = z.strictObject({ sessionId: z.string().uuid() });

export interface SessionItem {
  sessionId: string;
  current: boolean;
  ip: string | null;
  userAgent: string | null;
  remember: boolean;
  createdAt: string;
  renewUntil: string;
}
