import { belongApi } from "./belong-api.ts";
import { customerApi } from "./customer-api.ts";
import { financeApi } from "./finance-api.ts";
import { orderApi } from "./order-api.ts";
import { staffApi } from "./staff-api.ts";
import { taskApi } from "./task-api.ts";
import { teamApi } from "./team-api.ts";

/**
 * Endpoints of docs/api-sales.md used by the sales screens (menu ids 1001, 1201-1800), one file per
 * entity; the types are the shared schemas' (`@stoneworks/shared`).
 */
export const salesApi = {
  ...customerApi,
  ...orderApi,
  ...taskApi,
  ...belongApi,
  ...teamApi,
  ...staffApi,
  ...financeApi,
};

export type {
  BelongCustomer,
  BelongEntity,
  BelongOrder,
  BelongTask,
  CollectionItem,
  CollectionStatus,
  Contact,
  CustomerDetail,
  CustomerItem,
  CustomerKind,
  CustomerLevel,
  CustomerOption,
  CustomerSource,
  Duplicate,
  FinanceStaffRow,
  FollowUp,
  FollowUpMethod,
  Gender,
  HistoryRow,
  HomeCards,
  OfflineBody,
  OfflineMethod,
  OfflinePage,
  OnlineMethod,
  OrderAction,
  OrderDetail,
  OrderItem,
  OrderLine,
  OrderOption,
  OrderStatus,
  PaymentSettings,
  PriceUnit,
  StaffOption,
  StaffPage,
  StaffRow,
  TaskAction,
  TaskDetail,
  TaskItem,
  TaskNote,
  TaskPriority,
  TaskScope,
  TaskStatus,
  TeamDetail,
  TeamItem,
  TeamMember,
  TeamOption,
  TransferBody,
} from "@stoneworks/shared";
export type { BelongFilters } from "./belong-api.ts";
export {
  CUSTOMER_LEVELS,
  CUSTOMER_SOURCES,
  type CustomerFilters,
  FOLLOW_UP_METHODS,
} from "./customer-api.ts";
export { COLLECTION_STATUSES, type CollectionFilters, OFFLINE_METHODS } from "./finance-api.ts";
export { ORDER_STATUSES, type OrderFilters } from "./order-api.ts";
export { lookup, paged, salesKeys } from "./sales-keys.ts";
export { type StaffFilters, staffOptionsQuery } from "./staff-api.ts";
export { TASK_PRIORITIES, TASK_STATUSES, type TaskFilters } from "./task-api.ts";
export { teamOptionsQuery } from "./team-api.ts";
