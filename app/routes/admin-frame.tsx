/**
 * The staff inbox's frame (issue 17, ADR 013): every /admin page sits under this pathless layout,
 * which marks them as the client-rendered app (no public chrome) and is the one module that brings
 * the inbox's stylesheet, so no public page links a byte of it.
 */
import { Outlet } from "react-router";
import "#app/admin.css";
import { staffApp } from "#app/lib/route-handle.ts";

export const handle = staffApp;

export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function StaffFrame() {
  return (
    <div className="min-h-svh bg-muted/40">
      <Outlet />
    </div>
  );
}
