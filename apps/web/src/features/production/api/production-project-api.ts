import type {
  ProductionPlaneDetail,
  ProductionProjectDetail,
  ProductionProjectListInput,
  ProductionProjectPage,
  ProductionProjectTab,
} from "@stoneworks/shared";
import { request } from "../../../lib/api-client.ts";

/** Endpoints of docs/api-production.md "Production projects" (menu 2300). */

export const PRODUCTION_PROJECT_TABS: readonly ProductionProjectTab[] = [
  "all",
  "notStarted",
  "inProduction",
  "finished",
];

export const productionProjectKeys = {
  all: ["productionProject"] as const,
  list: ["productionProject", "list"] as const,
  detail: (projectId: string) => ["productionProject", "detail", projectId] as const,
  plane: (planeId: string) => ["productionProject", "plane", planeId] as const,
};

export const productionProjectApi = {
  list: (pageNum: number, pageSize: number, f: Pick<ProductionProjectListInput, "tab" | "keyword">) =>
    request<ProductionProjectPage>("/productionProject/list", { pageNum, pageSize, ...f }),
  detail: (projectId: string) => request<ProductionProjectDetail>("/productionProject/detail", { projectId }),
  plane: (planeId: string) => request<ProductionPlaneDetail>("/productionProject/plane", { planeId }),
  setDeliveryDate: (projectId: string, deliveryDate: string, version: number) =>
    request<{ version: number }>("/productionProject/setDeliveryDate", { projectId, deliveryDate, version }),
};

export const productionProjectPath = (projectId: string, name?: string) =>
  `/productionProject/detail?${new URLSearchParams({ projectId, ...(name ? { breadcrumbTitle: name } : {}) })}`;
