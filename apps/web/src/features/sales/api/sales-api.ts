/**
 * What the sales screens (menu ids 1001, 1201-1800) share beside their endpoints, which are the
 * clients of apps/web/src/api/sales.ts; the types are the shared schemas' (`@stoneworks/shared`).
 */
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
export { lookup, salesKeys } from "./sales-keys.ts";
export { type StaffFilters, staffOptionsQuery } from "./staff-api.ts";
export { TASK_PRIORITIES, TASK_STATUSES, type TaskFilters } from "./task-api.ts";
export { teamOptionsQuery } from "./team-api.ts";
