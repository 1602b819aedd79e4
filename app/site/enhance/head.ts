/** The script in <head>, before the stylesheet and any paint. */
import { init as initTheme } from "./theme.ts";
import { init as initWebFont } from "./web-font.ts";

initTheme();
initWebFont();
