/**
 * What a built form's section says around the marketing team's own words (labels, help, button and
 * thank-you come from the form): the sending label and the alerts' titles, which the form's script
 * says too. Its own file, so the script carries these few strings and nothing else.
 */
export const formViewCopy = {
  sending: "Sending...",
  validationTitle: "Validation Error",
  errorTitle: "Error",
  errorBody: "Failed to send the form. Please try again.",
} as const;

/** Words only the server's markup holds (the select's empty choice, the honeypot's label): no script needs them. */
export const formMarkupCopy = {
  choose: "Choose one",
  honeypotLabel: "Leave this field empty",
  /** The way on to a form's thank-you page, under the download it gave. */
  next: "Continue",
  /** Read out after a required group of boxes' legend (its asterisk is hidden from screen readers). */
  required: "(required)",
} as const;

/* The element ids of a form's parts, from its section's anchor (unique on its page) and a field's key; one function each, so the script carries only those it uses. */
export const fieldId = (section: string, key: string) => `${section}-${key}`;
export const helpId = (section: string, key: string) => `${section}-${key}-help`;
export const errorId = (section: string, key: string) => `${section}-${key}-error`;
export const alertId = (section: string) => `${section}-alert`;
export const thanksId = (section: string) => `${section}-thanks`;
