import { Code, type ProjectUserAction, SESSION_END_CODES } from "@stoneworks/shared";
import { Modal } from "antd";
import { useTranslation } from "react-i18next";
import { projectApi } from "../../../api/project.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { toastError, toastSuccess, toastWarning } from "../../../lib/feedback.ts";
import { quiet } from "../api/project-api.ts";

export interface ActionTarget {
  projectId: string;
  projectNo: string;
  name: string;
  version: number;
  /** What approval still needs, when the screen knows it (list and detail): said before any confirmation. */
  missingSettings?: readonly string[];
  packing?: { valid: boolean; unpackedCount: number; emptyBoxCount: number };
}

export type ProjectAction = ProjectUserAction;

/**
 * Approve, recall and delete behind a confirmation dialog, shared by the list and the detail. The
 * calls are silent: this hook explains every refusal itself — 1012 (someone changed the project: say
 * so and refresh), 1001/1003 from approve (the server's own words about what is missing).
 */
export function useProjectActions(opts: {
  onDone: (action: ProjectAction, target: ActionTarget) => void;
  /** Refresh after a refusal that means the data on screen is stale. */
  onStale: () => void;
  /** Offered when approval is refused for missing settings (the detail's settings tab). */
  onOpenSettings?: (target: ActionTarget) => void;
}) {
  const { t } = useTranslation();
  const [modal, holder] = Modal.useModal();

  const explain = (action: ProjectAction, target: ActionTarget, err: unknown) => {
    if (!(err instanceof ApiError) || err.kind !== "business" || err.code === null) return;
    const code = err.code;
    if (SESSION_END_CODES.includes(code) || code === Code.NoPermission) return;
    if (code === Code.Conflict || code === Code.NotFound) {
      toastWarning(t("project:actions.changed"));
      opts.onStale();
      return;
    }
    if (action === "approve" && (code === Code.ValidationFailed || code === Code.InvalidState)) {
      const settings = code === Code.ValidationFailed;
      modal.warning({
        title: t("project:actions.cannotApprove"),
        closable: true,
        content: <div data-testid="approve-refused">{err.message}</div>,
        okText: settings && opts.onOpenSettings ? t("project:actions.openSettings") : t("app:actions.close"),
        onOk: settings && opts.onOpenSettings ? () => opts.onOpenSettings?.(target) : undefined,
        okButtonProps: { "data-testid": "approve-refused-ok" } as never,
      });
      opts.onStale();
      return;
    }
    if (code === Code.InvalidState) opts.onStale();
    toastError(err.message);
  };

  /** A known reason approval would be refused: shown instead of the confirmation. */
  const refuseApprove = (target: ActionTarget): boolean => {
    const missing = target.missingSettings ?? [];
    const packing = target.packing;
    const packingBad = packing?.valid === false;
    if (!missing.length && !packingBad) return false;
    const settings = missing.length > 0;
    const reason = settings
      ? t("project:detail.missingSettings", {
          fields: missing.map((k) => t(`project:settings.${k}`)).join(t("project:detail.listSeparator")),
        })
      : t("project:detail.packingInvalid", {
          unpacked: packing?.unpackedCount,
          empty: packing?.emptyBoxCount,
        });
    modal.warning({
      title: t("project:actions.cannotApprove"),
      closable: true,
      content: <div data-testid="approve-refused">{reason}</div>,
      okText: settings && opts.onOpenSettings ? t("project:actions.openSettings") : t("app:actions.close"),
      onOk: settings && opts.onOpenSettings ? () => opts.onOpenSettings?.(target) : undefined,
      okButtonProps: { "data-testid": "approve-refused-ok" } as never,
    });
    return true;
  };

  const run = (action: ProjectAction, target: ActionTarget) => {
    if (action === "approve" && refuseApprove(target)) return;
    const copy = {
      approve: {
        title: t("project:actions.approveTitle"),
        content: t("project:actions.approveConfirm", { name: target.name, projectNo: target.projectNo }),
        ok: t("project:actions.approve"),
        done: t("project:actions.approved"),
        call: () => projectApi.approve({ projectId: target.projectId, version: target.version }, quiet),
      },
      recall: {
        title: t("project:actions.recallTitle"),
        content: t("project:actions.recallConfirm", { name: target.name, projectNo: target.projectNo }),
        ok: t("project:actions.recall"),
        done: t("project:actions.recalled"),
        call: () => projectApi.recall({ projectId: target.projectId, version: target.version }, quiet),
      },
      delete: {
        title: t("project:actions.deleteTitle"),
        content: t("project:actions.deleteConfirm", { name: target.name, projectNo: target.projectNo }),
        ok: t("app:actions.delete"),
        done: t("forms:feedback.deleted"),
        call: () => projectApi.delete({ projectId: target.projectId, version: target.version }, quiet),
      },
    }[action];
    modal.confirm({
      title: copy.title,
      content: <div data-testid={`confirm-${action}`}>{copy.content}</div>,
      okText: copy.ok,
      cancelText: t("app:actions.cancel"),
      okButtonProps: { danger: action !== "approve", "data-testid": "confirm-ok" } as never,
      onOk: async () => {
        try {
          await copy.call();
          toastSuccess(copy.done);
          opts.onDone(action, target);
        } catch (err) {
          explain(action, target, err);
        }
      },
    });
  };

  return { run, holder };
}
