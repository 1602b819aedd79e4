/**
 * The deterministic budgets CI holds (tests/build) and the bench reports (docs/benchmarks.md).
 * Sizes are gzip -9 bytes, KB = 1,024 bytes.
 */
export const budgets = {
  /**
   * JavaScript a page loads: its inline scripts, compressed together, as they travel in the page's
   * one HTML stream.
   * No public page ships React (ADR 011): a page without a form runs the theme script in <head>
   * and the site's small script at the end of <body>; a page with a form (the contact page: validation, states, toasts) or the scheduler's
   * booking form (/booking: the widget's states, the visit and booking beacons) adds its own.
   */
  jsKb: { withoutForm: 3, withForm: 5 },
  /** Stylesheets of one page. */
  cssKb: 25,
  /** Any image file in the build. */
  imageKb: 150,
} as const;
