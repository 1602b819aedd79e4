/** The variables every request carries through the app, for features' handlers. */
export type AppEnv = {
  Variables: {
    /** The id of the request's log lines, sent back as X-Request-Id (request-id.ts). */
    requestId: string;
    /** The response is a file with its own headers (app.ts sendFile): the shared ones are not added. */
    fileHeaders?: true;
    /** A prefetch the server declined (503, as browsers expect): not a fault, so not logged as one. */
    declinedPrefetch?: true;
  };
};
