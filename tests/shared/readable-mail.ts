/**
 * A sent email's raw source as a person reads it: quoted-printable soft line breaks and `=XX`
 * escapes undone, the bytes read as UTF-8. Shared by the integration tests (their own SMTP server)
 * and the end-to-end run's mail sink.
 */
export function readableMail(raw: string): string {
  const unwrapped = raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(unwrapped, "latin1").toString("utf8");
}
