import { Menu, scanLookupBody, scanLookupResult } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { post } from "../../lib/route.ts";
import { requireMember } from "../../plugins/auth.ts";
import * as scan from "./scan.service.ts";

/** the scan station's lookup (menu 2450) (docs/api-floor.md "Scan station"). */
export async function scanRoutes(app: FastifyInstance) {
  post(
    app,
    "/api/scan/lookup",
    {
      access: { menu: Menu.ScanStation },
      body: scanLookupBody,
      response: scanLookupResult,
      summary:
        "What a scanned code is (rack, box, board, slab), its summary and the caller's allowed actions",
      tags: ["floor"],
    },
    (req) => scan.lookup(app.db, requireMember(req), req.body.code),
  );
}
