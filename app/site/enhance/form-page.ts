/** A page with a built form's section: the form's states (sections/form/view.tsx renders it after the form). */
import * as form from "./form.ts";

form.init();
