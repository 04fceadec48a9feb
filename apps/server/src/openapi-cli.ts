/**
 * `npm run client:generate`: builds the app in-process (in-memory PGlite), reads its OpenAPI
 * document and writes the integrator client's types (packages/client/src/schema.d.ts).
 * `--check` writes nothing and fails if the committed file differs.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildOpenApiDocument, CLIENT_SCHEMA_FILE, clientTypesOf } from "./openapi.ts";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const file = path.join(root, CLIENT_SCHEMA_FILE);
const text = await clientTypesOf(await buildOpenApiDocument());
if (process.argv.includes("--check")) {
  const committed = await readFile(file, "utf8").catch(() => "");
  if (committed !== text) {
    console.error(`${CLIENT_SCHEMA_FILE} is out of date: run npm run client:generate`);
    process.exit(1);
  }
  console.log(`${CLIENT_SCHEMA_FILE} is up to date`);
} else {
  await writeFile(file, text);
  console.log(`wrote ${CLIENT_SCHEMA_FILE}`);
}
