import { CustomerListScreen } from "../components/CustomerListScreen.tsx";

/** /customerManagement/personalCustomer (1203): personal customers. */
export default function PersonalCustomerPage() {
  return <CustomerListScreen kind="personal" />;
}
