/** A page with a built form that asks for a proof of work (ADR 048): the form's states, with the solver its sends wait for. */
import * as form from "./form.ts";
import { proofOfWork } from "./proof-of-work.ts";

form.init(document, proofOfWork);
