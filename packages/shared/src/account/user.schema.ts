import { z } from "zod";
import { isoTime } from "../api.ts";
import { idField, LIMITS, text } from "../enterprise/fields.ts";
import { passwordSchema, withPasswordConfirmation } from "../validation.ts";

/** `/api/user/getInfo`: the user, the session's enterprise, the role and the menu ids it holds. */
export const userInfo = z.object({
  userId: z.string(),
  userInfo: z.object({
    nickname: z.string(),
    avatar: z.string().nullable(),
    account: z.string(),
    gender: z.number().int(),
    orgName: z.string().nullable(),
  }),
  orgInfo: z
    .object({ orgId: z.string(), name: z.string(), logo: z.string().nullable(), mesEnabled: z.boolean() })
    .nullable(),
  roles: z.array(z.string()),
  roleName: z.string().nullable(),
  menu: z.array(z.number().int()),
});
export type UserInfo = z.infer<typeof userInfo>;

/** The fields of a password change; the body adds "the confirmation matches". */
export const changePasswordFields = z.strictObject({
  oldPassword: z.string().min(1, { error: "validation.passwordRequired" }).max(100),
  password: passwordSchema,
  confirmPassword: z.string(),
});
export const changePasswordBody = withPasswordConfirmation(changePasswordFields);
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

/** `/api/user/changePassword`: this session's new token (every other session ended). */
export const renewedToken = z.object({ token: z.string() });

export const updateProfileBody = z.strictObject({
  nickname: text(LIMITS.nickname),
  avatar: idField.nullable(),
  gender: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});
export type UpdateProfileBody = z.input<typeof updateProfileBody>;

export const unbindBody = z.strictObject({ provider: z.string().min(1).max(40) });

/** `/api/user/thirdPartyBindings`: the providers that can be bound and the user's bindings. */
export const thirdPartyBindings = z.object({
  providers: z.array(
    z.object({
      provider: z.string(),
      name: z.object({ "zh-CN": z.string(), "en-US": z.string() }),
      configured: z.boolean(),
    }),
  ),
  bindings: z.array(z.object({ provider: z.string(), displayName: z.string(), createdAt: isoTime })),
});
export type ThirdPartyBindings = z.infer<typeof thirdPartyBindings>;
