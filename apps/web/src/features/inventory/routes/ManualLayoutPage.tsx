/** Placeholder until this screen is built. */
export default function ManualLayoutPage() {
  return null;
}
