import { customerContract as c } from "@stoneworks/shared";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import * as customers from "./customer.service.ts";

export async function customerRoutes(app: FastifyInstance) {
  route(app, c.list, customers.listCustomers);
  route(app, c.options, customers.customerOptions);
  route(app, c.create, customers.createCustomer);
  route(app, c.update, customers.updateCustomer);
  route(app, c.delete, (ctx, b) => customers.deleteCustomer(ctx, b.customerId));
  route(app, c.detail, (ctx, b) => customers.getCustomerDetail(ctx, b.customerId));
  route(app, c.addContact, customers.addContact);
  route(app, c.removeContact, (ctx, b) => customers.removeContact(ctx, b.contactId));
  route(app, c.followUps, customers.listFollowUps);
  route(app, c.addFollowUp, customers.addFollowUp);
  route(app, c.orders, customers.listCustomerOrders);
  route(app, c.tasks, customers.listCustomerTasks);
}
