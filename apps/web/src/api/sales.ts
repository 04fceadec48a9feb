import {
  belongContract,
  customerContract,
  financeContract,
  orderContract,
  salesHomeContract,
  staffContract,
  taskContract,
  teamContract,
} from "@stoneworks/shared";
import { clientOf } from "./client.ts";

/** The sales area's endpoints (docs/api-sales.md), one client function each. */
export const customerApi = clientOf(customerContract);
export const orderApi = clientOf(orderContract);
export const taskApi = clientOf(taskContract);
export const belongApi = clientOf(belongContract);
export const teamApi = clientOf(teamContract);
export const staffApi = clientOf(staffContract);
export const salesHomeApi = clientOf(salesHomeContract);
export const financeApi = clientOf(financeContract);
