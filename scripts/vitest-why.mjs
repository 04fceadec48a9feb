// A Vitest reporter for `npm test` (scripts/test.mjs): when a run fails without a failed test (an
// error outside any test: a hook, an import, an unhandled rejection, a worker that died), it writes
// those errors to STONEWORKS_WHY_FILE, so the run's last lines can say why the step failed.
import { writeFileSync } from "node:fs";

const brief = (e) => {
  const text = `${e?.name ? `${e.name}: ` : ""}${e?.message ?? String(e)}`;
  const stack = String(e?.stack ?? "")
    .split("\n")
    .filter((l) => /^\s+at /.test(l))
    .slice(0, 6)
    .join("\n");
  return stack ? `${text}\n${stack}` : text;
};

export default class WhyReporter {
  onTestRunEnd(testModules, unhandledErrors, reason) {
    const file = process.env.STONEWORKS_WHY_FILE;
    if (!file) return;
    const lines = [];
    for (const m of testModules) {
      for (const e of m.errors()) lines.push(`${m.moduleId}: ${brief(e)}`);
      for (const s of m.children.allSuites()) {
        for (const e of s.errors()) lines.push(`${m.moduleId} › ${s.fullName}: ${brief(e)}`);
      }
    }
    for (const e of unhandledErrors) lines.push(`unhandled: ${brief(e)}`);
    writeFileSync(file, JSON.stringify({ reason, errors: lines }));
  }
}
