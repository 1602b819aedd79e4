/**
 * Makes visitor-written text safe to print on a terminal: control characters (ESC, BEL, the C1
 * CSI) and bidirectional overrides would let a lead clear the screen, retitle the window or hide
 * text. Each becomes a visible escape such as \x1b; line breaks become \n in one-line output.
 */
export function terminalSafe(text: string): string {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, (character) => {
    const code = character.charCodeAt(0);
    if (character === "\n") return "\\n";
    if (character === "\r") return "\\r";
    if (character === "\t") return "\\t";
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
  });
}

/** terminalSafe for text of several lines: the line breaks stay, everything else is escaped. */
export function terminalSafeLines(text: string): string {
  return text.split(/\r?\n/).map(terminalSafe).join("\n");
}
