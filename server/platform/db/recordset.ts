/**
 * A batch of rows as one JSON parameter that PostgreSQL reads back as a table (`jsonb_to_recordset`):
 * the rows of a group commit travel as one value instead of one parameter per row and column, each of
 * which drizzle and the driver handle one by one (most of the server's time building a commit's
 * statement, issue 72). Columns and their types are the caller's constants, never input.
 */
import { sql, type SQL } from "drizzle-orm";

/** `select <columns> from <rows>`: each row an object keyed by column name (Dates become ISO strings, objects jsonb). */
export function recordset(rows: readonly Record<string, unknown>[], columns: Readonly<Record<string, string>>): SQL {
  const names = Object.keys(columns);
  return sql`select ${sql.raw(names.join(", "))} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(${sql.raw(names.map((name) => `${name} ${columns[name]}`).join(", "))})`;
}

/** `insert into <table> (<columns>) select … from <rows>`, for a CTE or a statement of its own. */
export function insertRows(table: string, rows: readonly Record<string, unknown>[], columns: Readonly<Record<string, string>>): SQL {
  return sql`insert into ${sql.identifier(table)} (${sql.raw(Object.keys(columns).join(", "))}) ${recordset(rows, columns)}`;
}
