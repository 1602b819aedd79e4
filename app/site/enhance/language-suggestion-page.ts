/** The language suggestion's script, on pages with translations (components/layout/language-suggestion.tsx). */
import * as languageSuggestion from "./language-suggestion.ts";

languageSuggestion.init();
