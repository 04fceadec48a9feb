import type { MessageInstance } from "antd/es/message/interface";
import { useSyncExternalStore } from "react";

/**
 * Toasts and the session-end dialog for code outside the React tree (the HTTP client). The providers
 * register antd's message instance (so toasts follow the theme and locale) and render the dialog
 * when asked; the dialog's code loads only when it is first needed.
 */
export const TOAST_DURATION_S = 2.5;

let messageApi: MessageInstance | null = null;

export function registerMessage(message: MessageInstance): void {
  messageApi = message;
}

export function toastError(content: string): void {
  messageApi?.error({ content, duration: TOAST_DURATION_S });
}

export function toastSuccess(content: string): void {
  messageApi?.success({ content, duration: TOAST_DURATION_S });
}

export function toastWarning(content: string): void {
  messageApi?.warning({ content, duration: TOAST_DURATION_S });
}

export interface SessionDialogState {
  open: boolean;
  onConfirm: () => void;
}

let dialog: SessionDialogState = { open: false, onConfirm: () => {} };
const listeners = new Set<() => void>();

export function openSessionDialog(onConfirm: () => void): void {
  dialog = { open: true, onConfirm };
  for (const l of listeners) l();
}

export function closeSessionDialog(): void {
  dialog = { ...dialog, open: false };
  for (const l of listeners) l();
}

export function useSessionDialog(): SessionDialogState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => dialog,
    () => dialog,
  );
}
