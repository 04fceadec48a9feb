import { z } from "zod";

/** `/api/region/tree`: province → city → area (GB/T 2260 codes); areas have no children. */
export const regionNode = z
  .object({
    code: z.string(),
    name: z.string(),
    get children() {
      return z.array(regionNode).optional();
    },
  })
  .meta({ id: "RegionNode" }); // recursive: a named OpenAPI component
export type Region = z.infer<typeof regionNode>;
