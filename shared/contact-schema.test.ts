import { describe, expect, it } from "vitest";
import { contactMessages, validateContact } from "./contact-schema.ts";

const valid = { name: "Jane Smith", email: "jane@example.com", company: "Acme", phone: "+1 555 0100", message: "Hello" };
const check = (override: Record<string, unknown>) => validateContact({ ...valid, ...override });
const firstError = (override: Record<string, unknown>) => {
  const result = check(override);
  return result.success ? undefined : result.message;
};

describe("contact schema: every rule of SPEC §5 with its message", () => {
  it.each([
    ["name required", { name: "" }, contactMessages.nameRequired],
    ["name max 100", { name: "n".repeat(101) }, contactMessages.nameMax],
    ["email valid", { email: "jane@" }, contactMessages.emailInvalid],
    ["email valid (no domain dot)", { email: "jane@example" }, contactMessages.emailInvalid],
    ["email max 255", { email: `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(60)}.com` }, contactMessages.emailMax],
    ["company max 100", { company: "c".repeat(101) }, contactMessages.companyMax],
    ["phone max 20", { phone: "1".repeat(21) }, contactMessages.phoneMax],
    ["message required", { message: "" }, contactMessages.messageRequired],
    ["message max 2000", { message: "m".repeat(2001) }, contactMessages.messageMax],
  ])("%s", (_, override, message) => {
    expect(firstError(override)).toBe(message);
  });

  it("has exactly the spec's wording", () => {
    expect(Object.values(contactMessages)).toEqual([
      "Name is required",
      "Name must be less than 100 characters",
      "Please enter a valid email address",
      "Email must be less than 255 characters",
      "Company name must be less than 100 characters",
      "Phone number must be less than 20 characters",
      "Message is required",
      "Message must be less than 2000 characters",
    ]);
  });

  it("accepts each limit exactly and rejects one more", () => {
    const email255 = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(58)}.com`;
    expect(email255).toHaveLength(255);
    expect(check({ name: "n".repeat(100), email: email255, company: "c".repeat(100), phone: "1".repeat(20), message: "m".repeat(2000) }).success).toBe(true);
    expect(firstError({ email: `a${email255}` })).toBe(contactMessages.emailMax);
  });

  it("trims every value, so whitespace-only required fields are missing and padding does not count", () => {
    expect(firstError({ name: "   \t\n" })).toBe(contactMessages.nameRequired);
    expect(firstError({ message: "\n\n  " })).toBe(contactMessages.messageRequired);
    const result = check({ name: `  ${"n".repeat(100)}  `, email: "  jane@example.com ", company: "  " });
    expect(result.success && result.data).toMatchObject({ name: "n".repeat(100), email: "jane@example.com", company: "" });
  });

  it("reports the first failing rule in the table's order, and every field's first error", () => {
    const result = validateContact({ name: "", email: "bad", company: "c".repeat(101), phone: "", message: "" });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.field).toBe("name");
    expect(result.message).toBe("Name is required");
    expect(result.fields).toEqual({
      name: "Name is required",
      email: "Please enter a valid email address",
      company: "Company name must be less than 100 characters",
      message: "Message is required",
    });
  });

  it("handles Unicode names and messages", () => {
    const result = check({ name: "José Ñúñez 李小龙", message: "Привет! 👋 Can we talk about SEO Genesis?" });
    expect(result.success).toBe(true);
  });

  it("treats missing and non-string values as empty instead of throwing", () => {
    expect(firstError({ name: undefined })).toBe(contactMessages.nameRequired);
    expect(firstError({ name: 42 })).toBe(contactMessages.nameRequired);
    expect(firstError({ message: ["a", "b"] })).toBe(contactMessages.messageRequired);
    expect(validateContact(null).success).toBe(false);
    expect(validateContact("text").success).toBe(false);
  });

  it("leaves out unknown fields, including the honeypot", () => {
    const result = check({ website: "spam", admin: true });
    expect(result.success && Object.keys(result.data).sort()).toEqual(["company", "email", "message", "name", "phone"]);
  });
});

describe("contact schema: characters no person types", () => {
  it.each([
    ["NUL in the name", { name: "Jane\u0000Smith" }, "name"],
    ["NUL in the message", { message: "Hello\u0000" }, "message"],
    ["a lone high surrogate", { name: "Jane \uD83D" }, "name"],
    ["a lone low surrogate", { company: "\uDC4B Acme" }, "company"],
    ["an escape sequence", { name: "\u001b[2J\u001b]0;owned\u0007" }, "name"],
    ["a line break in a single-line field (forges a line in the email)", { name: "Jane\r\nBcc: x@evil.example" }, "name"],
    ["a line break in the phone", { phone: "555\n0100" }, "phone"],
    ["a C1 control", { company: "Acme\u009b" }, "company"],
    ["a NUL in the email", { email: "jane\u0000@example.com" }, "email"],
  ])("rejects %s with that field's error", (_, override, field) => {
    const result = check(override);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.fields).toHaveProperty(field);
  });

  it("keeps tabs and line breaks in the message", () => {
    expect(check({ message: "Line one\r\nLine two\n\tindented" }).success).toBe(true);
  });

  it("counts characters as a person sees them", () => {
    const family = "👩‍👩‍👧"; // eight UTF-16 units, one character
    expect(check({ name: "😀".repeat(100) }).success).toBe(true);
    expect(check({ name: family.repeat(100) }).success).toBe(true);
    expect(firstError({ name: "😀".repeat(101) })).toBe(contactMessages.nameMax);
    expect(check({ message: "é".normalize("NFD").repeat(2000) }).success).toBe(true);
    // One "character" stacked with hundreds of combining marks is still refused.
    expect(firstError({ name: `a${"\u0301".repeat(2000)}` })).toBe(contactMessages.nameMax);
  });
});
