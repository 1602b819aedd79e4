/**
 * The deterministic budgets CI holds (tests/build) and the bench reports (docs/benchmarks.md).
 * Sizes are gzip -9 bytes, KB = 1,024 bytes.
 */
export const budgets = {
  /**
   * JavaScript a page loads: its inline scripts and, where it hydrates, every chunk it imports.
   * A page without a form ships no React (ADR 011): its small inline scripts only. A page with a
   * form (the contact page) may hydrate, and may not grow past what it weighed before (issue 15).
   */
  jsKb: { withoutForm: 2, withForm: 134 },
  /** Stylesheets of one page. */
  cssKb: 25,
  /** Any image file in the build. */
  imageKb: 150,
} as const;
