import type { Db } from "../../db/db.ts";
import { type SecretBox, SecretBoxError } from "../../lib/secret-box.ts";
import { listPaymentSecrets, replacePaymentSecret } from "./finance.repository.ts";

/**
 * The notification secret is stored sealed (lib/secret-box.ts), bound to its enterprise: a sealed
 * value copied to another enterprise's row does not open.
 */
const paymentSecretContext = (orgId: string) => `sales_payment_settings.secret:${orgId}`;

export const sealPaymentSecret = (box: SecretBox, orgId: string, secret: string) =>
  box.seal(secret, paymentSecretContext(orgId));

/** The plain secret of a stored value; throws SecretBoxError when no configured key opens it. */
export const openPaymentSecret = (box: SecretBox, orgId: string, stored: string) =>
  box.open(stored, paymentSecretContext(orgId)).plain;

interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Run at start: seals secrets stored in plain text (before encryption) and re-seals those sealed
 * with SECRETS_KEY_PREVIOUS. Idempotent and safe with several instances starting at once (a row is
 * replaced only if it still holds what was read); a value no key opens is left as it is and logged.
 */
export async function resealPaymentSecrets(
  db: Db,
  box: SecretBox,
  log: Log,
): Promise<{ resealed: number; unreadable: number }> {
  let resealed = 0;
  let unreadable = 0;
  for (const row of await listPaymentSecrets(db)) {
    try {
      const opened = box.open(row.secret, paymentSecretContext(row.org_id));
      if (!opened.stale) continue;
      const sealed = sealPaymentSecret(box, row.org_id, opened.plain);
      if (await replacePaymentSecret(db, row.org_id, row.secret, sealed)) resealed += 1;
    } catch (err) {
      if (!(err instanceof SecretBoxError)) throw err;
      unreadable += 1;
      log.error(
        { orgId: row.org_id },
        "payment notification secret cannot be decrypted: SECRETS_KEY (or $DATA_DIR/secrets.key) is not the key it was stored with; set the right key, or rotate the secret in the enterprise's finance settings",
      );
    }
  }
  if (resealed) log.info({ resealed }, "payment notification secrets sealed with the current SECRETS_KEY");
  return { resealed, unreadable };
}
