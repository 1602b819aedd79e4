/** The panels of the account page: passkeys, the password, and where the account is signed in. */
import { KeyRound } from "lucide-react";
import type { Ref } from "react";
import { Form } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { adminCopy } from "#app/admin/content/admin.ts";
import type { PasskeySummary, SessionSummary } from "#app/admin/lib/admin-api.ts";
import { AuthField, FormError } from "./auth-card.tsx";
import { describeDevice, formatAge, formatDateTime } from "./format.ts";
import { Panel } from "./panel.tsx";

const copy = adminCopy.account;

/** What the last action said: an error, or what it did. */
interface Notice {
  error?: string;
  done?: string;
}

interface PasskeysPanelProps {
  passkeys: PasskeySummary[];
  email: string | undefined;
  /** Whether this browser can create a passkey at all. */
  supported: boolean;
  busy: boolean;
  notice: Notice | undefined;
  formRef: Ref<HTMLFormElement>;
}

export function PasskeysPanel({ passkeys, email, supported, busy, notice, formRef }: PasskeysPanelProps) {
  return (
    <Panel title={copy.passkeys} id="passkeys" lead={copy.passkeysLead}>
      {notice?.error ? (
        <div className="mb-3">
          <FormError id="passkey-error">{notice.error}</FormError>
        </div>
      ) : null}
      {notice?.done ? (
        <p role="status" className="mb-3 text-sm font-medium text-success">
          {notice.done}
        </p>
      ) : null}
      {passkeys.length === 0 ? <p className="mb-4 text-sm">{copy.noPasskeys}</p> : <PasskeyList passkeys={passkeys} />}
      {supported ? (
        <Form method="post" className="grid max-w-sm gap-4" ref={formRef}>
          <input type="hidden" name="username" autoComplete="username" value={email ?? ""} />
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
  );
}

function PasskeyList({ passkeys }: { passkeys: PasskeySummary[] }) {
  return (
    <ul className="mb-4 divide-y divide-border rounded-lg border border-border">
      {passkeys.map((passkey, index) => (
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
  );
}

/** A sales rep's out-of-office: new leads skip them; their contacts stay theirs. */
export function AwayPanel({ away, busy }: { away: boolean; busy: boolean }) {
  return (
    <Panel title={copy.away.title} id="away" lead={away ? copy.away.isAway : copy.away.isIn}>
      <Form method="post">
        <Button type="submit" name="intent" value={away ? "back" : "away"} variant="secondary" size="sm" disabled={busy}>
          {away ? copy.away.back : copy.away.leave}
        </Button>
      </Form>
    </Panel>
  );
}

export function PasswordPanel({ email, busy, notice, formRef }: { email: string | undefined; busy: boolean; notice: Notice | undefined; formRef: Ref<HTMLFormElement> }) {
  return (
    <Panel title={copy.password} id="password" lead={copy.passwordLead}>
      <Form method="post" className="grid max-w-sm gap-4" ref={formRef}>
        {notice?.error ? <FormError id="password-error">{notice.error}</FormError> : null}
        {notice?.done ? (
          <p role="status" className="text-sm font-medium text-success">
            {notice.done}
          </p>
        ) : null}
        {/* Password managers file the change under this account. */}
        <input type="hidden" name="username" autoComplete="username" value={email ?? ""} />
        <AuthField label={copy.currentPassword} name="current" type="password" autoComplete="current-password" />
        <AuthField label={copy.newPassword} name="password" type="password" autoComplete="new-password" minLength={12} />
        <Button type="submit" name="intent" value="change-password" variant="secondary" className="w-fit" disabled={busy}>
          {copy.changePassword}
        </Button>
      </Form>
    </Panel>
  );
}

/** Every browser signed in to the account, each but this one with a way to end it, and an end to all. */
export function SessionsPanel({ sessions }: { sessions: SessionSummary[] }) {
  return (
    <Panel title={copy.sessions} id="sessions">
      <ul className="mb-4 divide-y divide-border rounded-lg border border-border">
        {sessions.map((session) => (
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
  );
}
