/** How tall a text box stands before it is written in: an article's text, or a page section's few paragraphs. */
export const textBoxHeight = (short: boolean) => (short ? "min-h-32" : "min-h-[24rem]");
