/**
 * The browser's side of passkeys for the admin app (server/auth/passkeys.ts), through SimpleWebAuthn.
 * Each ceremony asks the server for options, lets the browser and authenticator do their part, and
 * sends the result back; the server keeps the challenge.
 */
import { browserSupportsWebAuthn, startAuthentication, startRegistration, WebAuthnError } from "@simplewebauthn/browser";
import { api, ApiError, type Answer } from "./admin-api.ts";

export { browserSupportsWebAuthn };

type Options<T extends (...args: never[]) => unknown> = Parameters<T>[0]["optionsJSON"];

/** A cancelled prompt is not an error worth a red message: the person changed their mind. */
export function passkeyProblem(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.message;
  if (error instanceof WebAuthnError && error.code === "ERROR_CEREMONY_ABORTED") return undefined;
  if (error instanceof Error && error.name === "NotAllowedError") return undefined;
  return "This browser could not use a passkey here. Try again, or sign in with your password.";
}

export async function signInWithPasskey(): Promise<{ csrfToken: string }> {
  const { options } = await api<{ options: Options<typeof startAuthentication> }>("/passkeys/sign-in/options", { method: "POST", body: {} });
  const response = await startAuthentication({ optionsJSON: options });
  return api<Answer<"/passkeys/sign-in", "$post">>("/passkeys/sign-in", { method: "POST", body: { response } });
}

/** The password is asked again: a session alone (a borrowed laptop) must not add a lasting way in. */
export async function addPasskey(from: URL, password: string): Promise<void> {
  const { options } = await api<{ options: Options<typeof startRegistration> }>("/passkeys/register/options", { method: "POST", body: { password }, from });
  const response = await startRegistration({ optionsJSON: options });
  await api("/passkeys", { method: "POST", body: { response }, from });
}
