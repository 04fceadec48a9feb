import { CustomerListScreen } from "../components/CustomerListScreen.tsx";

/** /customerManagement/storeCustomer (1202): store customers. */
export default function StoreCustomerPage() {
  return <CustomerListScreen kind="store" />;
}
