import type { Access, Contract, Lang } from "@stoneworks/shared";
import type { Config } from "./config.ts";
import type { Db } from "./db/db.ts";
import type { Clock } from "./lib/clock.ts";
import type { JobQueue } from "./lib/job-queue.ts";
import type { SecretBox } from "./lib/secret-box.ts";
import type { SmsProvider } from "./modules/auth/sms-provider.ts";
import type { AuthContext } from "./plugins/auth.ts";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    config: Config;
    clock: Clock;
    sms: SmsProvider;
    jobs: JobQueue;
    /** Seals and opens secrets stored in the database (SECRETS_KEY). */
    secrets: SecretBox;
  }
  interface FastifyRequest {
    lang: Lang;
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    /** The contract the route was registered from (lib/route.ts `route`). */
    contract?: Contract;
  }
}
