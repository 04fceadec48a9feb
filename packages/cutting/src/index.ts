export type { CheckOptions, CheckResult, PlanLike, Violation, ViolationKind } from "./checker.ts";
export { checkPlan } from "./checker.ts";
export { parseCsv } from "./csv.ts";
export { solve } from "./solve.ts";
export type * from "./types.ts";
export { solveInWorker } from "./worker.ts";
