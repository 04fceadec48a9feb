/**
 * The OpenAPI document and the integrator client's types generated from it (packages/client,
 * `npm run client:generate`; docs/architecture.md "Contracts"). The document is what
 * `GET /api/docs/json` serves: every route's contract, recursive schemas as named components
 * (`.meta({ id })`), each operation's refusal codes in its description and `x-refusals`.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { OpenAPIV3 } from "openapi-types";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { openPglite } from "./db/db.ts";
import { migrate } from "./db/migrate.ts";

/** Where the generated types live, from the repository root. */
export const CLIENT_SCHEMA_FILE = "packages/client/src/schema.d.ts";

/** The document of a built app (a copy: the caller may change it). */
export function openApiOf(app: FastifyInstance): OpenAPIV3.Document {
  return structuredClone(app.swagger()) as OpenAPIV3.Document;
}

/** Builds the whole app on an in-memory PGlite (nothing listens, nothing is kept) and reads its document. */
export async function buildOpenApiDocument(): Promise<OpenAPIV3.Document> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "sw-openapi-"));
  const db = await openPglite();
  try {
    await migrate(db);
    const config = loadConfig({
      DATA_DIR: dataDir,
      SMS_PROVIDER: "log",
      SECRETS_KEY: randomBytes(32).toString("base64"),
    });
    const app = await buildApp({ config, db });
    try {
      await app.ready();
      return openApiOf(app);
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const HEADER = `/**
 * The Stoneworks API's types, generated from its OpenAPI document by openapi-typescript.
 * Do not edit: run \`npm run client:generate\` at the repository root after changing a contract.
 */

`;

/** The text of packages/client/src/schema.d.ts for a document. */
export async function clientTypesOf(doc: OpenAPIV3.Document): Promise<string> {
  // openapi-typescript is a development tool: loaded only when generating.
  const { default: openapiTS, astToString } = await import("openapi-typescript");
  const ast = await openapiTS(doc as unknown as Parameters<typeof openapiTS>[0], { silent: true });
  return HEADER + astToString(ast);
}
