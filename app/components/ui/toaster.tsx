import { Toaster as Sonner, toast } from "sonner";

/**
 * Toast outlet (sonner): announced politely to screen readers. Call `toast.error(title, {description})`
 * for the destructive variant.
 */
export function Toaster() {
  return (
    <Sonner
      position="top-center"
      closeButton
      richColors
      toastOptions={{
        classNames: {
          toast: "font-sans rounded-xl shadow-elevated",
          title: "font-semibold",
        },
      }}
    />
  );
}

export { toast };
