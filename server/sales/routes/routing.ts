/** The admin's lead routing: the rules, and who on the sales team is away (server/sales/leads/routing-rules.ts). */
import { Hono } from "hono";
import { access } from "#server/auth/access.ts";
import { z } from "zod";
import { audit } from "#server/auth/audit.ts";
import { ADMIN_RESPONSE_HEADERS, answerRefusedFields, problem, readJson, type AdminDeps, type AdminEnv } from "#server/auth/http.ts";
import { readRouting, saveRouting, setAway } from "#server/sales/leads/routing-rules.ts";

const text = z.string().max(400);
const rulesInput = z.array(
  z.object({
    name: text,
    when: z.object({ company: z.enum(["given", "empty"]).optional(), words: z.array(text).max(100).optional(), campaign: text.optional(), landingPage: text.optional() }),
    owners: z.array(z.string().max(100)).max(100),
  }),
).max(200);

export function routingRoutes(deps: AdminDeps) {
  const { db } = deps;

  // One's own "I'm away" (the account page): every role may say it; only sales accounts get leads.
  return new Hono<AdminEnv>()
    .get("/routing", access("admin"), async (c) => c.json(await readRouting(db), 200, ADMIN_RESPONSE_HEADERS))
    .put("/routing", access("admin"), async (c) => {
      const body = await readJson(c);
      if (body instanceof Response) return body;
      const rules = rulesInput.safeParse(body["rules"]);
      if (!rules.success) return problem(c, 400, "Send the rules as a list of { name, when, owners }.");
      const actor = c.get("admin").user.email;
      return answerRefusedFields(c, async () => {
        await saveRouting(db, rules.data, actor);
        await audit(db, { actor, action: "routing-changed", detail: { rules: rules.data.length } });
        return c.json(await readRouting(db), 200, ADMIN_RESPONSE_HEADERS);
      });
    })
    .post("/routing/away", access("admin"), async (c) => {
      const body = await readJson(c);
      if (body instanceof Response) return body;
      if (typeof body["userId"] !== "string" || typeof body["away"] !== "boolean") return problem(c, 400, "Send the account (userId) and whether it is away (away: true or false).");
      if (!(await setAway(db, body["userId"], body["away"]))) return problem(c, 404, "There is no such account.");
      await audit(db, { actor: c.get("admin").user.email, action: "away-changed", target: body["userId"], detail: { away: body["away"] } });
      return c.json({ away: body["away"] }, 200, ADMIN_RESPONSE_HEADERS);
    })
    .post("/away", access("account"), async (c) => {
      const body = await readJson(c);
      if (body instanceof Response) return body;
      if (typeof body["away"] !== "boolean") return problem(c, 400, "Send away: true or false.");
      const { user } = c.get("admin");
      await setAway(db, user.id, body["away"]);
      await audit(db, { actor: user.email, action: "away-changed", target: user.id, detail: { away: body["away"] } });
      return c.json({ away: body["away"] }, 200, ADMIN_RESPONSE_HEADERS);
    });
}
