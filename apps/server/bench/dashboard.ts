/**
 * npm run bench:dashboard — the dashboard queries alone (/api/dashboard/production and /planning over
 * the last 7, 30 and 90 days, /mes; docs/api-analytics.md "Dashboards and the MES overview"): the data
 * set and the measurements of `npm run bench:machine-data` (bench/machine-data.ts, 1 000 000 cutting
 * records and 100 000 boards on PostgreSQL; steps in bench/machine-queries.ts), only the steps named
 * "dashboard …". Budget: 300 ms p50 each. Same settings (DATABASE_URL / TEST_DATABASE_URL,
 * BENCH_RECORDS, BENCH_BOARDS, BENCH_OUT).
 */
import { main } from "./machine-data.ts";

await main((step) => step.startsWith("dashboard "));
