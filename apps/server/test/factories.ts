import type { SliderChallenge } from "@stoneworks/shared";
import { PNG } from "pngjs";
import { hashPassword } from "../src/modules/auth/auth.service.ts";
import { createDefaultWorkshops } from "../src/modules/factory/workshop.repository.ts";
import type { TestApp } from "./helper.ts";
import { findGapX, humanTrack } from "./slider-solver.ts";

let phoneSeq = 0;
/** A fresh valid phone number per call (13 9 + 8 digits). */
export function newPhone(): string {
  phoneSeq += 1;
  return `139${String(process.pid % 1000).padStart(3, "0")}${String(phoneSeq).padStart(5, "0")}`;
}

/** Solves a slider challenge as a person would and returns the ticket. */
export async function sliderTicket(t: TestApp): Promise<string> {
  const challenge = await t.call<SliderChallenge>("captcha/slider", {});
  const x = findGapX(challenge.data);
  const res = await t.call<{ captchaTicket: string }>("captcha/verify", {
    challengeId: challenge.data.challengeId,
    x,
    track: humanTrack(x),
  });
  if (!res.result) throw new Error(`slider not passed: ${res.msg}`);
  return res.data.captchaTicket;
}

/** Sends a code through the real path (slider, send) and reads it from the outbox. */
export async function requestCode(
  t: TestApp,
  phone: string,
  purpose: "login" | "register" | "resetPassword",
  ip?: string,
): Promise<string> {
  const captchaTicket = await sliderTicket(t);
  const res = await t.call("hmSms/sendSecVerifyCode", { phone, purpose, captchaTicket }, { ip });
  if (!res.result) throw new Error(`send failed: ${res.code} ${res.msg}`);
  const code = await t.smsCode(phone);
  if (!code) throw new Error("no code in the outbox");
  return code;
}

export interface TestUser {
  userId: string;
  phone: string;
  password: string;
}

/** A user with a password, straight into the database (no SMS). */
export async function createUser(t: TestApp, overrides: Partial<{ phone: string; password: string }> = {}) {
  const phone = overrides.phone ?? newPhone();
  const password = overrides.password ?? "secret123";
  const { rows } = await t.db.query<{ id: string }>(
    "INSERT INTO users (phone, password_hash, nickname) VALUES ($1, $2, $3) RETURNING id",
    [phone, await hashPassword(password), `user ${phone.slice(-4)}`],
  );
  return { userId: rows[0]!.id, phone, password } satisfies TestUser;
}

/** An enterprise with a super administrator role and, optionally, a limited role. */
export async function createOrg(
  t: TestApp,
  owner: TestUser,
  name = `Org ${Math.random().toString(36).slice(2, 7)}`,
) {
  const org = await t.db.query<{ id: string }>(
    "INSERT INTO orgs (name, created_by) VALUES ($1, $2) RETURNING id",
    [name, owner.userId],
  );
  const orgId = org.rows[0]!.id;
  await createDefaultWorkshops(t.db, orgId, new Date());
  const role = await t.db.query<{ id: string }>(
    "INSERT INTO roles (org_id, name, is_super, menus) VALUES ($1, '超级管理员', true, '{}') RETURNING id",
    [orgId],
  );
  await addMember(t, orgId, owner, role.rows[0]!.id);
  return { orgId, superRoleId: role.rows[0]!.id };
}

export async function createRole(
  t: TestApp,
  orgId: string,
  menus: number[],
  name = `role ${menus.join("-")}`,
) {
  const { rows } = await t.db.query<{ id: string }>(
    "INSERT INTO roles (org_id, name, menus) VALUES ($1, $2, $3) RETURNING id",
    [orgId, name, menus],
  );
  return rows[0]!.id;
}

export async function addMember(
  t: TestApp,
  orgId: string,
  user: TestUser,
  roleId: string,
  status = "enabled",
) {
  const { rows } = await t.db.query<{ id: string }>(
    "INSERT INTO members (org_id, user_id, name, phone, role_id, status) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
    [orgId, user.userId, `member ${user.phone.slice(-4)}`, user.phone, roleId, status],
  );
  return rows[0]!.id;
}

export async function login(t: TestApp, user: TestUser, remember = false): Promise<string> {
  const res = await t.call<{ token: string }>("userAuth/login", {
    phone: user.phone,
    password: user.password,
    remember,
  });
  if (!res.result) throw new Error(`login failed: ${res.code} ${res.msg}`);
  return res.data.token;
}

/** A tiny real PNG (8 x 8, one colour) for upload tests. */
export function tinyPng(): Buffer {
  const png = new PNG({ width: 8, height: 8 });
  png.data.fill(200);
  return PNG.sync.write(png);
}

/** POST a file as multipart/form-data to /api/upload/image through the real app. */
export async function uploadImage(
  t: TestApp,
  token: string,
  data: Buffer,
  filename = "logo.png",
  mime = "image/png",
) {
  const boundary = `----sw${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${mime}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/upload/image",
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
  return res.json() as { result: boolean; code: number; msg: string; data: { fileId: string; url: string } };
}

/** A valid body for /api/org/myCreateOrg (泉州市南安市), with a freshly uploaded logo. */
export async function orgBody(
  t: TestApp,
  token: string,
  name = `测试石材 ${Math.random().toString(36).slice(2, 6)}`,
) {
  const logo = (await uploadImage(t, token, tinyPng())).data.fileId;
  return {
    name,
    logo,
    contactName: "王经理",
    contactPhone: "13912345678",
    province: "35",
    city: "3505",
    area: "350583",
    address: "水头镇石材园 1 号",
  };
}
