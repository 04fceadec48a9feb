import { z } from "zod";

/** `/api/region/tree`: province → city → area (GB/T 2260 codes); areas have no children. */
export const regionNode = z.object({
  code: z.string(),
  name: z.string(),
  get children() {
    return z.array(regionNode).optional();
  },
});
// Recursive: a named OpenAPI component (its routes refer to it by $ref).
z.globalRegistry.add(regionNode, { id: "RegionNode" });
export type Region = z.infer<typeof regionNode>;
