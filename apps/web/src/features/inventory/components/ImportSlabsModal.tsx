import { DownloadOutlined, InboxOutlined } from "@ant-design/icons";
import { Code, SLAB_IMPORT_LIMITS } from "@stoneworks/shared";
import { Alert, Button, Modal, Progress, Space, Upload } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { slabFiles } from "../../../api/inventory.ts";
import {
  type ImportProblem,
  ImportProblemsTable,
  importProblemsOf,
} from "../../../components/ImportProblemsTable.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { toastError, toastSuccess } from "../../../lib/feedback.ts";
import type { UploadProgress } from "../../../lib/upload-progress.ts";

type State =
  | { kind: "idle" }
  | { kind: "busy"; progress: UploadProgress }
  | { kind: "failed"; errors: ImportProblem[]; total: number; message: string }
  | { kind: "done"; slabs: number; blocks: number };

/**
 * Import slabs from the .xlsx template: template download (zh/en), upload with progress, and the
 * problems of a refused file (1009) as a table by sheet, row and field; nothing is stored then.
 */
export function ImportSlabsModal({
  open,
  onClose,
  onImported,
}: {
  open: boolean;
  onClose: () => void;
  onImported: () => void;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ kind: "idle" });
  useEffect(() => {
    if (open) setState({ kind: "idle" });
  }, [open]);

  const upload = async (file: File) => {
    if (!/\.xlsx$/i.test(file.name)) {
      toastError(t("inventory:import.limits"));
      return;
    }
    setState({ kind: "busy", progress: { phase: "sending", percent: 0 } });
    try {
      const r = await slabFiles.upload(file, {
        silent: true,
        onProgress: (progress) => setState({ kind: "busy", progress }),
      });
      setState({ kind: "done", ...r });
      toastSuccess(t("inventory:import.done", r));
      onImported();
    } catch (err) {
      if (err instanceof ApiError && err.code === Code.ImportInvalid) {
        const { rows, total } = importProblemsOf(err.data);
        setState({ kind: "failed", errors: rows, total, message: err.message });
        return;
      }
      setState({ kind: "idle" });
      if (err instanceof ApiError && err.kind === "business") toastError(err.message);
    }
  };

  const busy = state.kind === "busy";
  return (
    <Modal
      open={open}
      title={t("inventory:import.title")}
      onCancel={busy ? undefined : onClose}
      closable={!busy}
      maskClosable={!busy}
      width={760}
      footer={
        <Button onClick={onClose} disabled={busy} data-testid="import-close">
          {t("app:actions.close")}
        </Button>
      }
      destroyOnHidden
    >
      <div className="sw-import" data-testid="slab-import-modal">
        <p className="sw-import-step">{t("inventory:import.step1")}</p>
        <Space wrap>
          <Button
            icon={<DownloadOutlined />}
            onClick={() => void slabFiles.downloadTemplate({ lang: "zh-CN" }).catch(() => undefined)}
            data-testid="template-zh"
          >
            {t("inventory:import.templateZh")}
          </Button>
          <Button
            icon={<DownloadOutlined />}
            onClick={() => void slabFiles.downloadTemplate({ lang: "en-US" }).catch(() => undefined)}
            data-testid="template-en"
          >
            {t("inventory:import.templateEn")}
          </Button>
        </Space>
        <p className="sw-import-step">{t("inventory:import.step2")}</p>
        {state.kind === "busy" ? (
          <div className="sw-import-progress" data-testid="import-progress">
            <Progress
              percent={state.progress.phase === "sending" ? state.progress.percent : 100}
              status="active"
            />
            <span className="sw-muted">
              {state.progress.phase === "sending"
                ? t("inventory:import.sending", { percent: state.progress.percent })
                : t("inventory:import.processing")}
            </span>
          </div>
        ) : (
          <Upload.Dragger
            accept=".xlsx"
            multiple={false}
            showUploadList={false}
            beforeUpload={(file) => {
              if (file.size > SLAB_IMPORT_LIMITS.maxFileBytes) {
                toastError(t("inventory:import.limits"));
                return Upload.LIST_IGNORE;
              }
              void upload(file as File);
              return false;
            }}
            data-testid="import-dragger"
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t("inventory:import.drop")}</p>
            <p className="ant-upload-hint">{t("inventory:import.limits")}</p>
          </Upload.Dragger>
        )}
        {state.kind === "done" && (
          <Alert
            type="success"
            showIcon
            title={t("inventory:import.done", { slabs: state.slabs, blocks: state.blocks })}
            data-testid="import-done"
          />
        )}
        {state.kind === "failed" && (
          <div className="sw-import-errors">
            <Alert
              type="error"
              showIcon
              title={t("inventory:import.failed", { total: state.total })}
              description={
                state.total > state.errors.length
                  ? t("inventory:import.moreErrors", { shown: state.errors.length, total: state.total })
                  : undefined
              }
              data-testid="import-failed"
            />
            <ImportProblemsTable rows={state.errors} />
          </div>
        )}
      </div>
    </Modal>
  );
}
