/**
 * Paths the build, the server and the tests agree on. The not-found page is prerendered at
 * NOT_FOUND_PATH (react-router.config.ts); the server answers every unknown path with it and a 404
 * status, and nothing links to it, lists it in the sitemap or audits it as a page of its own.
 */
export const NOT_FOUND_PATH = "/404";
