/**
 * An experiment as editors define it (issue 53, ADR 042): a page, two to four variants (the first is
 * the control: the page as published), the traffic split, what counts as a conversion, and the
 * smallest lift worth knowing, from which its plan follows (ADR 044). Checked in words, like a
 * page's fields.
 */
import { z } from "zod";
import { line } from "#shared/pages/fields.ts";
import type { PageDocument } from "#shared/pages/page.ts";

export const EXPERIMENT_STATUSES = ["draft", "running", "paused", "stopped"] as const;
export type ExperimentStatus = (typeof EXPERIMENT_STATUSES)[number];

/** The site's goals: a lead from any form, a demo booked through the scheduler, a lead sales marked qualified. */
export const EXPERIMENT_GOALS = ["lead", "demo", "qualified"] as const;
export type SiteGoal = (typeof EXPERIMENT_GOALS)[number];
/** One built form sent (issue 72): a lead stored from that form. Kept as text, like the site's goals. */
export type FormGoal = `form:${number}`;
export type ExperimentGoal = SiteGoal | FormGoal;

export const GOAL_LABELS: Record<SiteGoal, string> = { lead: "Leads (any form)", demo: "Booked demos", qualified: "Qualified leads" };

const FORM_GOAL = /^form:([1-9]\d{0,9})$/;

export const formGoal = (form: number): FormGoal => `form:${form}`;

/** The form a goal is the sending of, or undefined for a site goal. */
export function formOfGoal(goal: string): number | undefined {
  const id = FORM_GOAL.exec(goal)?.[1];
  return id === undefined ? undefined : Number(id);
}

/** A goal as editors read it; a form by its name when known. */
export function goalLabel(goal: string, forms: ReadonlyArray<{ id: number; name: string }> = []): string {
  const form = formOfGoal(goal);
  if (form === undefined) return GOAL_LABELS[goal as SiteGoal] ?? goal;
  return `Leads from “${forms.find(({ id }) => id === form)?.name ?? `form #${form}`}”`;
}

const GOAL_REFUSAL = "Choose what counts: contact leads, booked demos, qualified leads or one of the forms sent.";
export const experimentGoal = z.union(
  [
    z.enum(EXPERIMENT_GOALS),
    z
      .string()
      .regex(FORM_GOAL)
      .transform((goal) => goal as FormGoal),
  ],
  { error: GOAL_REFUSAL },
);

export const CONTROL_KEY = "control";
export const MAX_VARIANTS = 4;

export const experimentVariant = z.strictObject({
  key: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9-]{0,19}$/, "A variant's key is a short name in lower case: control, b, long-headline."),
  name: line(60),
  weight: z
    .number({ error: "Give each variant a share of the traffic." })
    .int("A share is a whole number.")
    .min(1, "Each variant needs at least 1% of the traffic.")
    .max(99, "Leave some traffic for the other variants."),
});
export type ExperimentVariant = z.infer<typeof experimentVariant>;

export const experimentInput = z
  .strictObject({
    name: line(80),
    pagePath: z
      .string()
      .trim()
      .regex(/^\/[a-z0-9/-]*$/, "Choose one of the site's pages, e.g. /pricing."),
    variants: z
      .array(experimentVariant)
      .min(2, "An experiment compares the page with at least one variant.")
      .max(MAX_VARIANTS, `At most ${MAX_VARIANTS} variants, the control included: more would take months to read.`),
    goal: experimentGoal,
    secondaryGoals: z.array(experimentGoal).max(2).default([]),
    minimumLift: z
      .number({ error: "Give the smallest lift worth knowing, in percent." })
      .min(0.01, "Look for a lift of at least 1%: smaller ones take years to tell from chance.")
      .max(5, "A lift of more than 500% is not a test: publish the change.")
      .default(0.2),
    trafficEstimate: z
      .strictObject({
        dailyVisitors: z
          .number({ error: "Give the page's visitors a day." })
          .int("Visitors a day is a whole number.")
          .min(1, "At least one visitor a day.")
          .max(10_000_000, "More than 10 million visitors a day: check the figure."),
        rate: z.number({ error: "Give the goal's rate in percent." }).gt(0, "The rate must be above 0%.").lt(1, "The rate must be below 100%."),
      })
      .nullable()
      .default(null),
    endsAt: z.iso.datetime({ offset: true, error: "Give the end as a date and time." }).nullable().default(null),
  })
  .superRefine((experiment, context) => {
    if (experiment.variants[0]?.key !== CONTROL_KEY) context.addIssue({ code: "custom", path: ["variants", 0, "key"], message: "The first variant is the control: the page as it is." });
    const keys = experiment.variants.map((variant) => variant.key);
    keys.forEach((key, index) => keys.indexOf(key) !== index && context.addIssue({ code: "custom", path: ["variants", index, "key"], message: `Two variants are called "${key}".` }));
    const total = experiment.variants.reduce((sum, variant) => sum + variant.weight, 0);
    if (total !== 100) context.addIssue({ code: "custom", path: ["variants"], message: `The shares add up to ${total}%; make them 100%.` });
    if (experiment.secondaryGoals.includes(experiment.goal)) context.addIssue({ code: "custom", path: ["secondaryGoals"], message: "The main goal is counted already." });
  });
export type ExperimentInput = z.infer<typeof experimentInput>;

/** What a lead or a booked demo carries of the experiments its visitor saw before it. */
export interface ExperimentExposure {
  experiment: number;
  /** The experiment's name when the lead came, for the people reading it in the CRM. */
  name: string;
  variant: string;
}

/**
 * What a variant holds: the sections it tests, nothing else. Its title, description, canonical,
 * search settings and place in the menus are always its page's, while it runs and once published.
 */
export interface VariantSections {
  sections: PageDocument["sections"];
}

/** A variant as the server serves it: its share and its page (null: the page as published). */
export interface LiveVariant {
  key: string;
  weight: number;
  document: PageDocument | null;
}

/** A running experiment as every process serves it, from the store's generation. */
export interface LiveExperiment {
  id: number;
  name: string;
  variants: readonly LiveVariant[];
  /** From then on everyone gets the page as published, uncounted, until an editor stops it. */
  endsAt: Date | null;
}

/** The visitor's random first-party id (HttpOnly): the only thing an assignment is made from. */
export const VISITOR_COOKIE = "vid";
export const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;
