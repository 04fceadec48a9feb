/** Placeholder until this screen is built. */
export default function FinancialStaffPage() {
  return null;
}
