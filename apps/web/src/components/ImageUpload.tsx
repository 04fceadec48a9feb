import { LoadingOutlined, PlusOutlined } from "@ant-design/icons";
import { Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toastError } from "../lib/feedback.ts";
import { checkImage, IMAGE_ACCEPT, type UploadedImage, uploadImage } from "../lib/upload.ts";
import "./image-upload.css";

/**
 * One image (logo, avatar) uploaded to POST /api/upload/image as soon as it is picked; the form
 * value is `{ fileId, url }` so the preview survives a re-render. Checks size and type first.
 */
export function ImageUpload({
  value,
  onChange,
  shape = "square",
  testId,
}: {
  value?: UploadedImage | null;
  onChange?: (v: UploadedImage | null) => void;
  shape?: "square" | "round";
  testId?: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Upload
      accept={IMAGE_ACCEPT}
      listType="picture-card"
      className={`sw-image-upload sw-image-upload-${shape}`}
      showUploadList={false}
      data-testid={testId}
      beforeUpload={(file) => {
        const problem = checkImage(file);
        if (problem) {
          toastError(t(problem === "tooLarge" ? "forms:upload.tooLarge" : "forms:upload.badType"));
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={async ({ file, onSuccess, onError }) => {
        setBusy(true);
        try {
          const uploaded = await uploadImage(file as File);
          onChange?.(uploaded);
          onSuccess?.(uploaded);
        } catch (err) {
          onError?.(err as Error);
        } finally {
          setBusy(false);
        }
      }}
    >
      {value?.url && !busy ? (
        <img
          src={value.url}
          alt=""
          className="sw-image-upload-img"
          data-testid={testId && `${testId}-preview`}
        />
      ) : (
        <div className="sw-image-upload-empty">
          {busy ? <LoadingOutlined /> : <PlusOutlined />}
          <div>{t("forms:upload.pick")}</div>
        </div>
      )}
    </Upload>
  );
}
