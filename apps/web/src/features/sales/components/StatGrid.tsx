import type { ReactNode } from "react";

/** A row of small figures (a customer's orders and money, a staff member's period). */
export function StatGrid({
  items,
}: {
  items: { label: ReactNode; value: ReactNode; tone?: "warn" | "good"; testId?: string }[];
}) {
  return (
    <div className="sw-stat-grid">
      {items.map((it, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of figures
        <div key={i} className={`sw-stat${it.tone ? ` sw-stat-${it.tone}` : ""}`} data-testid={it.testId}>
          <span className="sw-stat-label">{it.label}</span>
          <span className="sw-stat-value">{it.value}</span>
        </div>
      ))}
    </div>
  );
}
