import { describe, expect, it } from "vitest";
import { changePasswordBody } from "../src/account/user.schema.ts";
import { loginBody, registerBody } from "../src/auth/auth.schema.ts";
import { phoneSchema } from "../src/validation.ts";

describe("validation rules (spec §5)", () => {
  it("accepts 11-digit phones starting 13-19 only", () => {
    for (const ok of ["13800000000", "19912345678", " 15012345678 "])
      expect(phoneSchema.safeParse(ok).success).toBe(true);
    for (const bad of ["12800000000", "1380000000", "138000000000", "2380000000a", ""]) {
      expect(phoneSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it("requires matching confirmation and a 6-20 character password", () => {
    const base = { phone: "13800000000", code: "123456", agree: true as const };
    expect(registerBody.safeParse({ ...base, password: "abcdef", confirmPassword: "abcdef" }).success).toBe(
      true,
    );
    const mismatch = registerBody.safeParse({ ...base, password: "abcdef", confirmPassword: "abcdeg" });
    expect(mismatch.error?.issues[0]).toMatchObject({
      path: ["confirmPassword"],
      message: "validation.passwordMismatch",
    });
    expect(
      changePasswordBody.safeParse({
        oldPassword: "x",
        password: "a".repeat(21),
        confirmPassword: "a".repeat(21),
      }).success,
    ).toBe(false);
  });

  it("refuses unknown keys", () => {
    expect(loginBody.safeParse({ phone: "13800000000", password: "x", extra: 1 }).success).toBe(false);
  });
});
