import { ArrowRightOutlined, CheckOutlined, CloseOutlined, ReloadOutlined } from "@ant-design/icons";
import type { SliderChallenge, TrackPoint } from "@stoneworks/shared";
import { Button, Modal, Spin } from "antd";
import { type PointerEvent, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { captchaApi } from "../../../api/auth.ts";
import { ApiError } from "../../../lib/api-client.ts";

type Status = "loading" | "idle" | "dragging" | "verifying" | "success" | "fail" | "error";

interface Props {
  open: boolean;
  onCancel: () => void;
  /** Called with the captcha ticket after a passed challenge. */
  onPassed: (ticket: string) => void;
}

/**
 * Slider verification before an SMS is sent (docs/api.md "Slider challenge"). The image is drawn at
 * its own scale (320 × 160), so a pointer move of N px moves the piece N image px; the handle sits
 * under the piece and has its width. Pointer events: mouse, pen and touch alike.
 */
export default function SliderCaptcha({ open, onCancel, onPassed }: Props) {
  const { t } = useTranslation();
  const [challenge, setChallenge] = useState<SliderChallenge | null>(null);
  const [status, setStatus] = useState<Status>("loading");
  const [x, setX] = useState(0);
  const drag = useRef<{ startX: number; startY: number; t0: number; track: TrackPoint[] } | null>(null);
  const abort = useRef<AbortController | null>(null);

  const load = useCallback(async () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setStatus("loading");
    setX(0);
    try {
      const c = await captchaApi.slider({}, { signal: controller.signal });
      if (controller.signal.aborted) return;
      setChallenge(c);
      setStatus("idle");
    } catch (err) {
      if (err instanceof ApiError && err.kind === "cancelled") return;
      setStatus("error");
    }
  }, []);

  useEffect(() => {
    if (open) void load();
    else {
      abort.current?.abort();
      setChallenge(null);
    }
  }, [open, load]);

  const maxX = challenge ? challenge.width - challenge.pieceSize : 0;
  const interactive = status === "idle" && !!challenge;

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (!interactive) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = {
      startX: e.clientX,
      startY: e.clientY,
      t0: performance.now(),
      track: [{ x: 0, y: 0, t: 0 }],
    };
    setStatus("dragging");
  };

  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || status !== "dragging") return;
    const nx = Math.round(Math.min(maxX, Math.max(0, e.clientX - d.startX)));
    d.track.push({ x: nx, y: Math.round(e.clientY - d.startY), t: Math.round(performance.now() - d.t0) });
    setX(nx);
  };

  const onPointerUp = async (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || !challenge || status !== "dragging") return;
    drag.current = null;
    const finalX = Math.round(Math.min(maxX, Math.max(0, e.clientX - d.startX)));
    d.track.push({ x: finalX, y: Math.round(e.clientY - d.startY), t: Math.round(performance.now() - d.t0) });
    setX(finalX);
    if (finalX < 2) {
      setStatus("idle");
      return;
    }
    setStatus("verifying");
    try {
      const { captchaTicket } = await captchaApi.verify(
        { challengeId: challenge.challengeId, x: finalX, track: d.track },
        { silent: true },
      );
      setStatus("success");
      setTimeout(() => onPassed(captchaTicket), 450);
    } catch {
      // One try per challenge: a failure voids it, fetch a new one.
      setStatus("fail");
      setTimeout(() => void load(), 900);
    }
  };

  const hint =
    status === "success"
      ? t("auth:slider.success")
      : status === "fail"
        ? t("auth:slider.failed")
        : status === "error"
          ? t("auth:slider.loadFailed")
          : t("auth:slider.hint");

  const width = challenge?.width ?? 320;
  const height = challenge?.height ?? 160;
  const handleSize = challenge?.pieceSize ?? 44;

  return (
    <Modal
      open={open}
      onCancel={onCancel}
      footer={null}
      width={width + 48}
      centered
      destroyOnHidden
      title={t("auth:slider.title")}
      className="sw-slider-modal"
      data-testid="slider-modal"
    >
      <div className="sw-slider" data-testid="slider" data-status={status}>
        <div className="sw-slider-stage" style={{ width, height }}>
          {challenge ? (
            <>
              <img
                src={challenge.background}
                width={challenge.width}
                height={challenge.height}
                alt=""
                draggable={false}
                className="sw-slider-bg"
                data-testid="slider-background"
              />
              <img
                src={challenge.piece}
                width={challenge.pieceSize}
                height={challenge.pieceSize}
                alt=""
                draggable={false}
                className="sw-slider-piece"
                data-testid="slider-piece"
                style={{ left: x, top: challenge.pieceY }}
              />
            </>
          ) : null}
          {(status === "loading" || status === "verifying") && (
            <div className="sw-slider-overlay">
              <Spin />
            </div>
          )}
          {(status === "success" || status === "fail") && (
            <div className={`sw-slider-result sw-slider-result-${status}`}>
              {status === "success" ? <CheckOutlined /> : <CloseOutlined />} {hint}
            </div>
          )}
          <Button
            className="sw-slider-refresh"
            shape="circle"
            size="small"
            icon={<ReloadOutlined />}
            data-testid="slider-refresh"
            aria-label={t("auth:slider.refresh")}
            title={t("auth:slider.refresh")}
            onClick={() => void load()}
          />
        </div>
        <div className={`sw-slider-bar sw-slider-bar-${status}`} style={{ width }}>
          <div className="sw-slider-fill" style={{ width: x + handleSize / 2 }} />
          <span className="sw-slider-text" style={{ opacity: x > 10 ? 0 : 1 }}>
            {hint}
          </span>
          <div
            role="slider"
            tabIndex={0}
            aria-valuemin={0}
            aria-valuemax={maxX}
            aria-valuenow={x}
            aria-label={t("auth:slider.hint")}
            className="sw-slider-handle"
            data-testid="slider-handle"
            style={{ left: x, width: handleSize }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={(e) => void onPointerUp(e)}
            onPointerCancel={(e) => void onPointerUp(e)}
          >
            {status === "success" ? (
              <CheckOutlined />
            ) : status === "fail" ? (
              <CloseOutlined />
            ) : (
              <ArrowRightOutlined />
            )}
          </div>
        </div>
      </div>
    </Modal>
  );
}
