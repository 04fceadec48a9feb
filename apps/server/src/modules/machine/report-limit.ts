import { Code } from "@stoneworks/shared";
import { AppError } from "../../lib/errors.ts";

/**
 * Per-machine report rate (DEVICE_REPORTS_PER_MINUTE, docs/api-machine.md "Flow control"): a token
 * bucket per machine, holding at most one minute's reports and refilled evenly. A report beyond it is
 * refused with 1004 and `retryAfter` (whole seconds until the next report is admitted); nothing of it
 * is read. Per server process: with several servers a machine's reports are shared among them, so
 * the effective limit is at most that many times higher — a bound against floods, not a quota.
 */
class ReportLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly perMs: number;

  constructor(private readonly perMinute: number) {
    this.perMs = perMinute / 60_000;
  }

  /** Takes one report's token for `deviceId`, or throws 1004 with retryAfter. */
  admit(deviceId: string, now: Date): void {
    const t = now.getTime();
    const b = this.buckets.get(deviceId) ?? { tokens: this.perMinute, at: t };
    b.tokens = Math.min(this.perMinute, b.tokens + Math.max(0, t - b.at) * this.perMs);
    b.at = t;
    this.buckets.set(deviceId, b);
    if (b.tokens >= 1) {
      b.tokens -= 1;
      return;
    }
    const retryAfter = Math.max(1, Math.ceil((1 - b.tokens) / this.perMs / 1000));
    throw new AppError(Code.TooManyRequests, {
      msgKey: "machine.report.tooMany",
      data: { retryAfter },
      params: { retryAfter },
    });
  }
}

const limiters = new WeakMap<object, ReportLimiter>();

/** The limiter of one server (keyed by its config object, shared by HTTP and MQTT). */
export function limiterOf(config: { deviceReportsPerMinute: number }): ReportLimiter {
  let l = limiters.get(config);
  if (!l) {
    l = new ReportLimiter(config.deviceReportsPerMinute);
    limiters.set(config, l);
  }
  return l;
}
