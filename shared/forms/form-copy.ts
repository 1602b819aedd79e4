/**
 * What a built form's section says around the marketing team's own words (labels, help, button and
 * thank-you come from the form): the select's empty choice, the sending label and the alerts' titles.
 * Its own file, so the form's script carries these few strings and nothing else.
 */
export const formViewCopy = {
  choose: "Choose one",
  sending: "Sending...",
  validationTitle: "Validation Error",
  errorTitle: "Error",
  errorBody: "Failed to send the form. Please try again.",
  honeypotLabel: "Leave this field empty",
} as const;

/** The element ids of a form's parts, from its section's anchor (unique on its page) and a field's key. */
export const formIds = {
  field: (section: string, key: string) => `${section}-${key}`,
  help: (section: string, key: string) => `${section}-${key}-help`,
  error: (section: string, key: string) => `${section}-${key}-error`,
  alert: (section: string) => `${section}-alert`,
  thanks: (section: string) => `${section}-thanks`,
};
