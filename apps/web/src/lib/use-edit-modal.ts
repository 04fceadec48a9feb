import { Code } from "@stoneworks/shared";
import type { FormInstance } from "antd";
import { useEffect, useRef, useState } from "react";
import { ApiError } from "./api-client.ts";
import { toastSuccess } from "./feedback.ts";
import { applyFieldErrors, validValues } from "./form-rules.ts";

/** What an add-or-edit modal shows: null closed, `{ item: null }` add, `{ item }` edit. */
export type Editing<T> = { item: T | null } | null;

/** The props a page hands its add-or-edit modal. */
export interface EditModalProps<T> {
  editing: Editing<T>;
  onClose: () => void;
  /** Saved (or lost a 1012 race): close and refresh the list. */
  onSaved: () => void;
}

/** Page side of an add-or-edit modal: open for add or edit; close; saved = close + refresh. */
export function useEditModal<T>(refresh: () => unknown) {
  const [editing, setEditing] = useState<Editing<T>>(null);
  const modal: EditModalProps<T> = {
    editing,
    onClose: () => setEditing(null),
    onSaved: () => {
      setEditing(null);
      void refresh();
    },
  };
  return {
    editing,
    openCreate: () => setEditing({ item: null }),
    openEdit: (item: T) => setEditing({ item }),
    modal,
  };
}

/** The part of an antd form `submitEdit` needs. */
type EditForm<V> = Pick<FormInstance<V>, "validateFields" | "getFieldsValue" | "setFields">;

/**
 * Validate, save, toast the message `save` returns and report saved. A 1012 (someone else saved it
 * first; the client has already shown the conflict message) also reports saved so the list refreshes;
 * any other failure marks the fields a 1001 names. A validation failure rejects before saving.
 */
export async function submitEdit<V>(
  form: EditForm<V>,
  save: (values: V) => Promise<string>,
  onSaved: () => void,
  setBusy: (busy: boolean) => void,
): Promise<void> {
  const values = await validValues(form);
  if (!values) return;
  setBusy(true);
  try {
    toastSuccess(await save(values));
    onSaved();
  } catch (err) {
    if (err instanceof ApiError && err.code === Code.Conflict) onSaved();
    else applyFieldErrors(form as FormInstance, err);
  } finally {
    setBusy(false);
  }
}

/**
 * Modal side: on every open the form is reset and filled from `fill(source)` (source: the item being
 * edited, or data loaded for it; null when adding); `submit` runs `submitEdit` with `save`.
 */
export function useEditForm<V, S>(
  form: FormInstance<V>,
  {
    editing,
    source,
    fill,
    save,
    onSaved,
  }: {
    editing: object | null;
    source: S | null;
    fill: (source: S | null) => Parameters<FormInstance<V>["setFieldsValue"]>[0] | null | undefined;
    save: (values: V, source: S | null) => Promise<string>;
    onSaved: () => void;
  },
) {
  const [busy, setBusy] = useState(false);
  const fillRef = useRef(fill);
  fillRef.current = fill;
  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    const values = fillRef.current(source);
    if (values) form.setFieldsValue(values);
  }, [editing, source, form]);
  const submit = async () => {
    if (!editing) return;
    await submitEdit(form, (v) => save(v, source), onSaved, setBusy);
  };
  return { busy, submit };
}
