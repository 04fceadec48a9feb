/** Packing boxes for the floor pages (docs/api-floor.md "Packing"): query keys and page paths; the calls are `packingApi` (apps/web/src/api/floor.ts). */

export const boxKeys = {
  all: ["packing"] as const,
  detail: (boxId: string) => ["packing", "detail", boxId] as const,
  project: (projectId: string) => ["packing", "project", projectId] as const,
  /** The boxes a keyword finds (the production tasks' packing panel). */
  search: (keyword: string) => ["packing", "boxes", keyword] as const,
};

export const boxPath = (boxId: string) => `/productionTracking/box?boxId=${boxId}`;
export const boxPrintPath = (boxId: string) => `/productionTracking/boxPrint?boxId=${boxId}`;
