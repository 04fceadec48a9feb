import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/db.ts";

/** Where SMS texts go. `log` (default) writes the log line and the outbox; `http` posts to a gateway. */
export interface SmsProvider {
  send(phone: string, text: string, now: Date): Promise<void>;
}

export function createSmsProvider(config: Config, db: Db, log: FastifyBaseLogger): SmsProvider {
  if (config.smsProvider === "http") {
    const url = config.smsHttpUrl!;
    return {
      async send(phone, text) {
        const res = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ phone, text }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
      },
    };
  }
  return {
    async send(phone, text, now) {
      log.info(`SMS to ${phone}: ${text}`);
      await db.query("INSERT INTO sms_outbox (phone, text, created_at) VALUES ($1, $2, $3)", [
        phone,
        text,
        now,
      ]);
    },
  };
}
