import type { ReactNode } from "react";

/** A form row: the control, then its error (or a hint) underneath, laid out like antd Form.Item. */
export function Field({
  error,
  hint,
  children,
  name,
}: {
  error?: string | null;
  hint?: string;
  children: ReactNode;
  name: string;
}) {
  return (
    <div className={error ? "sw-field sw-field-has-error" : "sw-field"} data-field={name}>
      {children}
      {error ? (
        <div className="sw-field-error" role="alert" data-testid={`error-${name}`}>
          {error}
        </div>
      ) : hint ? (
        <div className="sw-field-hint">{hint}</div>
      ) : null}
    </div>
  );
}
