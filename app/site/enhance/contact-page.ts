/** The contact page's own script (routes/contact.tsx): the form's states, after the form. */
import * as contactForm from "./contact-form.ts";

contactForm.init();
