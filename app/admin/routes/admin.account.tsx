/** The signed-in person's account: passkeys, password, and signing out here or everywhere. */
import { useEffect, useRef } from "react";
import { redirect, useActionData, useNavigation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/admin.account";
import { AwayPanel, PasskeysPanel, PasswordPanel, SessionsPanel } from "#app/admin/components/account-panels.tsx";
import { adminCopy } from "#app/admin/content/admin.ts";
import { api, ApiError, SIGN_IN_PATH, type SessionInfo, type Answer } from "#app/admin/lib/admin-api.ts";
import { addPasskey, browserSupportsWebAuthn, passkeyProblem } from "#app/admin/lib/passkeys.ts";

export const meta = () => [{ title: `${adminCopy.account.title} · ${adminCopy.productName}` }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const from = new URL(request.url);
  const [{ passkeys }, { sessions }] = await Promise.all([
    api<Answer<"/passkeys">>("/passkeys", { from, signal: request.signal }),
    api<Answer<"/sessions">>("/sessions", { from, signal: request.signal }),
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
  if (intent === "away" || intent === "back") {
    await api("/away", { method: "POST", body: { away: intent === "away" }, from });
    return { intent };
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
  const session = useRouteLoaderData<SessionInfo>("admin");
  const result = useActionData<typeof clientAction>();
  const busy = useNavigation().state === "submitting";
  const supported = browserSupportsWebAuthn();
  const passwordForm = useRef<HTMLFormElement>(null);
  const passkeyForm = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (result?.intent === "change-password" && result.done) passwordForm.current?.reset();
    if (result?.intent === "add-passkey" && result.done) passkeyForm.current?.reset();
  }, [result]);
  // The password panel answers its own form; the passkeys panel every other action.
  const passwordNotice = result?.intent === "change-password" ? result : undefined;
  const passkeyNotice = result && result.intent !== "change-password" ? result : undefined;
  return (
    <div className="grid max-w-2xl gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{copy.title}</h1>
        {session ? <p className="mt-1 text-muted-foreground">{copy.signedInAs(session.user.email)}</p> : null}
      </div>

      {session?.user.role === "sales" ? <AwayPanel away={session.user.away} busy={busy} /> : null}
      <PasskeysPanel passkeys={loaderData.passkeys} email={session?.user.email} supported={supported} busy={busy} notice={passkeyNotice} formRef={passkeyForm} />
      <PasswordPanel email={session?.user.email} busy={busy} notice={passwordNotice} formRef={passwordForm} />
      <SessionsPanel sessions={loaderData.sessions} />
    </div>
  );
}
