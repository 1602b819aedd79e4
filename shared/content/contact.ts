/** Copy of the contact page. Contact facts themselves come from site.ts. */
import { typeset } from "./typography.ts";

export const contactCopy = typeset({
  infoHeading: "Contact Information",
  emailLabel: "Email",
  phoneLabel: "Phone",
  officeLabel: "Office",
  hoursHeading: "Business Hours",
  closed: "Closed",
  /** After the office's time zone ("Pacific Time."), which comes from the site's settings. */
  hoursNote: "Messages sent outside business hours are answered the next business day.",
});

// Plain string constants, shared by both objects below: a bundle that uses only the status copy
// leaves contactFormCopy out (a property read or a destructuring would keep it in).
const sending = "Sending...";
const validationTitle = "Validation Error";
const errorTitle = "Error";
const errorBody = "Failed to send message. Please try again.";

/**
 * What the form says while and after it sends: the sending label and the toasts' titles.
 * Apart from the rest of the form's copy so that the form's script (app/site/enhance/contact-form.ts)
 * carries these four strings, not the whole form, which is already in the page.
 */
export const contactFormStatusCopy = { sending, validationTitle, errorTitle, errorBody };

/** The contact form's labels, placeholders and button. Field limits and validation messages live in lib/contact-schema.ts. */
export const contactFormCopy = {
  heading: "Send us a message",
  intro: "Tell us a little about your team and what you want to achieve. Fields marked * are required.",
  labels: { name: "Name", email: "Email", company: "Company", phone: "Phone", message: "Message" },
  placeholders: {
    name: "Jane Smith",
    email: "jane@company.com",
    company: "Company name",
    phone: "+1 555 000 0000",
    message: "What would you like to talk about?",
  },
  honeypotLabel: "Leave this field empty",
  submit: "Send Message",
  sending,
  validationTitle,
  errorTitle,
  errorBody,
  privacyNote: "We use your details only to answer your message. See our",
  privacyLink: "Privacy Policy",
};

/** What the server says when a form is posted without JavaScript and cannot be accepted. */
export const contactServerCopy = {
  tooMany: "You have sent several messages in a short time. Please wait a minute and try again.",
  tooLarge: "Your message is too long to send. Please shorten it and try again.",
  unsupported: "The form could not be read. Please try again.",
  crossSite: "This form can only be sent from our website.",
  failed: "Failed to send message. Please try again.",
  unavailable: "We could not save your message just now. Please try again in a moment; nothing you typed is lost.",
};

export type ContactCopy = typeof contactCopy;
export type ContactFormCopy = typeof contactFormCopy;
