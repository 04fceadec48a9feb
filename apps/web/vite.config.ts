import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const root = fileURLToPath(new URL(".", import.meta.url));

// Vendor chunks: react (+router), the antd modules the entry itself needs (config provider, theme,
// css-in-js, App's message/modal) and i18n/query each get a chunk of their own, so app releases do not
// invalidate them. Other antd components are left to the automatic splitting, so a route downloads
// only the components it renders (the login page must stay under 250 KB gzip JS). Every screen is a
// lazy chunk (src/app/router.tsx).
const pkg = (names: string) => new RegExp(`node_modules[\\\\/](${names})[\\\\/]`);
const vendorGroups = [
  {
    name: "vendor-react",
    test: pkg("react|react-dom|scheduler|react-router|cookie|set-cookie-parser"),
    priority: 30,
  },
  {
    name: "vendor-antd",
    test: pkg(
      "antd|@ant-design|@rc-component|@emotion|stylis|clsx|throttle-debounce|compute-scroll-into-view|scroll-into-view-if-needed|json2mq|string-convert|is-mobile|react-is|@babel",
    ),
    tags: ["$initial" as const],
    priority: 20,
  },
  {
    name: "vendor-i18n",
    test: pkg("i18next|react-i18next|html-parse-stringify|void-elements|js-cookie"),
    priority: 10,
  },
  // antd's Input (with TextArea, Password and their style) in one chunk: the login page needs it, and
  // left to the automatic splitting it came in four pieces whose gzip overhead broke the budget.
  {
    name: "antd-input",
    test: /node_modules[\\/](antd[\\/]es[\\/]input|@rc-component[\\/](input|textarea))[\\/]/,
    priority: 25,
  },
  { name: "vendor-dayjs", test: pkg("dayjs"), priority: 10 },
  { name: "vendor-query", test: pkg("@tanstack"), priority: 10 },
];

export default defineConfig({
  root,
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { "/api": { target: "http://127.0.0.1:3000", changeOrigin: true } },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      // The shared package only declares schemas and tables: importing `Code` must not drag zod into
      // the entry chunk (the zod schemas load with the first form validation instead).
      treeshake: {
        moduleSideEffects: (id: string) =>
          /[\\/]packages[\\/]shared[\\/]src[\\/]/.test(id) ? false : undefined,
      },
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});
