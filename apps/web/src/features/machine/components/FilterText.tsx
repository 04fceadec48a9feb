import { Input } from "antd";
import { useEffect, useState } from "react";

/** A text filter applied on Enter or the search button (trimmed, empty = none), showing the one in force. */
export function FilterText({
  value,
  onApply,
  placeholder,
  width = 150,
  testId,
}: {
  value: string | undefined;
  onApply: (v: string | undefined) => void;
  placeholder: string;
  width?: number;
  testId: string;
}) {
  const [text, setText] = useState(value ?? "");
  useEffect(() => setText(value ?? ""), [value]);
  return (
    <Input.Search
      allowClear
      style={{ width }}
      placeholder={placeholder}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onSearch={(v) => onApply(v.trim() || undefined)}
      data-testid={testId}
    />
  );
}
