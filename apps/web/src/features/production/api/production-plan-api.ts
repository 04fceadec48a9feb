import type {
  PlanActionBody,
  PlanCandidate,
  PlanCandidateFilters,
  PlanCandidatePage,
  PlanCreateBody,
  PlanDetail,
  PlanDevice,
  PlanFilters,
  PlanPage,
  PlanSaveBody,
  PlanSuggestion,
  versioned,
} from "@stoneworks/shared";
import type { z } from "zod";
import { request } from "../../../lib/api-client.ts";

/** Endpoints of docs/api-production.md "Production plans" (menu 2500). */

type Versioned = z.infer<typeof versioned>;

export const planKeys = {
  list: ["production", "plans"] as const,
  candidates: ["production", "planCandidates"] as const,
  devices: ["production", "planDevices"] as const,
  detail: (planId: string) => ["production", "plan", planId] as const,
};

export const planApi = {
  list: (pageNum: number, pageSize: number, f: PlanFilters) =>
    request<PlanPage>("/productionPlan/list", { pageNum, pageSize, ...f }),
  candidates: (pageNum: number, pageSize: number, f: PlanCandidateFilters) =>
    request<PlanCandidatePage>("/productionPlan/candidates", { pageNum, pageSize, ...f }),
  /** Silent: the scan box shows the refusal beside itself. */
  scan: (barcode: string) => request<PlanCandidate>("/productionPlan/scan", { barcode }, { silent: true }),
  devices: () => request<PlanDevice[]>("/productionPlan/devices", {}),
  suggest: (slabIds: string[]) => request<PlanSuggestion>("/productionPlan/suggest", { slabIds }),
  create: (body: PlanCreateBody) =>
    request<{ planId: string; planNo: string; version: number }>("/productionPlan/create", body),
  save: (body: PlanSaveBody) => request<Versioned>("/productionPlan/save", body),
  issue: (body: PlanActionBody) => request<Versioned>("/productionPlan/issue", body),
  cancel: (body: PlanActionBody) => request<Versioned>("/productionPlan/cancel", body),
  detail: (planId: string) => request<PlanDetail>("/productionPlan/detail", { planId }),
};

export const planDetailPath = (planId: string, planNo?: string) =>
  `/productionPlan/detail?planId=${encodeURIComponent(planId)}${planNo ? `&breadcrumbTitle=${encodeURIComponent(planNo)}` : ""}`;
export const planEditPath = (planId?: string) =>
  planId ? `/productionPlan/edit?planId=${encodeURIComponent(planId)}` : "/productionPlan/edit";
export const planSheetPath = (planId: string) => `/productionPlan/sheet?planId=${encodeURIComponent(planId)}`;
