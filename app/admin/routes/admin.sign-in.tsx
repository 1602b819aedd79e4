/** Sign-in to the admin app. Public; the server throttles it and answers alike for any failure. */
import { KeyRound } from "lucide-react";
import { Form, redirect, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/admin.sign-in";
import { AuthCard, AuthField, FormError } from "#app/admin/components/auth-card.tsx";
import { Button } from "#app/ui/button.tsx";
import { adminCopy } from "#app/admin/content/admin.ts";
import { api, ApiError, rememberCsrfToken, safeNext, type Answer } from "#app/admin/lib/admin-api.ts";
import { browserSupportsWebAuthn, passkeyProblem, signInWithPasskey } from "#app/admin/lib/passkeys.ts";

export const meta = () => [{ title: adminCopy.signIn.title }];

export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  if (form.get("intent") === "passkey") {
    try {
      rememberCsrfToken((await signInWithPasskey()).csrfToken);
    } catch (error) {
      return { error: passkeyProblem(error) };
    }
    return redirect(next);
  }
  try {
    const session = await api<Answer<"/sign-in", "$post">>("/sign-in", {
      method: "POST",
      body: { email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") },
    });
    rememberCsrfToken(session.csrfToken);
  } catch (error) {
    if (error instanceof ApiError) return { error: error.message };
    throw error;
  }
  return redirect(next);
}

export default function SignIn() {
  const copy = adminCopy.signIn;
  const result = useActionData<typeof clientAction>();
  const busy = useNavigation().state === "submitting";
  // Only where the browser can do it; the admin app renders in the browser, so this is known at once.
  const passkeys = browserSupportsWebAuthn();
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
      {passkeys ? (
        <Form method="post" className="mt-4">
          <div className="mb-4 flex items-center gap-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase" aria-hidden="true">
            <span className="h-px flex-1 bg-border" />
            or
            <span className="h-px flex-1 bg-border" />
          </div>
          <Button type="submit" name="intent" value="passkey" variant="secondary" className="w-full" disabled={busy}>
            <KeyRound aria-hidden="true" />
            {copy.passkey}
          </Button>
        </Form>
      ) : null}
      <p className="mt-6 text-sm text-muted-foreground">{copy.noAccount}</p>
    </AuthCard>
  );
}
