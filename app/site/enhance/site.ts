/**
 * The one script every page carries, inline at the end of the body (about 1 KB): what native
 * elements cannot do alone in the header, drawer and footer (pricing's switch has its own script,
 * pricing-page.ts). No page hydrates React (ADR 011): React renders these parts as static markup
 * at build time and leaves them to this script.
 *
 * Like every page's script here (the *-page.ts files, analytics-loader.ts), it only calls the
 * `init` of the modules it needs: they do nothing on import, so their unit tests run them on a
 * page of their own.
 */
import * as attribution from "./attribution.ts";
import * as currentYear from "./current-year.ts";
import * as drawer from "./drawer.ts";
import * as navMenus from "./nav-menus.ts";

navMenus.init();
drawer.init();
attribution.init();
currentYear.init();
