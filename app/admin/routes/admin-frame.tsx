/**
 * The admin app's frame (ADR 013): every /admin page sits under this pathless layout, which marks
 * them as the client-rendered app (no public chrome) and is the one module that brings the admin
 * app's stylesheet, so no public page links a byte of it.
 */
import { Outlet, ScrollRestoration } from "react-router";
import "#app/admin/admin.css";
import { adminApp } from "#app/ui/route-handle.ts";

export const handle = adminApp;

export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function AdminFrame() {
  return (
    <div className="min-h-svh bg-muted/40">
      <Outlet />
      {/* A new page opens at its top, Back returns to where the list was. */}
      <ScrollRestoration />
    </div>
  );
}
