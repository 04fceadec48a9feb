import {
  auditContract,
  backupContract,
  departmentContract,
  joinRequestContract,
  memberContract,
  menuContract,
  orgContract,
  regionContract,
  roleContract,
  uploadContract,
} from "@stoneworks/shared";
import { clientOf } from "./client.ts";

/** The enterprise area's endpoints (docs/api-enterprise.md), one client function each. */
export const orgApi = clientOf(orgContract);
/** A user's own join requests (`/api/org/search`, `join`, `myJoinRequests`, `cancelJoin`). */
export const joinRequestApi = clientOf(joinRequestContract);
export const memberApi = clientOf(memberContract);
export const roleApi = clientOf(roleContract);
export const menuApi = clientOf(menuContract);
export const departmentApi = clientOf(departmentContract);
export const auditApi = clientOf(auditContract);
export const backupApi = clientOf(backupContract);
export const regionApi = clientOf(regionContract);

/** Uploads: `image` takes the multipart form (field `file`), see lib/upload.ts. */
export const uploadApi = clientOf(uploadContract);

/** The address of an uploaded image by its id (`GET /api/files/:fileId`). */
export const imageUrl = (fileId: string) =>
  uploadContract.file.path.replace(":fileId", encodeURIComponent(fileId));
