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

/** The printable label of a remnant (or any slab): Code 128 of its barcode, A4. */
export const remnantLabelPath = (slabId: string, barcode?: string) =>
  withTitle("/slabQuery/remnantLabel", { slabId, breadcrumbTitle: barcode });

export const manualLayoutPath = (q: { projectId?: string; planeId?: string; slabId?: string }) =>
  withTitle("/slabQuery/manualLayout", q);

export const projectDetailPath = (projectId: string) =>
  `/layoutReview/projectDetail?projectId=${encodeURIComponent(projectId)}`;

/** A production project (menu 2300): its planes' status and progress. */
export const productionProjectPath = (projectId: string, name?: string) =>
  withTitle("/productionProject/detail", { projectId, breadcrumbTitle: name });
/** A production plan (menu 2500) per device table. */
export const productionPlanPath = (planId: string, planNo?: string) =>
  withTitle("/productionPlan/detail", { planId, breadcrumbTitle: planNo });
/** A plane of a production project (menu 2300): its boards and racks; `board` highlights one board. */
export const productionPlanePath = (planeId: string, q: { batchNo?: string; board?: string } = {}) =>
  withTitle("/productionProject/plane", { planeId, board: q.board, breadcrumbTitle: q.batchNo });
/** The device detail (menu 2902) and picking onto a device (menu 2700). */
export const deviceDetailPath = (deviceId: string, code?: string) =>
  withTitle("/cuttingData/deviceDetail", { deviceId, breadcrumbTitle: code });
export const stonePickingPath = (deviceId?: string) => withTitle("/stonePicking", { deviceId });
/** A member's cutting (menu 2901; memberId is the member's user id, as operatorId). */
export const employeeDetailPath = (operatorId: string, name?: string) =>
  withTitle("/cuttingData/employeeDetail", { memberId: operatorId, breadcrumbTitle: name });
/** A packing box's printable label and packing list (menu 2600; opened after a seal from the packing tab). */
export const boxPrintPath = (boxId: string) =>
  `/productionTracking/boxPrint?boxId=${encodeURIComponent(boxId)}`;
