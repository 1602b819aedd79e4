/** The signed-in person's account: passkeys, password, and signing out here or everywhere. */
import { KeyRound } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, redirect, useActionData, useNavigation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/admin.account";
import { AuthField, FormError } from "#app/components/admin/auth-card.tsx";
import { Panel } from "#app/components/admin/panel.tsx";
import { describeDevice, formatAge, formatDateTime } from "#app/components/admin/format.ts";
import { Button } from "#app/components/ui/button.tsx";
import { adminCopy } from "#app/content/admin.ts";
import { api, ApiError, SIGN_IN_PATH, type SessionInfo } from "#app/lib/admin-api.ts";
import { addPasskey, browserSupportsWebAuthn, passkeyProblem } from "#app/lib/passkeys.ts";

export const meta = () => [{ title: `${adminCopy.account.title} · ${adminCopy.productName}` }];

interface Passkey {
  id: string;
  createdAt: string;
  lastUsedAt: string | null;
  backedUp: boolean;
}

interface Session {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  method: string;
  userAgent: string;
  current: boolean;
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const from = new URL(request.url);
  const [{ passkeys }, { sessions }] = await Promise.all([
    api<{ passkeys: Passkey[] }>("/passkeys", { from, signal: request.signal }),
    api<{ sessions: Session[] }>("/sessions", { from, signal: request.signal }),
  ]);
  return { passkeys, sessions };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  const from = new URL(request.url);
  if (intent === "add-passkey") {
    try {
      await addPasskey(from, String(form.get("passkey-password") ?? ""));
      return { intent, done: adminCopy.account.passkeyAdded };
    } catch (error) {
      return { intent, error: passkeyProblem(error) };
    }
  }
  if (intent === "change-password") {
    try {
      await api("/password", { method: "POST", body: { current: form.get("current"), password: form.get("password") }, from });
      return { intent, done: adminCopy.account.passwordChanged };
    } catch (error) {
      if (error instanceof ApiError) return { intent, error: error.message };
      throw error;
    }
  }
  if (intent === "end-session") {
    await api(`/sessions/${encodeURIComponent(String(form.get("id")))}/end`, { method: "POST", from }).catch((error: unknown) => {
      if (!(error instanceof ApiError)) throw error;
    });
    return { intent };
  }
  if (intent === "remove-passkey") {
    try {
      await api(`/passkeys/${encodeURIComponent(String(form.get("id")))}/delete`, { method: "POST", from });
      return { intent };
    } catch (error) {
      if (error instanceof ApiError) return { intent, error: error.message };
      throw error;
    }
  }
  await api(intent === "sign-out-everywhere" ? "/sign-out-everywhere" : "/sign-out", { method: "POST", from });
  return redirect(SIGN_IN_PATH);
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const copy = adminCopy.account;
  const session = useRouteLoaderData<SessionInfo>("routes/admin");
  const result = useActionData<typeof clientAction>();
  const busy = useNavigation().state === "submitting";
  const supported = browserSupportsWebAuthn();
  const passwordForm = useRef<HTMLFormElement>(null);
  const passkeyForm = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (result?.intent === "change-password" && result.done) passwordForm.current?.reset();
    if (result?.intent === "add-passkey" && result.done) passkeyForm.current?.reset();
  }, [result]);
  return (
    <div className="grid max-w-2xl gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{copy.title}</h1>
        {session ? <p className="mt-1 text-muted-foreground">{copy.signedInAs(session.user.email)}</p> : null}
      </div>

      <Panel title={copy.passkeys} id="passkeys" lead={copy.passkeysLead}>
        {result?.error && result.intent !== "change-password" ? (
          <div className="mb-3">
            <FormError id="passkey-error">{result.error}</FormError>
          </div>
        ) : null}
        {result?.done && result.intent !== "change-password" ? (
          <p role="status" className="mb-3 text-sm font-medium text-success">
            {result.done}
          </p>
        ) : null}
        {loaderData.passkeys.length === 0 ? (
          <p className="mb-4 text-sm">{copy.noPasskeys}</p>
        ) : (
          <ul className="mb-4 divide-y divide-border rounded-lg border border-border">
            {loaderData.passkeys.map((passkey, index) => (
              <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
                <span>
                  <span className="flex items-center gap-2 font-medium">
                    <KeyRound aria-hidden="true" className="size-4" />
                    {copy.passkeyName(index + 1, passkey.backedUp)}
                  </span>
                  <span className="text-muted-foreground">
                    {copy.passkeyAddedOn(formatDateTime(passkey.createdAt))}
                    {passkey.lastUsedAt ? ` · ${copy.passkeyLastUsed(formatDateTime(passkey.lastUsedAt))}` : ""}
                  </span>
                </span>
                <Form method="post">
                  <input type="hidden" name="id" value={passkey.id} />
                  <Button type="submit" name="intent" value="remove-passkey" variant="ghost" size="sm" aria-label={`${copy.removePasskey}: ${copy.passkeyName(index + 1, passkey.backedUp)}`}>
                    {copy.removePasskey}
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        {supported ? (
          <Form method="post" className="grid max-w-sm gap-4" ref={passkeyForm}>
            <input type="hidden" name="username" autoComplete="username" value={session?.user.email ?? ""} />
            <div className="grid gap-1.5">
              <AuthField label={copy.passkeyPassword} name="passkey-password" type="password" autoComplete="current-password" aria-describedby="passkey-password-hint" />
              <p id="passkey-password-hint" className="text-sm text-muted-foreground">
                {copy.passkeyPasswordHint}
              </p>
            </div>
            <Button type="submit" name="intent" value="add-passkey" className="w-fit" disabled={busy}>
              <KeyRound aria-hidden="true" />
              {copy.addPasskey}
            </Button>
          </Form>
        ) : (
          <p className="text-sm text-muted-foreground">{copy.noPasskeySupport}</p>
        )}
      </Panel>

      <Panel title={copy.password} id="password" lead={copy.passwordLead}>
        <Form method="post" className="grid max-w-sm gap-4" ref={passwordForm}>
          {result?.intent === "change-password" && result.error ? <FormError id="password-error">{result.error}</FormError> : null}
          {result?.intent === "change-password" && result.done ? (
            <p role="status" className="text-sm font-medium text-success">
              {result.done}
            </p>
          ) : null}
          {/* Password managers file the change under this account. */}
          <input type="hidden" name="username" autoComplete="username" value={session?.user.email ?? ""} />
          <AuthField label={copy.currentPassword} name="current" type="password" autoComplete="current-password" />
          <AuthField label={copy.newPassword} name="password" type="password" autoComplete="new-password" minLength={12} />
          <Button type="submit" name="intent" value="change-password" variant="secondary" className="w-fit" disabled={busy}>
            {copy.changePassword}
          </Button>
        </Form>
      </Panel>

      <Panel title={copy.sessions} id="sessions">
        <ul className="mb-4 divide-y divide-border rounded-lg border border-border">
          {loaderData.sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
              <span>
                <span className="flex items-center gap-2 font-medium">
                  {describeDevice(session.userAgent)}
                  {session.current ? <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary-soft-foreground">{copy.thisDevice}</span> : null}
                </span>
                <span className="text-muted-foreground">
                  {copy.sessionSince(formatDateTime(session.createdAt), session.method)} · {copy.sessionActive(formatAge(session.lastSeenAt))}
                </span>
              </span>
              {session.current ? null : (
                <Form method="post">
                  <input type="hidden" name="id" value={session.id} />
                  <Button type="submit" name="intent" value="end-session" variant="ghost" size="sm" aria-label={`${copy.endSession}: ${describeDevice(session.userAgent)}`}>
                    {copy.endSession}
                  </Button>
                </Form>
              )}
            </li>
          ))}
        </ul>
        <p className="mb-4 text-sm text-muted-foreground">{copy.everywhereLead}</p>
        <Form method="post">
          <Button type="submit" name="intent" value="sign-out-everywhere" variant="secondary">
            {copy.everywhere}
          </Button>
        </Form>
      </Panel>
    </div>
  );
}
