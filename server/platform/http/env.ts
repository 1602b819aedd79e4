/** The variables every request carries through the app (its request id), for features' handlers. */
import type { RequestIdVariables } from "hono/request-id";

export type AppEnv = {
  Variables: RequestIdVariables & {
    /** The response is a file with its own headers (app.ts sendFile): the shared ones are not added. */
    fileHeaders?: true;
  };
};
