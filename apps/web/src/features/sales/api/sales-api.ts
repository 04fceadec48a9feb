import type {
  BelongEntity,
  CreateCustomerBody,
  CustomerKind,
  OrderAction,
  OrderLineInput,
  OrderStatus,
  Page,
  TaskAction,
  TaskStatus,
  UpdateCustomerBody,
} from "@stoneworks/shared";
import { queryOptions } from "@tanstack/react-query";
import { type RequestOptions, request } from "../../../lib/api-client.ts";

/** Endpoints of docs/api-sales.md used by the sales screens (menu ids 1001, 1201-1800). */

export type { BelongEntity, CustomerKind, OrderAction, OrderStatus, TaskAction, TaskStatus };
export type CustomerLevel = "vip" | "important" | "normal";
export type CustomerSource = "visit" | "referral" | "exhibition" | "online" | "phone" | "other";
export type Gender = 0 | 1 | 2;
export type FollowUpMethod = "visit" | "phone" | "wechat" | "other";
export type PriceUnit = "m2" | "piece";
export type TaskPriority = "low" | "normal" | "high" | "urgent";
export type TaskScope = "mine" | "assignedByMe" | "all";
export type CollectionStatus = "pending" | "confirmed" | "rejected";
export type OfflineMethod = "cash" | "bankTransfer" | "wechat" | "alipay" | "cheque" | "other";
export type OnlineMethod = "wechat" | "alipay" | "unionpay" | "other";

export const CUSTOMER_LEVELS: readonly CustomerLevel[] = ["vip", "important", "normal"];
export const CUSTOMER_SOURCES: readonly CustomerSource[] = [
  "visit",
  "referral",
  "exhibition",
  "online",
  "phone",
  "other",
];
export const FOLLOW_UP_METHODS: readonly FollowUpMethod[] = ["visit", "phone", "wechat", "other"];
export const ORDER_STATUSES: readonly OrderStatus[] = [
  "draft",
  "confirmed",
  "inProduction",
  "delivered",
  "completed",
  "cancelled",
];
export const TASK_STATUSES: readonly TaskStatus[] = ["todo", "inProgress", "done"];
export const TASK_PRIORITIES: readonly TaskPriority[] = ["low", "normal", "high", "urgent"];
export const COLLECTION_STATUSES: readonly CollectionStatus[] = ["pending", "confirmed", "rejected"];
export const OFFLINE_METHODS: readonly OfflineMethod[] = [
  "cash",
  "bankTransfer",
  "wechat",
  "alipay",
  "cheque",
  "other",
];

export interface CustomerItem {
  customerId: string;
  kind: CustomerKind;
  name: string;
  creditCode: string | null;
  contactName: string | null;
  brand: string | null;
  gender: Gender | null;
  phone: string;
  province: string;
  city: string;
  area: string;
  regionNames: string[];
  address: string;
  level: CustomerLevel | null;
  source: CustomerSource | null;
  remark: string;
  ownerMemberId: string;
  ownerName: string;
  teamId: string | null;
  teamName: string | null;
  orderCount: number;
  lastFollowUpAt: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}
export interface Contact {
  contactId: string;
  name: string;
  phone: string;
  position: string;
  createdAt: string;
}
export interface CustomerDetail extends CustomerItem {
  contacts: Contact[];
  stats: {
    orderCount: number;
    orderTotalFen: number;
    receivedFen: number;
    outstandingFen: number;
    openTaskCount: number;
    followUpCount: number;
  };
}
export interface FollowUp {
  followUpId: string;
  method: FollowUpMethod;
  content: string;
  followedAt: string;
  nextAt: string | null;
  memberId: string;
  memberName: string;
  createdAt: string;
}
export interface CustomerOption {
  customerId: string;
  kind: CustomerKind;
  name: string;
  phone: string;
  ownerMemberId: string;
  teamId: string | null;
}
export interface CustomerFilters {
  keyword?: string;
  ownerMemberId?: string;
  teamId?: string;
  level?: CustomerLevel;
  source?: CustomerSource;
  province?: string;
  city?: string;
  sort?: "createdDesc" | "createdAsc" | "nameAsc";
}
/** A 1001 answer naming customers that already use the phone or credit code. */
export interface Duplicate {
  field: "phone" | "creditCode";
  customerId: string;
  kind: CustomerKind;
  name: string;
}

export interface OrderItem {
  orderId: string;
  orderNo: string;
  customerId: string;
  customerName: string;
  customerKind: CustomerKind;
  status: OrderStatus;
  orderDate: string;
  deliveryDate: string | null;
  projectNo: string;
  ownerMemberId: string;
  ownerName: string;
  teamId: string | null;
  teamName: string | null;
  totalFen: number;
  receivedFen: number;
  pendingFen: number;
  outstandingFen: number;
  lineCount: number;
  cancelReason: string | null;
  remark: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}
export interface OrderLine {
  lineId: string;
  seq: number;
  stoneName: string;
  specification: string;
  quantity: number;
  areaMm2: number;
  priceUnit: PriceUnit;
  unitPriceFen: number;
  amountFen: number;
}
export interface OrderDetail extends OrderItem {
  lines: OrderLine[];
  allowedActions: OrderAction[];
  project: { projectId: string; name: string; reviewStatus: string } | null;
}
export interface OrderOption {
  orderId: string;
  orderNo: string;
  customerId: string;
  customerName: string;
  status: OrderStatus;
  totalFen: number;
  outstandingFen: number;
}
export interface OrderFilters {
  keyword?: string;
  status?: OrderStatus;
  customerId?: string;
  ownerMemberId?: string;
  teamId?: string;
  dateFrom?: string;
  dateTo?: string;
}
export interface OrderBody {
  customerId: string;
  orderDate: string;
  deliveryDate?: string | null;
  projectNo?: string;
  remark?: string;
  lines: OrderLineInput[];
}

export interface TaskItem {
  taskId: string;
  title: string;
  content: string;
  status: TaskStatus;
  priority: TaskPriority;
  dueAt: string;
  overdue: boolean;
  customerId: string | null;
  customerName: string | null;
  orderId: string | null;
  orderNo: string | null;
  assigneeMemberId: string;
  assigneeName: string;
  teamId: string | null;
  teamName: string | null;
  creatorMemberId: string;
  creatorName: string;
  completedAt: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}
export interface TaskDetail extends TaskItem {
  allowedActions: TaskAction[];
  noteCount: number;
}
export interface TaskNote {
  noteId: string;
  content: string;
  memberId: string;
  memberName: string;
  createdAt: string;
}
export interface TaskFilters {
  scope?: TaskScope;
  status?: TaskStatus;
  priority?: TaskPriority;
  overdue?: boolean;
  keyword?: string;
  customerId?: string;
  orderId?: string;
  assigneeMemberId?: string;
}
export interface TaskBody {
  title: string;
  content: string;
  customerId?: string | null;
  orderId?: string | null;
  dueAt: string;
  priority?: TaskPriority;
}

interface BelongCommon {
  ownerMemberId: string;
  ownerName: string;
  teamId: string | null;
  teamName: string | null;
  lastTransferAt: string | null;
  version: number;
}
export interface BelongCustomer extends BelongCommon {
  customerId: string;
  kind: CustomerKind;
  name: string;
  phone: string;
}
export interface BelongOrder extends BelongCommon {
  orderId: string;
  orderNo: string;
  customerName: string;
  status: OrderStatus;
  totalFen: number;
}
export interface BelongTask extends BelongCommon {
  taskId: string;
  title: string;
  status: TaskStatus;
  dueAt: string;
  overdue: boolean;
}
export interface BelongFilters {
  keyword?: string;
  ownerMemberId?: string;
  teamId?: string;
  kind?: CustomerKind;
}
export interface TransferBody {
  ids: string[];
  toMemberId?: string;
  toTeamId?: string | null;
  reason: string;
}
export interface HistoryRow {
  historyId: string;
  fromMemberId: string | null;
  fromMemberName: string | null;
  fromTeamId: string | null;
  fromTeamName: string | null;
  toMemberId: string | null;
  toMemberName: string | null;
  toTeamId: string | null;
  toTeamName: string | null;
  reason: string;
  byName: string;
  at: string;
}

export interface TeamItem {
  teamId: string;
  name: string;
  leaderMemberId: string | null;
  leaderName: string | null;
  memberCount: number;
  customerCount: number;
  orderCount: number;
  remark: string;
  version: number;
  createdAt: string;
}
export interface TeamMember {
  memberId: string;
  name: string;
  phone: string;
  isLeader: boolean;
  customerCount: number;
  orderCount: number;
}
export interface TeamDetail extends TeamItem {
  members: TeamMember[];
}
export interface TeamBody {
  name: string;
  leaderMemberId?: string | null;
  memberIds: string[];
  remark?: string;
}
export interface TeamOption {
  teamId: string;
  name: string;
}

export interface StaffRow {
  memberId: string;
  name: string;
  phone: string;
  staffNo: string | null;
  roleName: string | null;
  teamId: string | null;
  teamName: string | null;
  customerCount: number;
  orderCount: number;
  orderAmountFen: number;
  collectedFen: number;
}
export interface StaffPage extends Page<StaffRow> {
  dateFrom: string;
  dateTo: string;
}
export interface StaffOption {
  memberId: string;
  name: string;
  phone: string;
  teamId: string | null;
  teamName: string | null;
}
export interface StaffFilters {
  keyword?: string;
  teamId?: string;
  dateFrom?: string;
  dateTo?: string;
}

export interface CollectionItem {
  collectionId: string;
  channel: "offline" | "online";
  orderId: string;
  orderNo: string;
  customerId: string;
  customerName: string;
  amountFen: number;
  method: OfflineMethod | OnlineMethod;
  payer: string;
  paidOn: string;
  paidAt: string | null;
  tradeNo: string | null;
  voucherFileId: string | null;
  voucherUrl: string | null;
  status: CollectionStatus;
  rejectReason: string | null;
  remark: string;
  recordedByName: string | null;
  reviewedByName: string | null;
  reviewedAt: string | null;
  version: number;
  createdAt: string;
}
export interface OfflinePage extends Page<CollectionItem> {
  canReview: boolean;
}
export interface CollectionFilters {
  keyword?: string;
  status?: CollectionStatus;
  orderId?: string;
  dateFrom?: string;
  dateTo?: string;
}
export interface OfflineBody {
  orderId: string;
  amountFen: number;
  method: OfflineMethod;
  payer: string;
  paidOn: string;
  voucherFileId?: string | null;
  remark?: string;
}
export interface PaymentSettings {
  keyId: string | null;
  secretSetAt: string | null;
  notifyPath: string;
  windowSeconds: number;
}
export interface FinanceStaffRow {
  memberId: string;
  name: string;
  phone: string;
  roleName: string | null;
  status: number | string;
  addedAt: string;
}

export interface HomeCards {
  month: string;
  myCustomers: number;
  tasks: { open: number; dueSoon: number; overdue: number };
  monthOrders: { count: number; amountFen: number };
  monthCollectionsFen: number;
}

export const salesKeys = {
  all: ["sales"] as const,
  customers: ["sales", "customers"] as const,
  customer: (id: string) => ["sales", "customer", id] as const,
  followUps: (id: string) => ["sales", "followUps", id] as const,
  customerOrders: (id: string) => ["sales", "customerOrders", id] as const,
  customerTasks: (id: string) => ["sales", "customerTasks", id] as const,
  customerOptions: ["sales", "customerOptions"] as const,
  orders: ["sales", "orders"] as const,
  order: (id: string) => ["sales", "order", id] as const,
  orderCollections: (id: string) => ["sales", "orderCollections", id] as const,
  orderOptions: ["sales", "orderOptions"] as const,
  tasks: ["sales", "tasks"] as const,
  task: (id: string) => ["sales", "task", id] as const,
  taskNotes: (id: string) => ["sales", "taskNotes", id] as const,
  belong: (entity: BelongEntity) => ["sales", "belong", entity] as const,
  history: (entity: BelongEntity, id: string) => ["sales", "history", entity, id] as const,
  teams: ["sales", "teams"] as const,
  team: (id: string) => ["sales", "team", id] as const,
  teamCustomers: (id: string) => ["sales", "teamCustomers", id] as const,
  teamOrders: (id: string) => ["sales", "teamOrders", id] as const,
  teamOptions: ["sales", "teamOptions"] as const,
  staff: ["sales", "staff"] as const,
  staffOptions: ["sales", "staffOptions"] as const,
  offline: ["sales", "offline"] as const,
  online: ["sales", "online"] as const,
  paymentSettings: ["sales", "paymentSettings"] as const,
  financeStaff: ["sales", "financeStaff"] as const,
  home: ["sales", "home"] as const,
};

const paged = (pageNum: number, pageSize: number) => ({ pageNum, pageSize });
/** Look-ups for selects: a missing menu just leaves the select empty (no /401). */
const lookup: RequestOptions = { forbiddenRedirect: false };

export const salesApi = {
  customers: (kind: CustomerKind) => (pageNum: number, pageSize: number, f: CustomerFilters) =>
    request<Page<CustomerItem>>("/customer/list", { ...paged(pageNum, pageSize), kind, ...f }),
  /** Silent: a 1001 carrying duplicates is shown by the form itself. */
  createCustomer: (body: CreateCustomerBody) =>
    request<{ customerId: string }>("/customer/create", body, { silent: true }),
  updateCustomer: (body: UpdateCustomerBody) =>
    request<{ version: number }>("/customer/update", body, { silent: true }),
  deleteCustomer: (customerId: string) => request<null>("/customer/delete", { customerId }),
  customer: (customerId: string) => request<CustomerDetail>("/customer/detail", { customerId }),
  addContact: (body: { customerId: string; name: string; phone: string; position: string }) =>
    request<{ contactId: string }>("/customer/addContact", body),
  removeContact: (contactId: string) => request<null>("/customer/removeContact", { contactId }),
  followUps: (customerId: string) => (pageNum: number, pageSize: number) =>
    request<Page<FollowUp>>("/customer/followUps", { ...paged(pageNum, pageSize), customerId }),
  addFollowUp: (body: {
    customerId: string;
    method: FollowUpMethod;
    content: string;
    followedAt?: string;
    nextAt?: string | null;
  }) => request<{ followUpId: string }>("/customer/addFollowUp", body),
  customerOrders: (customerId: string) => (pageNum: number, pageSize: number) =>
    request<Page<OrderItem>>("/customer/orders", { ...paged(pageNum, pageSize), customerId }),
  customerTasks: (customerId: string) => (pageNum: number, pageSize: number) =>
    request<Page<TaskItem>>("/customer/tasks", { ...paged(pageNum, pageSize), customerId }),
  customerOptions: (keyword?: string, kind?: CustomerKind) =>
    request<CustomerOption[]>("/customer/options", { keyword: keyword || undefined, kind }, lookup),

  orders: (pageNum: number, pageSize: number, f: OrderFilters) =>
    request<Page<OrderItem>>("/order/list", { ...paged(pageNum, pageSize), ...f }),
  createOrder: (body: OrderBody & { ownerMemberId?: string }) =>
    request<{ orderId: string; orderNo: string }>("/order/create", body),
  updateOrder: (body: OrderBody & { orderId: string; version: number }) =>
    request<{ version: number }>("/order/update", body),
  deleteOrder: (orderId: string) => request<null>("/order/delete", { orderId }),
  order: (orderId: string, options?: RequestOptions) =>
    request<OrderDetail>("/order/detail", { orderId }, options),
  transitionOrder: (body: { orderId: string; version: number; action: OrderAction; reason?: string }) =>
    request<{ version: number; status: OrderStatus }>("/order/transition", body),
  orderCollections: (orderId: string) => (pageNum: number, pageSize: number) =>
    request<Page<CollectionItem>>("/order/collections", { ...paged(pageNum, pageSize), orderId }),
  orderOptions: (keyword?: string, customerId?: string) =>
    request<OrderOption[]>("/order/options", { keyword: keyword || undefined, customerId }, lookup),

  tasks: (pageNum: number, pageSize: number, f: TaskFilters) =>
    request<Page<TaskItem>>("/task/list", { ...paged(pageNum, pageSize), ...f }),
  createTask: (body: TaskBody & { assigneeMemberId: string }) =>
    request<{ taskId: string }>("/task/create", body),
  updateTask: (body: TaskBody & { taskId: string; version: number }) =>
    request<{ version: number }>("/task/update", body),
  deleteTask: (taskId: string) => request<null>("/task/delete", { taskId }),
  task: (taskId: string) => request<TaskDetail>("/task/detail", { taskId }),
  transitionTask: (body: { taskId: string; version: number; action: TaskAction }) =>
    request<{ version: number; status: TaskStatus }>("/task/transition", body),
  taskNotes: (taskId: string) => (pageNum: number, pageSize: number) =>
    request<Page<TaskNote>>("/task/notes", { ...paged(pageNum, pageSize), taskId }),
  addTaskNote: (body: { taskId: string; content: string }) =>
    request<{ noteId: string }>("/task/addNote", body),

  belongCustomers: (pageNum: number, pageSize: number, f: BelongFilters) =>
    request<Page<BelongCustomer>>("/belong/customerList", { ...paged(pageNum, pageSize), ...f }),
  belongOrders: (pageNum: number, pageSize: number, f: BelongFilters) =>
    request<Page<BelongOrder>>("/belong/orderList", { ...paged(pageNum, pageSize), ...f }),
  belongTasks: (pageNum: number, pageSize: number, f: BelongFilters) =>
    request<Page<BelongTask>>("/belong/taskList", { ...paged(pageNum, pageSize), ...f }),
  transfer: (entity: BelongEntity, body: TransferBody) =>
    request<{ transferred: number }>(`/belong/${entity}Transfer`, body),
  history: (entity: BelongEntity, entityId: string) => (pageNum: number, pageSize: number) =>
    request<Page<HistoryRow>>("/belong/history", { ...paged(pageNum, pageSize), entity, entityId }),

  teams: (pageNum: number, pageSize: number, f: { keyword?: string }) =>
    request<Page<TeamItem>>("/team/list", { ...paged(pageNum, pageSize), ...f }),
  createTeam: (body: TeamBody) => request<{ teamId: string }>("/team/create", body),
  updateTeam: (body: TeamBody & { teamId: string; version: number }) =>
    request<{ version: number }>("/team/update", body),
  deleteTeam: (teamId: string) => request<null>("/team/delete", { teamId }),
  team: (teamId: string) => request<TeamDetail>("/team/detail", { teamId }),
  teamCustomers: (teamId: string) => (pageNum: number, pageSize: number) =>
    request<Page<CustomerItem>>("/team/customers", { ...paged(pageNum, pageSize), teamId }),
  teamOrders: (teamId: string) => (pageNum: number, pageSize: number) =>
    request<Page<OrderItem>>("/team/orders", { ...paged(pageNum, pageSize), teamId }),
  teamOptions: () => request<TeamOption[]>("/team/options", {}, lookup),

  staff: (pageNum: number, pageSize: number, f: StaffFilters) =>
    request<StaffPage>("/staff/list", { ...paged(pageNum, pageSize), ...f }),
  staffOptions: (keyword?: string, teamId?: string) =>
    request<StaffOption[]>("/staff/options", { keyword: keyword || undefined, teamId }, lookup),

  offline: (pageNum: number, pageSize: number, f: CollectionFilters) =>
    request<OfflinePage>("/finance/offlineList", { ...paged(pageNum, pageSize), ...f }),
  createOffline: (body: OfflineBody) => request<{ collectionId: string }>("/finance/offlineCreate", body),
  confirmOffline: (collectionId: string, version: number) =>
    request<{ version: number }>("/finance/offlineConfirm", { collectionId, version }),
  rejectOffline: (body: { collectionId: string; version: number; reason: string }) =>
    request<{ version: number }>("/finance/offlineReject", body),
  deleteOffline: (collectionId: string) => request<null>("/finance/offlineDelete", { collectionId }),
  online: (pageNum: number, pageSize: number, f: Omit<CollectionFilters, "status">) =>
    request<Page<CollectionItem>>("/finance/onlineList", { ...paged(pageNum, pageSize), ...f }),
  paymentSettings: () => request<PaymentSettings>("/finance/paymentSettings", {}),
  rotateSecret: () =>
    request<{ keyId: string; secret: string; secretSetAt: string }>("/finance/rotateSecret", {}),
  financeStaff: (pageNum: number, pageSize: number, f: { keyword?: string }) =>
    request<Page<FinanceStaffRow>>("/finance/staffList", { ...paged(pageNum, pageSize), ...f }),
  addFinanceStaff: (memberIds: string[]) => request<{ added: number }>("/finance/staffAdd", { memberIds }),
  removeFinanceStaff: (memberId: string) => request<null>("/finance/staffRemove", { memberId }),

  home: () => request<HomeCards>("/salesHome/cards", {}, { ...lookup, silent: true }),
};

export const teamOptionsQuery = () =>
  queryOptions({ queryKey: salesKeys.teamOptions, queryFn: () => salesApi.teamOptions(), staleTime: 30_000 });

export const staffOptionsQuery = (keyword?: string) =>
  queryOptions({
    queryKey: [...salesKeys.staffOptions, keyword ?? ""],
    queryFn: () => salesApi.staffOptions(keyword),
    staleTime: 30_000,
  });
