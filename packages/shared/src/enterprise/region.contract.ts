import { z } from "zod";
import { emptyBody } from "../auth/auth.schema.ts";
import { contract } from "../contract.ts";
import { regionNode } from "./region.schema.ts";

/** China's divisions, for the enterprise and customer forms (public). */
export const regionContract = {
  tree: contract({
    path: "/api/region/tree",
    access: "public",
    body: emptyBody,
    response: z.array(regionNode),
    summary: "China's provinces, cities and districts (codes and names)",
    tag: "region",
  }),
};
