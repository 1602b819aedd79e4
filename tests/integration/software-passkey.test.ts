/** The software authenticator's answers pass SimpleWebAuthn's own checks, as a browser's would. */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type WebAuthnCredential,
} from "@simplewebauthn/server";
import { describe, expect, it } from "vitest";
import { authenticationResponse, createPasskey, registrationResponse, type SoftwarePasskey } from "./software-passkey.ts";

const origin = "http://localhost:3000";
const rpID = "localhost";

async function register(passkey: SoftwarePasskey) {
  const options = await generateRegistrationOptions({
    rpName: "Test",
    rpID,
    userName: "sales@vendor.example",
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  const result = await verifyRegistrationResponse({
    response: registrationResponse(passkey, options, origin),
    expectedChallenge: options.challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
  });
  return { options, result };
}

/** Verifies an assertion made on `assertionOrigin` as the server on `origin` would: true, or why it was refused. */
async function signIn(passkey: SoftwarePasskey, credential: WebAuthnCredential, assertionOrigin: string, assertionRpId?: string) {
  const options = await generateAuthenticationOptions({ rpID, userVerification: "required" });
  try {
    const { verified } = await verifyAuthenticationResponse({
      response: authenticationResponse(passkey, options, assertionOrigin, assertionRpId),
      expectedChallenge: options.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential,
      requireUserVerification: true,
    });
    return verified;
  } catch (error) {
    return (error as Error).message;
  }
}

describe("software passkey", () => {
  it("registers as a user-verified, synced platform passkey", async () => {
    const passkey = createPasskey();
    const { options, result } = await register(passkey);
    expect(result.verified).toBe(true);
    expect(result.registrationInfo?.credential.id).toBe(Buffer.from(passkey.credentialId).toString("base64url"));
    expect(result.registrationInfo?.userVerified).toBe(true);
    expect(result.registrationInfo?.credentialBackedUp).toBe(true);
    expect(passkey.userHandle).toBe(options.user.id);
  });

  it("signs in with the registered credential, and not for another origin or RP ID", async () => {
    const passkey = createPasskey();
    const { result } = await register(passkey);
    const credential = result.registrationInfo!.credential;

    expect(await signIn(passkey, credential, origin)).toBe(true);
    expect(await signIn(passkey, credential, "https://evil.example")).toMatch(/origin "https:\/\/evil.example"/);
    expect(await signIn(passkey, credential, origin, "evil.example")).toMatch(/RP ID/);
  });

  it("is refused when the signature does not match the stored public key", async () => {
    const passkey = createPasskey();
    const { result } = await register(passkey);
    const { result: other } = await register(createPasskey());
    const credential = { ...result.registrationInfo!.credential, publicKey: other.registrationInfo!.credential.publicKey };

    expect(await signIn(passkey, credential, origin)).toBe(false);
  });
});
