/**
 * A software WebAuthn authenticator, so integration tests can register a real passkey through the
 * server's API and sign in with it without a browser: it answers the ceremonies' options as a
 * browser with a synced platform authenticator would (ES256 key, "none" attestation, user verified).
 * Origin and RP ID can be overridden, to play a phishing page.
 */
import { createHash, generateKeyPairSync, randomBytes, randomInt, sign, type KeyObject } from "node:crypto";
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { cose, isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";

/** Bytes on an ArrayBuffer, as SimpleWebAuthn's helpers take them. */
type Bytes = Uint8Array<ArrayBuffer>;

export interface SoftwarePasskey {
  credentialId: Bytes;
  publicKey: KeyObject;
  privateKey: KeyObject;
  /** The user.id of the registration options (base64url), sent back as userHandle at sign-in. */
  userHandle?: string;
  /** Synced passkeys do not count their signatures and always report 0. */
  signCount: number;
}

// authenticatorData flags (WebAuthn §6.1).
const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_BE = 0x08;
const FLAG_BS = 0x10;
const FLAG_AT = 0x40;
/** User present, user verified, backup eligible and backed up: a synced platform passkey. */
const PASSKEY_FLAGS = FLAG_UP | FLAG_UV | FLAG_BE | FLAG_BS;

type CBORValue = Parameters<typeof isoCBOR.encode>[0];
/** "none" attestation carries no authenticator model, so its AAGUID is all zeros. */
const NO_AAGUID = new Uint8Array(16);

export function createPasskey(): SoftwarePasskey {
  const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  return { credentialId: new Uint8Array(randomBytes(randomInt(16, 33))), publicKey, privateKey, signCount: 0 };
}

/** What navigator.credentials.create() would return for these options on `origin`. */
export function registrationResponse(
  passkey: SoftwarePasskey,
  options: PublicKeyCredentialCreationOptionsJSON,
  origin: string,
  rpId: string = options.rp.id ?? new URL(origin).hostname,
): RegistrationResponseJSON {
  const clientDataJSON = clientData("webauthn.create", options.challenge, origin);
  const authenticatorData = concat(
    authenticatorDataHeader(rpId, PASSKEY_FLAGS | FLAG_AT, passkey.signCount),
    NO_AAGUID,
    uint16(passkey.credentialId.length),
    passkey.credentialId,
    cosePublicKey(passkey.publicKey),
  );
  const attestationObject = isoCBOR.encode(
    new Map<string, CBORValue>([
      ["fmt", "none"],
      ["attStmt", new Map()],
      ["authData", authenticatorData],
    ]),
  );
  passkey.userHandle = options.user.id;
  return credential(passkey, {
    clientDataJSON: isoBase64URL.fromBuffer(clientDataJSON),
    attestationObject: isoBase64URL.fromBuffer(attestationObject),
    transports: ["internal"],
    publicKeyAlgorithm: cose.COSEALG.ES256,
    publicKey: isoBase64URL.fromBuffer(new Uint8Array(passkey.publicKey.export({ type: "spki", format: "der" }))),
    authenticatorData: isoBase64URL.fromBuffer(authenticatorData),
  });
}

/** What navigator.credentials.get() would return for these options on `origin`. */
export function authenticationResponse(
  passkey: SoftwarePasskey,
  options: PublicKeyCredentialRequestOptionsJSON,
  origin: string,
  rpId: string = options.rpId ?? new URL(origin).hostname,
): AuthenticationResponseJSON {
  const clientDataJSON = clientData("webauthn.get", options.challenge, origin);
  const authenticatorData = authenticatorDataHeader(rpId, PASSKEY_FLAGS, passkey.signCount);
  // ES256 over authenticatorData || SHA-256(clientDataJSON); Node's ECDSA output is DER, as WebAuthn wants.
  const signature = sign("sha256", concat(authenticatorData, sha256(clientDataJSON)), passkey.privateKey);
  return credential(passkey, {
    clientDataJSON: isoBase64URL.fromBuffer(clientDataJSON),
    authenticatorData: isoBase64URL.fromBuffer(authenticatorData),
    signature: isoBase64URL.fromBuffer(new Uint8Array(signature)),
    userHandle: passkey.userHandle,
  });
}

/** The public key credential a platform authenticator returns around a ceremony's response. */
function credential<Response>(passkey: SoftwarePasskey, response: Response) {
  const id = isoBase64URL.fromBuffer(passkey.credentialId);
  return { id, rawId: id, type: "public-key" as const, response, clientExtensionResults: {}, authenticatorAttachment: "platform" as const };
}

function clientData(type: "webauthn.create" | "webauthn.get", challenge: string, origin: string): Bytes {
  return new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

/** rpIdHash || flags || signCount: the part every authenticatorData starts with. */
function authenticatorDataHeader(rpId: string, flags: number, signCount: number): Bytes {
  const counter = new Uint8Array(4);
  new DataView(counter.buffer).setUint32(0, signCount);
  return concat(sha256(new TextEncoder().encode(rpId)), Uint8Array.of(flags), counter);
}

/** The credential public key as a COSE_Key (EC2, P-256, ES256), as attested credential data carries it. */
function cosePublicKey(publicKey: KeyObject): Bytes {
  const { x, y } = publicKey.export({ format: "jwk" });
  if (!x || !y) throw new Error("not an EC public key");
  return isoCBOR.encode(
    new Map<number, CBORValue>([
      [cose.COSEKEYS.kty, cose.COSEKTY.EC2],
      [cose.COSEKEYS.alg, cose.COSEALG.ES256],
      [cose.COSEKEYS.crv, cose.COSECRV.P256],
      [cose.COSEKEYS.x, isoBase64URL.toBuffer(x)],
      [cose.COSEKEYS.y, isoBase64URL.toBuffer(y)],
    ]),
  );
}

function sha256(data: Bytes): Bytes {
  return new Uint8Array(createHash("sha256").update(data).digest());
}

function uint16(value: number): Bytes {
  const bytes = new Uint8Array(2);
  new DataView(bytes.buffer).setUint16(0, value);
  return bytes;
}

function concat(...parts: Bytes[]): Bytes {
  return new Uint8Array(Buffer.concat(parts));
}
