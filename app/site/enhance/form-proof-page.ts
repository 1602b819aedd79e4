/** A page with a built form that asks for a proof of work (ADR 048): solved in the background once a field is focused. */
import * as proofOfWork from "./proof-of-work.ts";

proofOfWork.init();
