/** The shared catalogue (namespace "common") in zh-CN, a chunk of its own: only the UI language's is downloaded. */
export { zhCN as default } from "@stoneworks/shared/i18n/zh-CN";
