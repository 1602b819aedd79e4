/** The admin app's error: no marketing page around it, a way back, and a reload. */
export function AdminError() {
  return (
    <main
      id="main"
      className="grid min-h-svh place-items-center p-6 text-center"
    >
      <div>
        <h1 className="text-xl font-bold">Something went wrong</h1>
        <p className="mt-2 text-muted-foreground">
          The inbox could not load this page.{" "}
          <a className="font-semibold text-primary underline" href="/admin">
            Back to the leads
          </a>
          , or reload the page.
        </p>
      </div>
    </main>
  );
}
