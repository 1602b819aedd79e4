/** The booking page's own script, before the scheduler's frame (components/sections/scheduler-embed.tsx). */
import * as scheduler from "./scheduler.ts";

scheduler.init();
