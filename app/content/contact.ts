/** Copy of the contact page (SPEC "Contact"). Contact facts themselves come from site.ts. */
export const contactCopy = {
  infoHeading: "Contact Information",
  emailLabel: "Email",
  phoneLabel: "Phone",
  officeLabel: "Office",
  hoursHeading: "Business Hours",
  hours: [
    { days: "Monday - Friday", time: "9:00 AM - 6:00 PM" },
    { days: "Saturday", time: "10:00 AM - 4:00 PM" },
    { days: "Sunday", time: "Closed" },
  ],
  hoursNote: "Pacific Time. Messages sent outside business hours are answered the next business day.",
};
