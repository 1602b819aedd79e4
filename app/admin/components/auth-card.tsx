import type { ReactNode } from "react";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import { LogoMark } from "#app/ui/logo.tsx";
import { adminCopy } from "#app/admin/content/admin.ts";

/** The frame of the signed-out pages (sign-in, setup): one card in the middle of the screen. */
export function AuthCard({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <main id="main" className="grid min-h-svh place-items-center px-4 py-10">
      <div className="w-full max-w-sm">
        <p className="mb-6 flex items-center justify-center gap-2 text-lg font-bold">
          <LogoMark />
          {adminCopy.productName}
        </p>
        <div className="rounded-2xl border border-border bg-background p-6 shadow-sm sm:p-8">
          <h1 className="text-xl font-bold tracking-tight">{title}</h1>
          <p className="mt-1.5 mb-6 text-sm text-muted-foreground">{lead}</p>
          {children}
        </div>
      </div>
    </main>
  );
}

/** A form's error, announced when it appears. */
export function FormError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive">
      {children}
    </p>
  );
}

/** A labelled input of the signed-out forms; the input's id is its name. */
export function AuthField({ label, name, ...input }: { label: string; name: string } & React.ComponentProps<typeof Input>) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={name}>{label}</Label>
      <Input id={name} name={name} required {...input} />
    </div>
  );
}
