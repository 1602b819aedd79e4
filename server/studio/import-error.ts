/** An import refused, with words for whoever ran it. Apart from the import itself, which loads the Markdown pipeline and sharp. */
export class ImportError extends Error {}
