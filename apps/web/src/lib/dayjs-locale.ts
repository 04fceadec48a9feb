import dayjs from "dayjs";
import "dayjs/locale/zh-cn";
import i18n from "./i18n.ts";

/**
 * dayjs follows the UI language (antd's pickers and our date texts). Imported by the screens that show
 * dates rather than by the entry, so the login page does not download dayjs.
 */
const toDayjs = (lang: string) => (lang === "en-US" ? "en" : "zh-cn");

dayjs.locale(toDayjs(i18n.language));
i18n.on("languageChanged", (lang) => dayjs.locale(toDayjs(lang)));

export { dayjs, toDayjs };
