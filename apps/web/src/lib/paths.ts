/** Links between screens of different features (the barcode rides along as the breadcrumb title). */
const withTitle = (path: string, q: Record<string, string | undefined>) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v) p.set(k, v);
  return `${path}?${p.toString()}`;
};

export const slabDetailPath = (slabId: string, barcode?: string) =>
  withTitle("/slabQuery/slabDetail", { slabId, breadcrumbTitle: barcode });

export const slabMaterialPath = (slabId: string, barcode?: string) =>
  withTitle("/slabQuery/materialDetail", { slabId, breadcrumbTitle: barcode });

export const manualLayoutPath = (q: { projectId?: string; planeId?: string; slabId?: string }) =>
  withTitle("/slabQuery/manualLayout", q);

export const projectDetailPath = (projectId: string) =>
  `/layoutReview/projectDetail?projectId=${encodeURIComponent(projectId)}`;
