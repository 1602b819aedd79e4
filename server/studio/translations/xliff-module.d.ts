// The xliff package ships no types: the two functions the translation files use, as its README documents them.
declare module "xliff/createxliff" {
  export default function createxliff(sourceLanguage: string, targetLanguage: string, sources: Record<string, string>, targets: Record<string, string>, namespace: string): Promise<string>;
}

declare module "xliff/xliff2js" {
  /** A unit's text, or its runs and inline codes when it holds any. */
  export type UnitText = string | (string | Record<string, unknown>)[];
  export interface XliffJs {
    sourceLanguage?: string;
    targetLanguage?: string;
    resources?: Record<string, Record<string, { source?: UnitText; target?: UnitText }>>;
  }
  export default function xliff2js(xml: string): Promise<XliffJs>;
}

declare module "xliff/js2xliff" {
  import type { XliffJs } from "xliff/xliff2js";
  export default function js2xliff(js: XliffJs): Promise<string>;
}
