/** The legal pages' own script (/privacy, /terms; components/sections/legal-document.tsx). */
import * as legalEmbed from "./legal-embed.ts";

legalEmbed.init();
