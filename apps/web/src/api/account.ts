import { identityContract, sessionContract, userContract } from "@stoneworks/shared";
import { clientOf } from "./client.ts";

/** The account area's endpoints (docs/api-account.md), one client function each. */
export const userApi = clientOf(userContract);
export const sessionApi = clientOf(sessionContract);
export const identityApi = clientOf(identityContract);
