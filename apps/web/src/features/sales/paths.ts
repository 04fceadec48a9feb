/** Links to the hidden sales detail pages, with the breadcrumb title in the query. */
const withTitle = (path: string, q: Record<string, string>) => `${path}?${new URLSearchParams(q)}`;

/** `kind` (when known) makes the breadcrumb link back to the list of that kind. */
export const customerPath = (customerId: string, name: string, kind?: string) =>
  withTitle("/customerManagement/customerDetails", {
    customerId,
    ...(kind ? { kind } : {}),
    breadcrumbTitle: name,
  });
export const orderPath = (orderId: string, orderNo: string) =>
  withTitle("/orderManagement/orderDetails", { orderId, breadcrumbTitle: orderNo });
export const taskPath = (taskId: string, title: string) =>
  withTitle("/taskManagement/taskDetail", { taskId, breadcrumbTitle: title });
export const teamPath = (teamId: string, name: string) =>
  withTitle("/teamManagement/teamDetails", { teamId, breadcrumbTitle: name });
/**
 * Add a task (optionally for a customer or an order) or edit one. The query is never empty: the shell
 * restores a route's last query when it is opened without one, and "add" must not reopen an edit.
 */
export const addTaskPath = (q: { customerId?: string; orderId?: string } = {}) => {
  const params = new URLSearchParams({ mode: "add" });
  if (q.customerId) params.set("customerId", q.customerId);
  if (q.orderId) params.set("orderId", q.orderId);
  return `/taskManagement/taskModify?${params}`;
};
export const editTaskPath = (taskId: string) =>
  `/taskManagement/taskModify?${new URLSearchParams({ mode: "edit", taskId })}`;
