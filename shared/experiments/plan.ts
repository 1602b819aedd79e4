/** An experiment's plan, locked at its start (ADR 044): how many visitors it needs and how long that takes. */
export interface ExperimentPlan {
  minimumLift: number;
  baselineRate: number;
  dailyVisitors: number;
  visitorsPerVariant: number;
  days: number;
}
