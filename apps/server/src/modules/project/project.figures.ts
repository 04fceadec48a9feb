import { type CuttingStatus, formatMoney } from "@stoneworks/shared";

/** How the project answers write figures: areas in mm² and m², money in fen and yuan, progress. */

export const progressOf = (done: number, total: number) =>
  total ? Math.min(100, Math.floor((done * 100) / total)) : 0;

export function cuttingStatus(started: number, done: number, total: number): CuttingStatus {
  if (total > 0 && done === total) return "completed";
  return started > 0 ? "inProgress" : "notStarted";
}

/** mm² → m² with 3 decimals, rounded half up in integer arithmetic (no float error at halves). */
export function m2(mm2: number | string | bigint): string {
  const r = (BigInt(mm2) + 500n) / 1000n;
  return `${r / 1000n}.${(r % 1000n).toString().padStart(3, "0")}`;
}

export const area = (mm2: number | string | bigint) => ({ areaMm2: Number(mm2), area: m2(mm2) });
export const money = (fen: number | string) => ({ feeFen: Number(fen), fee: formatMoney(BigInt(fen)) });
