/**
 * Passkeys end to end through the API, with a software authenticator: a reset takes them away with
 * every session, and they are bound to the site's own origin (PUBLIC_URL), whatever a request's
 * Host and Origin headers claim.
 */
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { describe, expect, it } from "vitest";
import { ADMIN_API } from "#server/auth/http.ts";
import { addUser, completeSetup } from "#server/auth/users.ts";
import { run } from "#server/cli/commands.ts";
import { closedAfterEach, startHarness, type Harness } from "./harness.ts";
import { authenticationResponse, createPasskey, registrationResponse, type SoftwarePasskey } from "./software-passkey.ts";
import { ACCOUNT_PASSWORD, adminClient } from "./admin-client.ts";

const track = closedAfterEach();

function cookieOf(response: Response): string {
  return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

/** A POST as a page at `origin` sends it; the Host header is the origin's, as a forged request would set it. */
function postFrom(h: Harness, path: string, body: unknown, headers: Record<string, string> = {}, origin = h.url) {
  return fetch(`${h.url}${ADMIN_API}${path}`, {
    method: "POST",
    headers: { origin, host: new URL(origin).host, "sec-fetch-site": "same-origin", "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

async function registerPasskey(h: Harness, person: Awaited<ReturnType<typeof adminClient>>): Promise<SoftwarePasskey> {
  const options = await postFrom(h, "/passkeys/register/options", { password: ACCOUNT_PASSWORD }, person.headers);
  expect(options.status).toBe(200);
  const { options: creation } = (await options.json()) as { options: PublicKeyCredentialCreationOptionsJSON };
  const passkey = createPasskey();
  const registered = await postFrom(h, "/passkeys", { response: registrationResponse(passkey, creation, h.url) }, { ...person.headers, cookie: `${person.headers.cookie}; ${cookieOf(options)}` });
  expect(registered.status).toBe(201);
  return passkey;
}

async function signInWithPasskey(h: Harness, passkey: SoftwarePasskey, origin = h.url, rpId?: string) {
  const options = await postFrom(h, "/passkeys/sign-in/options", {}, {}, origin);
  expect(options.status).toBe(200);
  const { options: request } = (await options.json()) as { options: PublicKeyCredentialRequestOptionsJSON };
  const response = authenticationResponse(passkey, request, origin, rpId);
  return { request, answer: await postFrom(h, "/passkeys/sign-in", { response }, { cookie: cookieOf(options) }, origin) };
}

describe("passkeys", () => {
  const start = async () => track(await startHarness());

  it("stop working when the operator resets the account, with every session, and the CLI says so", async () => {
    const h = await start();
    const person = await adminClient(h, "lost-phone@vendor.example");
    const passkey = await registerPasskey(h, person);
    const before = await signInWithPasskey(h, passkey);
    expect(before.answer.status).toBe(200);

    const lines: string[] = [];
    expect(await run(["users", "reset", "lost-phone@vendor.example"], h.pipeline.database.db, (line) => lines.push(line), { origin: h.url })).toBe(0);

    const after = await signInWithPasskey(h, passkey);
    expect(after.answer.status).toBe(401);
    expect(after.answer.headers.get("set-cookie") ?? "").not.toContain("__Host-session");
    const session = await fetch(`${h.url}${ADMIN_API}/session`, { headers: { cookie: cookieOf(before.answer) } });
    expect(session.status).toBe(401);
    expect(lines[0]).toBe("lost-phone@vendor.example: the old password no longer works, 1 passkey removed, 2 sessions ended.");
  });

  it("are added only with the password again: a session alone cannot add a way in", async () => {
    const h = await start();
    const person = await adminClient(h, "borrowed-laptop@vendor.example");
    for (const body of [{}, { password: "not my password at all" }]) {
      const refused = await postFrom(h, "/passkeys/register/options", body, person.headers);
      expect(refused.status).toBe(422);
      expect(((await refused.json()) as { error: string }).error).toBe("Your password is not right.");
      expect(refused.headers.get("set-cookie") ?? "").not.toContain("__Host-webauthn");
    }
    await registerPasskey(h, person);
  });

  it("are bound to PUBLIC_URL: a request claiming another host gets this site's relying party, and an assertion made elsewhere is refused", async () => {
    const h = await start();
    const person = await adminClient(h, "phished@vendor.example");
    const passkey = await registerPasskey(h, person);
    const lookAlike = "http://vendor-login.example";

    // Host and Origin agree, so the cross-site guard lets it through; the relying party is still ours.
    const forged = await signInWithPasskey(h, passkey, lookAlike, "vendor-login.example");
    expect(forged.request.rpId).toBe("127.0.0.1");
    expect(forged.answer.status).toBe(401);
    // Signed for our relying party but on the other page: the origin in the signed data gives it away.
    const relayed = await signInWithPasskey(h, passkey, lookAlike, "127.0.0.1");
    expect(relayed.answer.status).toBe(401);
    expect((await signInWithPasskey(h, passkey)).answer.status).toBe(200);
  });
});

describe("setup links", () => {
  it("are valid for 1 to 72 hours, and the CLI refuses anything else", async () => {
    const h = track(await startHarness());
    const db = h.pipeline.database.db;
    for (const hours of ["0.001", "0.5", "73", "soon"]) {
      const lines: string[] = [];
      expect(await run(["users", "add", `short-${hours}@vendor.example`, "--hours", hours], db, (line) => lines.push(line), { origin: h.url }), hours).toBe(1);
      expect(lines, hours).toEqual(["Error: a setup link is valid for 1 to 72 hours"]);
    }
    const { token } = await addUser(db, "fine@vendor.example", { hours: 1 });
    expect("problem" in (await completeSetup(db, token, "correct horse battery staple"))).toBe(false);
  });
});
