/** How tall a text box stands before it is written in: an article's text, or a page section's few paragraphs. */
export const textBoxHeight = (short: boolean) => (short ? "min-h-32" : "min-h-[24rem]");

/** What either editor of a Markdown text (formatted or source) is given by its field. */
export interface TextEditorProps {
  value: string;
  onChange: (text: string) => void;
  labelledBy: string;
  describedBy?: string;
  invalid: boolean;
  short?: boolean;
}
