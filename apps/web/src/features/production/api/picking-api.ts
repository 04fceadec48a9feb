/** Query keys of docs/api-production.md "Picking" (menu 2700) and the device detail (menu 2902); the calls are api/production.ts. */

export const pickingKeys = {
  options: ["production", "pickingOptions"] as const,
  slabs: ["production", "pickingSlabs"] as const,
  records: ["production", "pickingRecords"] as const,
  recordSlabs: ["production", "pickingRecordSlabs"] as const,
  device: ["production", "deviceDetail"] as const,
};
