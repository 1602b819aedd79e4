/** The booking page's own script, before the scheduler's frame (sections/scheduler/view.tsx). */
import * as scheduler from "./scheduler.ts";

scheduler.init();
