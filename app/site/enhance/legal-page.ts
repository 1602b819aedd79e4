/** The legal pages' own script (/privacy, /terms; sections/legal/view.tsx). */
import * as legalEmbed from "./legal-embed.ts";

legalEmbed.init();
