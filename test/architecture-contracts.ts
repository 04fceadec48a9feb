/**
 * The seams no other rule looks at (docs/architecture.md "Contracts", "Services", "Tests"): each check
 * names its violations; architecture.test.ts runs them on the tree and on planted samples.
 */

const lineOf = (source: string, index: number) => source.slice(0, index).split("\n").length;

/**
 * A web feature naming an API path or calling the raw client: features call the client functions of
 * `apps/web/src/api/<area>.ts`, made from the shared contracts (`call(contract, body)`).
 * `paths` are the contracts' paths (`/api/<module>/<action>`).
 */
export function apiPathViolations(file: string, source: string, paths: ReadonlySet<string>): string[] {
  if (!/^apps\/web\/src\/features\//.test(file) || /\.test\.tsx?$/.test(file)) return [];
  const out: string[] = [];
  for (const hit of source.matchAll(/\b(request)\s*(<[^>()]*>)?\s*\(/g)) {
    out.push(
      `${file}:${lineOf(source, hit.index)} calls ${hit[1]}() by path; call the area's client (apps/web/src/api)`,
    );
  }
  for (const hit of source.matchAll(/["'`](\/(?:api\/)?[A-Za-z][\w-]*\/[A-Za-z][\w-]*)(?:[?"'`$])/g)) {
    const path = hit[1].startsWith("/api/") ? hit[1] : `/api${hit[1]}`;
    if (paths.has(path)) out.push(`${file}:${lineOf(source, hit.index)} names the API path ${hit[1]}`);
  }
  return out;
}

/** A server route registered by hand instead of from its contract (lib/route.ts `route`). */
export function routeWithoutContractViolations(file: string, source: string): string[] {
  if (!/^apps\/server\/src\/modules\//.test(file)) return [];
  const out: string[] = [];
  for (const hit of source.matchAll(
    /\bapp\.(get|post|put|patch|delete|route)\s*(<[^>()]*>)?\s*\(|\bpost\s*\(\s*app\s*,/g,
  )) {
    out.push(
      `${file}:${lineOf(source, hit.index)} registers a route without a contract; use route(app, contract, handler)`,
    );
  }
  return out;
}

/** A service taking the Fastify instance: services take `(ctx, input)` (lib/context.ts). */
export function fastifyInServiceViolations(file: string, source: string): string[] {
  if (!/^apps\/server\/src\/(modules|workers)\/.*\.service\.ts$/.test(file)) return [];
  const out: string[] = [];
  for (const hit of source.matchAll(/\bFastifyInstance\b/g)) {
    out.push(`${file}:${lineOf(source, hit.index)} takes the Fastify instance; take (ctx, input)`);
  }
  return out;
}

const isTestFile = (file: string) =>
  !/(^|\/|-)screenshots\.ts$/.test(file) &&
  (/\.test\.tsx?$/.test(file) ||
    /^apps\/web\/e2e\//.test(file) ||
    /^apps\/server\/test\//.test(file) ||
    /^test\//.test(file));

/**
 * A fixed sleep in a test: tests wait on the thing itself (expect.poll, a locator, the injectable
 * clock), never for a number of milliseconds.
 */
export function sleepViolations(file: string, source: string): string[] {
  const exempt = ["test/architecture-contracts.ts", "test/architecture.test.ts", "test/wait.ts"];
  if (!isTestFile(file) || exempt.includes(file)) return [];
  const out: string[] = [];
  const patterns = [
    /\.waitForTimeout\s*\(/g,
    /new\s+Promise\s*(<[^>]*>)?\s*\(\s*\(?\s*(\w+)\s*\)?\s*=>\s*setTimeout\s*\(\s*\2\s*,/g,
    /\bawait\s+(sleep|delay|wait)\s*\(\s*\d/g,
    /\bsetTimeout\s*\(\s*\w+\s*,\s*\d+\s*\)\s*\)/g,
  ];
  for (const re of patterns) {
    for (const hit of source.matchAll(re)) {
      // A wait that is the input itself (a drag at a human's pace) says so on its line.
      const lineEnd = source.indexOf("\n", hit.index);
      if (/\/\/ input pace: \S/.test(source.slice(hit.index, lineEnd === -1 ? undefined : lineEnd))) continue;
      const found = `${file}:${lineOf(source, hit.index)} sleeps a fixed time; wait on the thing itself`;
      if (!out.includes(found)) out.push(found);
    }
  }
  return out;
}

/** A browser test file starting its own server or Chromium instead of the shared fixture (support/suite.ts). */
export function fixtureViolations(file: string, source: string): string[] {
  if (!/^apps\/web\/e2e\/[^/]+\.test\.ts$/.test(file)) return [];
  const out: string[] = [];
  for (const hit of source.matchAll(/\b(startServer|launchBrowser)\s*\(/g)) {
    out.push(
      `${file}:${lineOf(source, hit.index)} calls ${hit[1]}(); use browserSuite() (e2e/support/suite.ts)`,
    );
  }
  return out;
}
