import { lazy, Suspense, useState } from "react";
import { Trans } from "react-i18next";
import type { AgreementDoc } from "./AgreementModal.tsx";

const AgreementModal = lazy(() => import("./AgreementModal.tsx"));

/** The login page's footer: the agreement names open the agreement itself (locales agreement.json). */
export function LoginLegal() {
  const [doc, setDoc] = useState<AgreementDoc | null>(null);
  const link = (which: AgreementDoc) => (
    <button
      type="button"
      className="sw-inline-link"
      onClick={() => setDoc(which)}
      data-testid={`legal-${which}`}
    />
  );
  return (
    <div className="sw-login-legal">
      <Trans i18nKey="auth:login.legal" components={{ terms: link("terms"), privacy: link("privacy") }} />
      {doc !== null && (
        <Suspense fallback={null}>
          <AgreementModal
            open
            doc={doc}
            onDocChange={setDoc}
            onClose={() => setDoc(null)}
            onAgree={() => setDoc(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
