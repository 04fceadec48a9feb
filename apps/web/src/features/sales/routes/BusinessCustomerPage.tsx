import { CustomerListScreen } from "../components/CustomerListScreen.tsx";

/** /customerManagement/businessCustomer (1201): enterprise customers. */
export default function BusinessCustomerPage() {
  return <CustomerListScreen kind="enterprise" />;
}
