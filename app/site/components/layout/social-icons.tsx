import type { SocialLink } from "#shared/content/site.ts";

/** Simple line glyphs for the four networks (lucide ships no brand icons). */
const glyphs: Record<SocialLink["network"], React.ReactNode> = {
  LinkedIn: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10.5V16M8 7.5v.01M12 16v-3.2a2.3 2.3 0 0 1 4.6 0V16M12 10.5V16" />
    </>
  ),
  X: <path d="M4.5 4h4.2l10.8 16h-4.2zM19.5 4l-6.3 7.2M4.5 20l6.3-7.2" />,
  YouTube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="m10.5 9.5 4.5 2.5-4.5 2.5z" />
    </>
  ),
  Instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="3.8" />
      <path d="M17 7v.01" />
    </>
  ),
};

export function SocialIcon({ network, className }: { network: SocialLink["network"]; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {glyphs[network]}
    </svg>
  );
}
