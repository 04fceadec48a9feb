/** Placeholder until this screen is built. */
export default function StaffPage() {
  return null;
}
