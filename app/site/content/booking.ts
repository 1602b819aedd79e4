/** Copy of the booking page around the scheduler. */
export const bookingCopy = {
  frameTitle: "Schedule a consultation",
  fallbackTitle: "The scheduler could not be loaded",
  fallbackBody: "It may be blocked by your browser or network. You can open it directly, or send us a message and we will find a time with you.",
  fallbackDirect: "Open the scheduler",
  fallbackContact: "Contact us instead",
};

export type BookingCopy = typeof bookingCopy;
