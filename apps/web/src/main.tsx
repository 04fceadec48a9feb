import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Providers } from "./app/providers.tsx";
import { AppRouter } from "./app/router.tsx";
import { initI18n } from "./lib/i18n.ts";
import "./app/global.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root missing in index.html");

void initI18n().then(() =>
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <AppRouter />
      </Providers>
    </StrictMode>,
  ),
);
