import { existsSync } from "node:fs";
import path from "node:path";
import helmet from "@fastify/helmet";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { Code, type Contract, langFromHeader, translate, unstorableTextPath } from "@stoneworks/shared";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "./config.ts";
import type { Db } from "./db/db.ts";
import { type Clock, systemClock } from "./lib/clock.ts";
import { fieldError } from "./lib/errors.ts";
import { JobQueue, type JobQueueOptions } from "./lib/job-queue.ts";
import type { Access } from "./lib/route.ts";
import { createSecretBox } from "./lib/secret-box.ts";
import { accountRoutes } from "./modules/account/account.routes.ts";
import { analyticsRoutes } from "./modules/analytics/analytics.routes.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { createSmsProvider } from "./modules/auth/sms-provider.ts";
import { enterpriseRoutes } from "./modules/enterprise/enterprise.routes.ts";
import { factoryRoutes } from "./modules/factory/factory.routes.ts";
import { floorRoutes } from "./modules/floor/floor.routes.ts";
import { inventoryRoutes } from "./modules/inventory/inventory.routes.ts";
import { layoutRoutes } from "./modules/layout/layout.routes.ts";
import { machineRoutes } from "./modules/machine/machine.routes.ts";
import { productionRoutes } from "./modules/production/production.routes.ts";
import { projectRoutes } from "./modules/project/project.routes.ts";
import { salesRoutes } from "./modules/sales/sales.routes.ts";
import { authPlugin } from "./plugins/auth.ts";
import { errorsPlugin } from "./plugins/errors.ts";
import { healthRoutes } from "./plugins/health.ts";
import { startWorkers } from "./workers/index.ts";

export interface BuildOptions {
  config: Config;
  db: Db;
  clock?: Clock;
  logger?: FastifyServerOptions["logger"];
  trustProxy?: boolean;
  /**
   * Check every answer against its route's declared response schema (a mismatch is a 500). The test
   * suite turns this on so a response that drifts from its shared schema fails a test; production
   * serializes without the check (docs/benchmarks.md has the cost).
   */
  validateResponses?: boolean;
  /** Polling and maintenance of the job queue (tests poll faster). */
  jobs?: JobQueueOptions;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access | undefined;
  /** Top-level keys of the JSON body schema: the isolation harness finds id-taking routes by them. */
  bodyKeys: string[];
  /** Whether the route declares what it answers (the response-schema meta-test reads this). */
  hasResponse: boolean;
  /** The route's zod body schema, if it has one: the fuzz meta-test derives bodies from it. */
  bodySchema?: z.ZodType;
  /** The contract it was registered from (lib/route.ts `route`). */
  contract?: Contract;
}

/** Every route as registered, with its declared access: the permission meta-test reads this. */
export const routeTable = new WeakMap<FastifyInstance, RegisteredRoute[]>();

const JSON_BODY_LIMIT = 1024 * 1024;

/** Builds the whole server; used by server.ts and by every test (which then call inject or listen). */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  if (!opts.config.secretsKey) {
    throw new Error("no secrets key: set SECRETS_KEY (server.ts falls back to $DATA_DIR/secrets.key)");
  }
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: opts.trustProxy ?? false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    opts.validateResponses ? serializerCompiler : () => (data) => JSON.stringify(data),
  );
  app.decorate("db", opts.db);
  app.decorate("config", opts.config);
  app.decorate("clock", opts.clock ?? systemClock);
  app.decorate("secrets", createSecretBox(opts.config.secretsKey, opts.config.secretsKeyPrevious));
  app.decorate("sms", createSmsProvider(opts.config, opts.db, app.log));
  const jobs = await JobQueue.start(opts.db, app.log, opts.jobs);
  app.decorate("jobs", jobs);
  app.addHook("onClose", () => jobs.stop());

  const routes: RegisteredRoute[] = [];
  routeTable.set(app, routes);
  app.addHook("onRoute", (route) => {
    // Documentation and web assets are public by nature; every /api route must declare its access.
    if (!route.config?.access && (route.url.startsWith("/api/docs") || !route.url.startsWith("/api/"))) {
      route.config = { ...route.config, access: "public" };
    }
    // One contract per endpoint (docs/architecture.md "Contracts"): an /api route registered without
    // one (by hand, not by lib/route.ts `route`) stops the server from starting. The documentation and
    // the liveness check are the server's own, not endpoints of an area.
    const own = route.url.startsWith("/api/docs") || route.url === "/api/health";
    if (route.url.startsWith("/api/") && !own && !route.config?.contract) {
      throw new Error(
        `${route.method} ${route.url} has no contract: register it with route(app, contract, handler)`,
      );
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === "HEAD") continue;
      const body = (route.schema as { body?: z.ZodType & { shape?: Record<string, unknown> } } | undefined)
        ?.body;
      routes.push({
        method,
        url: route.url,
        access: (route.config as { access?: Access } | undefined)?.access,
        bodyKeys: body?.shape ? Object.keys(body.shape) : [],
        hasResponse: !!(route.schema as { response?: unknown } | undefined)?.response,
        bodySchema: body instanceof z.ZodType ? body : undefined,
        contract: route.config?.contract,
      });
    }
  });

  // Language first, so every later failure (even a malformed body) answers in it.
  app.addHook("onRequest", async (req) => {
    req.lang = langFromHeader(req.headers["accept-language"]);
  });
  // An empty POST (the spec's logOut sends none) is the empty object.
  app.addHook("preValidation", async (req) => {
    if (req.method === "POST" && (req.body === undefined || req.body === null)) req.body = {};
    // Text PostgreSQL cannot store (NUL, a lone surrogate) is refused here, for every route at once.
    const bad = unstorableTextPath(req.body);
    if (bad !== null) throw fieldError(bad, "validation.badText");
  });

  await app.register(errorsPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd writes its CSS-in-JS into <style> tags.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Stoneworks API",
        description:
          "Every call is POST with a JSON body and answers HTTP 200 with { result, code, msg, data }. See docs/api.md for codes.",
        version: "0.1.0",
      },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
    },
    // Schemas with an id in zod's global registry (`.meta({ id })`: the recursive trees) are named
    // components, and every route refers to them by `$ref`.
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
  await app.register(authPlugin);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(enterpriseRoutes);
  await app.register(factoryRoutes);
  await app.register(projectRoutes);
  await app.register(inventoryRoutes);
  await app.register(layoutRoutes);
  await app.register(salesRoutes);
  await app.register(productionRoutes);
  await app.register(floorRoutes);
  await app.register(machineRoutes);
  await app.register(analyticsRoutes);
  await startWorkers(app);

  const webDist = opts.config.webDist;
  const hasWeb = !!webDist && existsSync(path.join(webDist, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        reply.header(
          "cache-control",
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? "public, max-age=31536000, immutable"
            : "no-cache",
        );
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const lang = langFromHeader(req.headers["accept-language"]);
    if (req.url.startsWith("/api/") || !hasWeb || req.method !== "GET") {
      return reply
        .status(404)
        .send({ result: false, code: Code.NotFound, msg: translate(lang, "code.routeNotFound"), data: null });
    }
    // The single-page app decides what an unknown path is (its own /404).
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });

  return app;
}
