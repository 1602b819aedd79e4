/** The not-found page's own script (routes/not-found.tsx). */
import * as notFound from "./not-found.ts";

notFound.init();
