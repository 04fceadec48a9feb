import type {
  DeviceDetail,
  Page,
  PickBody,
  PickingDone,
  PickingOptions,
  PickingRecord,
  PickingRecordFilters,
  PickingSlab,
  PickingSlabFilters,
  PickTransferBody,
  ReturnBody,
  TransferProposal,
} from "@stoneworks/shared";
import { request } from "../../../lib/api-client.ts";

/** Endpoints of docs/api-production.md "Picking" (menu 2700) and the device detail (menu 2902). */

export const pickingKeys = {
  options: ["production", "pickingOptions"] as const,
  slabs: ["production", "pickingSlabs"] as const,
  records: ["production", "pickingRecords"] as const,
  recordSlabs: ["production", "pickingRecordSlabs"] as const,
  device: ["production", "deviceDetail"] as const,
};

export const pickingApi = {
  /** Silent: the scan box shows what is wrong itself. */
  scan: (barcode: string) => request<PickingSlab>("/picking/scan", { barcode }, { silent: true }),
  slabs: (pageNum: number, pageSize: number, f: PickingSlabFilters) =>
    request<Page<PickingSlab>>("/picking/slabList", { pageNum, pageSize, ...f }),
  options: () => request<PickingOptions>("/picking/options", {}),
  pick: (body: PickBody) => request<PickingDone>("/picking/pick", body, { silent: true }),
  returnSlabs: (body: ReturnBody) => request<PickingDone>("/picking/return", body, { silent: true }),
  transfer: (body: PickTransferBody) => request<PickingDone>("/picking/transfer", body, { silent: true }),
  /** The table the slabs' issued production plan names (the transfer dialog starts with it). */
  transferProposal: (slabIds: string[]) =>
    request<TransferProposal>("/picking/transferProposal", { slabIds }, { silent: true }),
  records: (pageNum: number, pageSize: number, f: PickingRecordFilters) =>
    request<Page<PickingRecord>>("/picking/recordList", { pageNum, pageSize, ...f }),
  recordSlabs: (recordId: string) => request<PickingSlab[]>("/picking/recordSlabs", { recordId }),
  deviceDetail: (deviceId: string) => request<DeviceDetail>("/production/deviceDetail", { deviceId }),
};
