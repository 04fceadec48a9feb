import { Code, type Lang, type SmsPurpose, translate } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { addSeconds } from "../../lib/clock.ts";
import { sha256, sixDigitCode } from "../../lib/crypto.ts";
import { AppError } from "../../lib/errors.ts";
import { findUserByPhone } from "../account/user.repository.ts";

export const SMS_CODE_TTL = 300;
export const SMS_MAX_ATTEMPTS = 5;
const RESEND_AFTER = 60;
const PER_PHONE_HOUR = 5;
const PER_IP_HOUR = 20;

function codeHash(phone: string, purpose: SmsPurpose, code: string): string {
  return sha256(`${phone}:${purpose}:${code}`);
}

/**
 * Sends a verification code after the slider ticket and the send limits are checked. A login or
 * reset code for an unknown phone answers the same as a real send (no account enumeration), but
 * nothing is delivered.
 */
export async function sendCode(
  app: FastifyInstance,
  input: { phone: string; purpose: SmsPurpose; captchaTicket?: string; ip: string; lang: Lang },
): Promise<{ resendAfter: number }> {
  const now = app.clock.now();
  const { phone, purpose, ip } = input;
  const hourAgo = addSeconds(now, -3600);
  const code = sixDigitCode();
  const user = await findUserByPhone(app.db, phone);
  const deliver = purpose === "register" ? !user : !!user;
  if (purpose === "register" && user) throw new AppError(Code.PhoneRegistered);

  await app.db.tx(async (q) => {
    if (app.config.sliderCaptcha) {
      // The ticket is consumed by this send and bound to this phone: it cannot serve another.
      const { rowCount } = await q.query(
        `UPDATE captcha_tickets SET used_at = $2, phone = $3
          WHERE ticket_hash = $1 AND used_at IS NULL AND expires_at > $2`,
        [sha256(input.captchaTicket ?? ""), now, phone],
      );
      if (rowCount !== 1) throw new AppError(Code.SliderRequired);
    }
    // Serialise sends per phone so two quick clicks cannot both pass the 60 s check.
    await q.query("SELECT pg_advisory_xact_lock(727002, hashtext($1))", [phone]);
    const { rows } = await q.query<{ last: Date | null; phone_hour: number }>(
      `SELECT max(created_at) AS last, count(*)::int AS phone_hour
         FROM sms_codes WHERE phone = $1 AND created_at > $2`,
      [phone, hourAgo],
    );
    const stats = rows[0]!;
    if (stats.last && now.getTime() - new Date(stats.last).getTime() < RESEND_AFTER * 1000) {
      const retryAfter = Math.ceil(RESEND_AFTER - (now.getTime() - new Date(stats.last).getTime()) / 1000);
      throw new AppError(Code.TooManyRequests, { data: { retryAfter } });
    }
    if (stats.phone_hour >= PER_PHONE_HOUR)
      throw new AppError(Code.TooManyRequests, { data: { retryAfter: 3600 } });
    const ipCount = await q.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM sms_codes WHERE ip = $1 AND created_at > $2",
      [ip, hourAgo],
    );
    if (ipCount.rows[0]!.n >= PER_IP_HOUR)
      throw new AppError(Code.TooManyRequests, { data: { retryAfter: 3600 } });
    await q.query(
      `INSERT INTO sms_codes (phone, purpose, code_hash, delivered, ip, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [phone, purpose, codeHash(phone, purpose, code), deliver, ip, addSeconds(now, SMS_CODE_TTL), now],
    );
  });
  if (deliver) await app.sms.send(phone, translate(input.lang, "sms.text", { code }), now);
  return { resendAfter: RESEND_AFTER };
}

/**
 * Consumes the newest live code of this phone and purpose. A wrong code counts a try; the fifth
 * wrong try voids the code, so even the right code is refused after that.
 */
export async function consumeCode(
  app: FastifyInstance,
  phone: string,
  purpose: SmsPurpose,
  code: string,
): Promise<void> {
  const now = app.clock.now();
  const { rows } = await app.db.query<{ id: string; attempts: number; code_hash: string }>(
    `SELECT id, attempts, code_hash FROM sms_codes
      WHERE phone = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
      ORDER BY created_at DESC LIMIT 1`,
    [phone, purpose, now],
  );
  const live = rows[0];
  if (!live || live.attempts >= SMS_MAX_ATTEMPTS) throw new AppError(Code.BadVerificationCode);
  const used = await app.db.query(
    `UPDATE sms_codes SET used_at = $2
      WHERE id = $1 AND used_at IS NULL AND attempts < $4 AND code_hash = $3`,
    [live.id, now, codeHash(phone, purpose, code), SMS_MAX_ATTEMPTS],
  );
  if (used.rowCount === 1) return;
  await app.db.query("UPDATE sms_codes SET attempts = attempts + 1 WHERE id = $1", [live.id]);
  throw new AppError(Code.BadVerificationCode);
}
