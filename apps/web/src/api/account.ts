import { identityContract, userContract } from "@stoneworks/shared";
import { clientOf } from "./client.ts";

/** The account area's endpoints (docs/api-account.md), one client function each. */
export const userApi = clientOf(userContract);
export const identityApi = clientOf(identityContract);
