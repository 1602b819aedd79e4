/** The not-found page: the attempted path is written to the console for whoever debugs a broken link. */
export function init() {
  console.error("404 Error: User attempted to access non-existent route:", location.pathname);
}
