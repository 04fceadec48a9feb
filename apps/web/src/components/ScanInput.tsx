import {
  CheckCircleFilled,
  CloseCircleFilled,
  MutedOutlined,
  QuestionCircleFilled,
  ScanOutlined,
  SoundOutlined,
} from "@ant-design/icons";
import { Button, Input, type InputRef, Tooltip } from "antd";
import { type CSSProperties, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../lib/api-client.ts";
import { playScanTone, type ScanVerdict, useScanSound, wakeScanAudio } from "../lib/scan-feedback.ts";
import { createScanQueue } from "../lib/scan-queue.ts";
import "./scan-input.css";

export type { ScanVerdict };

/** A scan's answer: accepted, refused, or understood but waiting for the operator's choice. */
export interface ScanAnswer {
  verdict: ScanVerdict;
  /** What the screen says about it (none: only the tone). */
  message?: ReactNode;
  /** The code it is about (default: the code scanned). */
  code?: string;
  /** false when the answer opened a dialog that takes the focus; the dialog's afterClose gives it back. */
  focus?: boolean;
}

export type ScanHandler = (code: string) => ScanAnswer | undefined | Promise<ScanAnswer | undefined>;

interface Shown extends ScanAnswer {
  /** Bumped on each answer, so the same words said twice still read as a new answer. */
  seq: number;
}

export interface ScanController {
  inputRef: React.RefObject<InputRef | null>;
  value: string;
  setValue: (v: string) => void;
  /** Takes the field's value as a scan (Enter). */
  submit: () => void;
  /** The last answer, replaced by the next scan. */
  answer: Shown | null;
  /** Says an answer that did not come from a scan (an action's result, a mode finished) and refocuses. */
  say: (answer: ScanAnswer) => void;
  /** Forgets the last answer. */
  clear: () => void;
  /** Puts the cursor back in the field (after a dialog, an action button, a mode change). */
  focus: () => void;
  /** Scans waiting or being answered. */
  pending: number;
}

/**
 * The one scan input of the floor (docs/api-floor.md "One scan input"): the field is taken and
 * emptied at Enter (an empty Enter does nothing), scans are answered one after another in the order
 * they were made, each answer replaces the last one, sounds its tone and leaves the field empty and
 * focused. A business refusal thrown by the handler is its answer.
 */
export function useScanInput(onScan: ScanHandler): ScanController {
  const { t } = useTranslation();
  const inputRef = useRef<InputRef>(null);
  const handler = useRef(onScan);
  handler.current = onScan;
  const [value, setValue] = useState("");
  const [answer, setAnswer] = useState<Shown | null>(null);
  const [pending, setPending] = useState(0);
  const seq = useRef(0);
  // Between two queued scans the screen renders once, so the next scan sees the state the last one left.
  const settled = useRef<(() => void)[]>([]);
  const [, rendered] = useState(0);
  useEffect(() => {
    const waiting = settled.current.splice(0);
    for (const f of waiting) f();
  });

  const focus = useCallback(() => {
    // After React has committed (a dialog closing, a button that disappears): then the field.
    setTimeout(() => inputRef.current?.focus({ preventScroll: true }), 0);
  }, []);

  const show = useCallback(
    (a: ScanAnswer) => {
      seq.current += 1;
      setAnswer({ ...a, seq: seq.current });
      playScanTone(a.verdict);
      if (a.focus !== false) focus();
    },
    [focus],
  );

  const said = useRef({ show, t });
  said.current = { show, t };
  const queue = useMemo(
    () =>
      createScanQueue(
        async (code) => {
          setAnswer(null);
          try {
            const a = await handler.current(code);
            said.current.show({ code, ...(a ?? { verdict: "accept" }) });
          } catch (err) {
            const { show, t } = said.current;
            if (err instanceof ApiError) show({ verdict: "refuse", code, message: err.message });
            else {
              show({ verdict: "refuse", code, message: t("app:scan.failed") });
              // A fault in the screen's own code: the page error tells the developer (and fails the tests).
              setTimeout(() => {
                throw err;
              }, 0);
            }
          } finally {
            setPending((n) => n - 1);
          }
        },
        () =>
          new Promise<void>((resolve) => {
            settled.current.push(resolve);
            rendered((n) => n + 1);
          }),
      ),
    [],
  );

  const submit = useCallback(() => {
    const raw = inputRef.current?.input?.value ?? "";
    setValue("");
    if (!raw.trim()) return;
    wakeScanAudio();
    setPending((n) => n + 1);
    queue.push(raw);
  }, [queue]);

  return {
    inputRef,
    value,
    setValue,
    submit,
    answer,
    say: show,
    clear: useCallback(() => setAnswer(null), []),
    focus,
    pending,
  };
}

const OVERLAYS = ".ant-modal-wrap, .ant-drawer, .ant-popover, .ant-select-dropdown, .ant-picker-dropdown";

/** An antd overlay (dialog, drawer, confirmation, dropdown) that is open and does not hold this field. */
function overlayOpen(field: HTMLElement): boolean {
  const open = document.querySelectorAll<HTMLElement>(OVERLAYS);
  return [...open].some(
    (el) =>
      !el.contains(field) &&
      !/-hidden\b/.test(el.className) &&
      el.getClientRects().length > 0 &&
      getComputedStyle(el).visibility !== "hidden",
  );
}

const nowhere = () => !document.activeElement || document.activeElement === document.body;
const typing = (el: Element) =>
  el.matches("input, textarea, select, [contenteditable=''], [contenteditable='true']");

/**
 * The field (with the scanner icon) and the sounds toggle; the answer below it unless `feedback` is
 * false (then the screen places <ScanFeedback> itself). While `keepFocus`, a cursor that falls to the
 * page (a button gone, a dialog closed) comes back here, and a key typed on the page lands here.
 */
export function ScanInput({
  scan,
  testId,
  placeholder,
  ariaLabel,
  size,
  style,
  className,
  autoFocus = true,
  keepFocus = true,
  feedback = true,
  errorTestId,
}: {
  scan: ScanController;
  testId: string;
  placeholder?: string;
  ariaLabel?: string;
  size?: "large" | "middle" | "small";
  style?: CSSProperties;
  className?: string;
  autoFocus?: boolean;
  keepFocus?: boolean;
  feedback?: boolean;
  /** The test id of a refusal's words (the answer itself is `<testId>-feedback`). */
  errorTestId?: string;
}) {
  const { t } = useTranslation();
  const [sound, setSound] = useScanSound();
  const { inputRef, focus } = scan;

  useEffect(() => {
    if (autoFocus) focus();
  }, [autoFocus, focus]);

  useEffect(() => {
    if (!keepFocus) return;
    const field = () => {
      const el = inputRef.current?.input;
      return el?.isConnected && el.getClientRects().length > 0 ? el : null;
    };
    const onFocusOut = (e: FocusEvent) => {
      if (e.relatedTarget) return;
      setTimeout(() => {
        const el = field();
        if (el && nowhere() && !overlayOpen(el)) el.focus({ preventScroll: true });
      }, 0);
    };
    // A dialog that closes gives the focus back to the button that opened it: the scan box takes it.
    let inOverlay = false;
    const onFocusIn = (e: FocusEvent) => {
      const to = e.target;
      if (!(to instanceof Element)) return;
      if (to.closest(OVERLAYS)) {
        inOverlay = true;
        return;
      }
      const back = inOverlay;
      inOverlay = false;
      if (!back || typing(to)) return;
      // (The closing dialog may still be in the page for a moment: the focus left it, that is enough.)
      setTimeout(() => {
        const el = field();
        if (el && document.activeElement === to) el.focus({ preventScroll: true });
      }, 0);
    };
    const onKeyDown = (e: KeyboardEvent) => {
      const el = field();
      if (!el || !nowhere() || e.key.length !== 1 || e.ctrlKey || e.metaKey || e.altKey) return;
      // Focus moves before the key is typed: the character lands in the field.
      if (!overlayOpen(el)) el.focus({ preventScroll: true });
    };
    document.addEventListener("focusout", onFocusOut);
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("keydown", onKeyDown, true);
    return () => {
      document.removeEventListener("focusout", onFocusOut);
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("keydown", onKeyDown, true);
    };
  }, [keepFocus, inputRef]);

  const verdict = scan.answer?.verdict;
  return (
    <div className="sw-scan" data-scan-input={testId}>
      <div className="sw-scan-row">
        <Input
          ref={inputRef}
          size={size}
          style={style}
          className={className}
          prefix={<ScanOutlined />}
          value={scan.value}
          status={verdict === "refuse" ? "error" : verdict === "choose" ? "warning" : undefined}
          onChange={(e) => scan.setValue(e.target.value)}
          onPressEnter={(e) => {
            e.preventDefault();
            scan.submit();
          }}
          placeholder={placeholder}
          aria-label={ariaLabel ?? placeholder}
          autoComplete="off"
          data-testid={testId}
          data-pending={scan.pending}
        />
        <Tooltip title={t(sound ? "app:scan.soundOn" : "app:scan.soundOff")}>
          <Button
            type="text"
            size={size}
            icon={sound ? <SoundOutlined /> : <MutedOutlined />}
            aria-label={t(sound ? "app:scan.soundOn" : "app:scan.soundOff")}
            aria-pressed={sound}
            onClick={() => {
              setSound(!sound);
              focus();
            }}
            data-testid={`${testId}-sound`}
            data-sound={sound ? "on" : "off"}
          />
        </Tooltip>
      </div>
      {feedback && <ScanFeedback scan={scan} testId={`${testId}-feedback`} errorTestId={errorTestId} />}
    </div>
  );
}

const ICONS: Record<ScanVerdict, ReactNode> = {
  accept: <CheckCircleFilled />,
  refuse: <CloseCircleFilled />,
  choose: <QuestionCircleFilled />,
};

/** The last answer, in its colour and icon, with the code it is about; nothing before the first one. */
export function ScanFeedback({
  scan,
  testId,
  errorTestId,
  style,
}: {
  scan: ScanController;
  testId: string;
  errorTestId?: string;
  style?: CSSProperties;
}) {
  const { t } = useTranslation();
  const a = scan.answer;
  if (!a || (!a.message && !a.code)) return null;
  return (
    <div
      key={a.seq}
      style={style}
      className={`sw-scan-answer sw-scan-${a.verdict}`}
      role={a.verdict === "refuse" ? "alert" : "status"}
      data-testid={testId}
      data-scan-feedback=""
      data-verdict={a.verdict}
      data-seq={a.seq}
    >
      <span className="sw-scan-icon">{ICONS[a.verdict]}</span>
      <div className="sw-scan-text">
        {a.message && (
          <div
            className="sw-scan-message"
            data-testid={a.verdict === "refuse" && errorTestId ? errorTestId : undefined}
            data-code={a.code}
          >
            {a.message}
          </div>
        )}
        {a.code && <div className="sw-scan-code">{t("app:scan.scanned", { code: a.code })}</div>}
      </div>
    </div>
  );
}
