/** The script in <head>, before the stylesheet and any paint. */
import { init } from "./theme.ts";

init();
