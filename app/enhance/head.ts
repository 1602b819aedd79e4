/**
 * The script in <head>, before the stylesheet and any paint: the stored colour theme (ADR 018) and
 * the web font's timing (ADR 021). One inline script, so the two share one CSP hash and one gzip run.
 */
import "./theme.ts";
import "./web-font.ts";
