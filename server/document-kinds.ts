/**
 * The kinds of document the studio writes and the site shows (ADR 045), composed once: the post,
 * the page with what ends when a live page leaves the site or its address (its tests, which are
 * the experiments area's), and the form (ADR 049). The admin API, the schedule's workers and the tests take them here.
 */
import { endTestsOfLeavingPage } from "#server/experiments/page-leaving.ts";
import { formKind } from "#server/studio/form-kind.ts";
import { createPageKind } from "#server/studio/page-kind.ts";
import { postKind } from "#server/studio/post-kind.ts";

export const pageKind = createPageKind({ whenLeaving: endTestsOfLeavingPage });

export { formKind, postKind };

/** Every kind, for what runs over all of them (the scheduled publishes). */
export const DOCUMENT_KINDS = [postKind, pageKind, formKind] as const;
