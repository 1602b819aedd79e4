/** Sign-in to the inbox (issue 17). Public; the server throttles it and answers alike for any failure. */
import { Form, redirect, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/admin.sign-in";
import { AuthCard, AuthField, FormError } from "#app/components/admin/auth-card.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { inboxCopy } from "#app/content/inbox.ts";
import { api, ApiError, rememberCsrfToken, safeNext, type SessionInfo } from "#app/lib/admin-api.ts";

export const meta = () => [{ title: inboxCopy.signIn.title }];

export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  try {
    const session = await api<Omit<SessionInfo, "newCount">>("/sign-in", {
      method: "POST",
      body: { email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") },
    });
    rememberCsrfToken(session.csrfToken);
  } catch (error) {
    if (error instanceof ApiError) return { error: error.message };
    throw error;
  }
  return redirect(safeNext(new URL(request.url).searchParams.get("next")));
}

export default function SignIn() {
  const copy = inboxCopy.signIn;
  const result = useActionData<typeof clientAction>();
  const busy = useNavigation().state === "submitting";
  return (
    <AuthCard title={copy.title} lead={copy.lead}>
      <Form method="post" className="grid gap-4" aria-describedby={result?.error ? "sign-in-error" : undefined}>
        {result?.error ? <FormError id="sign-in-error">{result.error}</FormError> : null}
        <AuthField label={copy.email} name="email" type="email" autoComplete="username webauthn" autoFocus />
        <AuthField label={copy.password} name="password" type="password" autoComplete="current-password" />
        <Button type="submit" disabled={busy}>
          {busy ? copy.submitting : copy.submit}
        </Button>
      </Form>
      <p className="mt-6 text-sm text-muted-foreground">{copy.noAccount}</p>
    </AuthCard>
  );
}
