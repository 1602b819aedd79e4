/**
 * What one conversion of each goal is, for the report and the planner alike: a lead (spam never), a
 * lead sales marked qualified (or won since), a booked demo, a lead from one built form or its translations (spam never). Each counts once per person: the
 * visitor's experiments id where the visitor saw an experiment, else, for rows stored before there
 * was one or from visitors who saw none, the contact who wrote (one per address) or the meeting.
 * A report reads the credits stored with each lead and booking (`experiment_conversions`, whose
 * unit is that person); the planner reads every lead and booking of the site.
 */
import { and, countDistinct, eq, gte, inArray, lte, ne, sql, type SQL } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Database } from "#server/platform/db/database.ts";
import { contactMessages, conversions, experimentConversions, forms } from "#server/platform/db/schema.ts";
import { formGoal, formOfGoal, type ExperimentGoal, type FormGoal } from "#shared/experiments/experiment.ts";

/** Which leads or bookings are the goal's: on the lead's status as sales has it now, or the booking's kind. */
function isGoal(goal: ExperimentGoal): SQL {
  if (goal === "demo") return eq(conversions.kind, "demo_booked");
  const form = formOfGoal(goal);
  // The form's leads in every language: a test on a German page is judged by the form's German translation's (ADR 054).
  if (form !== undefined) return and(inArray(contactMessages.formId, formAndTranslations(form)), ne(contactMessages.status, "spam"))!;
  return goal === "qualified" ? inArray(contactMessages.status, ["qualified", "won"]) : ne(contactMessages.status, "spam");
}

/** Form `form` and each of its translations, by id. */
const formAndTranslations = (form: number) => sql`(select ${forms.id} from ${forms} where ${forms.id} = ${form} or ${forms.translationOf} = ${form})`;

/** `query` over `experiment_conversions`, kept to the credits of `goal`: joined to their lead or booking. */
export function creditsOf<Query extends PgSelect>(query: Query, goal: ExperimentGoal) {
  if (goal === "demo") return query.innerJoin(conversions, and(eq(conversions.id, experimentConversions.conversionId), isGoal(goal)));
  return query.innerJoin(contactMessages, and(eq(contactMessages.id, experimentConversions.contactMessageId), isGoal(goal)));
}

/** The goal's conversions across the site from `since` to `until`, each person once. */
export async function siteConversions(db: Database, goal: ExperimentGoal, since: Date, until: Date): Promise<number> {
  const [row] =
    goal === "demo"
      ? await db
          .select({ count: countDistinct(sql`coalesce(${conversions.visitorId}, ${conversions.meetingId}, ${conversions.id})`) })
          .from(conversions)
          .where(and(isGoal(goal), gte(conversions.at, since), lte(conversions.at, until)))
      : await db
          .select({ count: countDistinct(sql`coalesce(${contactMessages.visitorId}, ${contactMessages.contactId})`) })
          .from(contactMessages)
          .where(and(isGoal(goal), gte(contactMessages.createdAt, since), lte(contactMessages.createdAt, until)));
  return row!.count;
}

/** Each built form's leads across the site from `since` to `until`, each person once: the planner's rate of every form goal in one read. */
export async function formConversions(db: Database, since: Date, until: Date): Promise<Map<FormGoal, number>> {
  // A translation's leads are its original's: the goal names the original.
  const original = sql<number>`coalesce(${forms.translationOf}, ${forms.id})`;
  const rows = await db
    .select({ form: original, count: countDistinct(sql`coalesce(${contactMessages.visitorId}, ${contactMessages.contactId})`) })
    .from(contactMessages)
    .innerJoin(forms, eq(forms.id, contactMessages.formId))
    .where(and(ne(contactMessages.status, "spam"), gte(contactMessages.createdAt, since), lte(contactMessages.createdAt, until)))
    .groupBy(original);
  return new Map(rows.map(({ form, count }) => [formGoal(form), count]));
}
