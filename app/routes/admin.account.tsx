/** The signed-in person's account: sign out here or everywhere (issue 17). */
import { Form, redirect } from "react-router";
import type { Route } from "./+types/admin.account";
import { Button } from "#app/components/ui/button.tsx";
import { inboxCopy } from "#app/content/inbox.ts";
import { api, SIGN_IN_PATH, type SessionInfo } from "#app/lib/admin-api.ts";
import { useRouteLoaderData } from "react-router";

export const meta = () => [{ title: `${inboxCopy.account.title} · ${inboxCopy.productName}` }];

export async function clientAction({ request }: Route.ClientActionArgs) {
  const intent = (await request.formData()).get("intent");
  await api(intent === "sign-out-everywhere" ? "/sign-out-everywhere" : "/sign-out", { method: "POST", from: new URL(request.url) });
  return redirect(SIGN_IN_PATH);
}

export default function Account() {
  const copy = inboxCopy.account;
  const session = useRouteLoaderData<SessionInfo>("routes/admin");
  return (
    <div className="grid max-w-2xl gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{copy.title}</h1>
        {session ? <p className="mt-1 text-muted-foreground">{copy.signedInAs(session.user.email)}</p> : null}
      </div>
      <section aria-labelledby="everywhere" className="rounded-xl border border-border bg-background p-5">
        <h2 id="everywhere" className="font-semibold">
          {copy.everywhere}
        </h2>
        <p className="mt-1 mb-4 text-sm text-muted-foreground">{copy.everywhereLead}</p>
        <Form method="post">
          <Button type="submit" name="intent" value="sign-out-everywhere" variant="secondary">
            {copy.everywhere}
          </Button>
        </Form>
      </section>
    </div>
  );
}
