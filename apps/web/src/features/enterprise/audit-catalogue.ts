import type { TFunction } from "i18next";

/**
 * What the audit log records (docs/api-enterprise.md): entity → actions, each with its locale key, so
 * the filter lists and the table cells say the same words in both languages.
 */
export const AUDIT_ACTIONS = {
  member: ["add", "update", "enable", "disable", "remove"],
  role: ["create", "update", "delete"],
  department: ["create", "update", "delete"],
  joinRequest: ["submit", "approve", "reject", "cancel"],
  org: ["create", "update", "openMes", "closeMes"],
  user: ["register", "changePassword", "resetPassword", "lock", "updateProfile"],
  session: ["switchOrg"],
  workshop: ["create", "update", "delete"],
  craft: ["create", "update", "delete"],
  processFlow: ["update"],
  rack: ["create", "update", "delete"],
  device: ["create", "update", "delete", "link", "unlink", "reportWindow"],
  warehouse: ["create", "update", "delete"],
  layoutRun: ["run", "accept", "discard"],
  project: [
    "import",
    "reimport",
    "open",
    "settings",
    "approve",
    "recall",
    "delete",
    "done",
    "setDeliveryTime",
  ],
  // Sales (docs/api-sales.md "Audit log").
  customer: ["create", "update", "delete", "transfer", "addContact", "removeContact", "followUp"],
  order: [
    "create",
    "update",
    "delete",
    "confirm",
    "startProduction",
    "deliver",
    "complete",
    "cancel",
    "transfer",
  ],
  task: ["create", "update", "delete", "start", "finish", "reopen", "transfer", "addNote"],
  team: ["create", "update", "delete"],
  collection: ["record", "confirm", "reject", "delete", "online"],
  financeStaff: ["add", "remove"],
  paymentSettings: ["rotateSecret"],
  // Inventory (docs/api-inventory.md "Audit").
  slab: [
    "import",
    "setException",
    "clearException",
    "changeDevice",
    "pick",
    "startCutting",
    "complete",
    "layout",
    "remnantCreate",
    "remnants",
    "return",
    "transfer",
  ],
  block: ["create"],
  remnantRules: ["save"],
  // Production (docs/api-production.md): a board's cutting events, breaks and crafts; a plan's life;
  // a slab's picking (pick, return, transfer).
  board: ["startCutting", "complete", "break", "craftsDone", "moveBox"],
  productionPlan: ["create", "edit", "issue", "cancel", "close"],
  // The floor (docs/api-floor.md): racks on trips, packing boxes, the racks' time limits.
  rackTrip: ["generate", "load", "circulate", "receive", "cancel", "pack", "dismantle", "return", "unload"],
  packingBox: ["add", "remove", "seal", "reopen"],
  rackSettings: ["update"],
} as const satisfies Record<string, readonly string[]>;

export type AuditEntity = keyof typeof AUDIT_ACTIONS;

export const AUDIT_ENTITIES = Object.keys(AUDIT_ACTIONS) as AuditEntity[];

export const AUDIT_STATES = [
  "enabled",
  "disabled",
  "submitted",
  "approved",
  "rejected",
  "cancelled",
  "active",
  "locked",
  "removed",
  "created",
  "linked",
  "unlinked",
  "running",
  "done",
  "accepted",
  "discarded",
  "pending",
  "reviewed",
  "deleted",
  "draft",
  "confirmed",
  "inProduction",
  "delivered",
  "completed",
  "todo",
  "inProgress",
  "toPick",
  "toCut",
  "cutting",
  "exception",
  "normal",
  "replaced",
  "cloud",
  "manual",
  "issued",
  "closed",
  "registered",
  "idle",
  "loaded",
  "inTransit",
  "received",
  "toReturn",
  "returned",
  "toPack",
  "packing",
] as const;

/** States whose word depends on the entity (a box "done" is sealed): enterprise:audit.entityState. */
export const AUDIT_ENTITY_STATES: Partial<Record<AuditEntity, readonly string[]>> = {
  packingBox: ["done"],
};

type T = TFunction;

const has = (list: readonly string[], v: string | null | undefined): v is string => !!v && list.includes(v);

export function entityLabel(t: T, entity: string): string {
  return has(AUDIT_ENTITIES, entity) ? t(`enterprise:audit.entity.${entity}`) : entity;
}

export function actionLabel(t: T, entity: string, action: string): string {
  const actions = (AUDIT_ACTIONS as Record<string, readonly string[]>)[entity];
  return actions && has(actions, action) ? t(`enterprise:audit.action.${entity}.${action}`) : action;
}

export function stateLabel(t: T, state: string | null | undefined, entity?: string): string {
  if (!state) return "";
  const own = entity ? AUDIT_ENTITY_STATES[entity as AuditEntity] : undefined;
  if (own && has(own, state)) return t(`enterprise:audit.entityState.${entity}.${state}`);
  return has(AUDIT_STATES, state) ? t(`enterprise:audit.state.${state}`) : state;
}
