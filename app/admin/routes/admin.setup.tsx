/**
 * The one-time setup link: `/admin/setup#token=…`. The token is in the fragment, which
 * browsers never send to a server or in a Referer; it is read here and posted once.
 */
import { Form, redirect, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/admin.setup";
import { AuthCard, AuthField, FormError } from "#app/admin/components/auth-card.tsx";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import { adminCopy } from "#app/admin/content/admin.ts";
import { api, ApiError, rememberCsrfToken, type Answer } from "#app/admin/lib/admin-api.ts";

export const meta = () => [{ title: adminCopy.setup.title }];

export async function clientLoader() {
  const token = new URLSearchParams(window.location.hash.slice(1)).get("token") ?? "";
  try {
    const { email } = await api<Answer<"/setup/check", "$post">>("/setup/check", { method: "POST", body: { token } });
    return { token, email };
  } catch (error) {
    if (error instanceof ApiError) return { token: "", email: "" };
    throw error;
  }
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const password = String(form.get("password") ?? "");
  if (password !== String(form.get("confirm") ?? "")) return { error: adminCopy.setup.mismatch };
  try {
    const session = await api<Answer<"/setup", "$post">>("/setup", { method: "POST", body: { token: String(form.get("token") ?? ""), password } });
    rememberCsrfToken(session.csrfToken);
  } catch (error) {
    if (error instanceof ApiError) return { error: error.message };
    throw error;
  }
  return redirect("/admin");
}

export default function Setup({ loaderData }: Route.ComponentProps) {
  const copy = adminCopy.setup;
  const result = useActionData<typeof clientAction>();
  const busy = useNavigation().state === "submitting";
  if (!loaderData.token) {
    return (
      <AuthCard title={copy.title} lead={copy.invalid}>
        <a className="text-sm font-semibold text-primary underline" href="/admin/sign-in">
          {adminCopy.signIn.submit}
        </a>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={copy.title} lead={copy.lead(loaderData.email)}>
      <Form method="post" className="grid gap-4">
        {result?.error ? <FormError id="setup-error">{result.error}</FormError> : null}
        <input type="hidden" name="token" value={loaderData.token} />
        {/* Password managers file the new password under this account. */}
        <input type="hidden" name="username" autoComplete="username" value={loaderData.email} />
        <div className="grid gap-1.5">
          <Label htmlFor="password">{copy.password}</Label>
          <Input
            id="password"
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={12}
            required
            aria-describedby="password-hint"
            aria-invalid={result?.error ? true : undefined}
          />
          <p id="password-hint" className="text-sm text-muted-foreground">
            {copy.hint}
          </p>
        </div>
        <AuthField label={copy.confirm} name="confirm" type="password" autoComplete="new-password" />
        <Button type="submit" disabled={busy}>
          {copy.submit}
        </Button>
      </Form>
    </AuthCard>
  );
}
