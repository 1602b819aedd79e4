/**
 * A preview link to share: the post's copy for a colleague without an account, valid for a week.
 * The links that still open the post are listed; an editor can revoke any of them at once.
 */
import { useState } from "react";
import { useRevalidator } from "react-router";
import LinkIcon from "lucide-react/icons/link-2";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { FormError } from "#app/components/admin/auth-card.tsx";
import { formatDateTime } from "#app/components/admin/format.ts";
import { adminCopy } from "#app/content/admin.ts";
import { api, ApiError, type PreviewLinkSummary } from "#app/lib/admin-api.ts";

const copy = adminCopy.editor.previewLink;

export function PreviewLink({ postId, links, canRevoke }: { postId: number; links: PreviewLinkSummary[]; canRevoke: boolean }) {
  const [link, setLink] = useState<{ url: string; expiresAt: string }>();
  const [error, setError] = useState<string>();
  const [copied, setCopied] = useState(false);
  // The page's data (the links, the post's history) is read again after each change.
  const { revalidate } = useRevalidator();

  const attempt = async (step: () => Promise<void>) => {
    try {
      await step();
      setError(undefined);
      void revalidate();
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.message);
    }
  };
  const create = () =>
    attempt(async () => {
      const answer = await api<{ path: string; expiresAt: string }>(`/posts/${postId}/preview-link`, { method: "POST", body: {} });
      setLink({ url: `${window.location.origin}${answer.path}`, expiresAt: answer.expiresAt });
      setCopied(false);
    });
  const revoke = (id: string) =>
    attempt(async () => {
      await api(`/posts/${postId}/preview-links/${id}/revoke`, { method: "POST", body: {} });
      // The link just made may be the one revoked: it no longer opens anything, so it is not offered.
      setLink(undefined);
    });

  return (
    <div className="grid gap-3">
      <Button type="button" variant="secondary" size="sm" className="w-fit" onClick={() => void create()}>
        <LinkIcon aria-hidden="true" />
        {link ? copy.another : copy.create}
      </Button>
      {error ? <FormError id="preview-link-error">{error}</FormError> : null}
      {link ? (
        <div className="grid gap-1.5">
          <label htmlFor="preview-link" className="text-sm font-medium">
            {copy.label}
          </label>
          <div className="flex gap-2">
            <Input id="preview-link" readOnly value={link.url} onFocus={(event) => event.target.select()} aria-describedby="preview-link-hint" className="h-9 min-w-0 text-sm" />
            <Button type="button" size="sm" onClick={() => void navigator.clipboard?.writeText(link.url).then(() => setCopied(true))}>
              {copied ? copy.copied : copy.copy}
            </Button>
          </div>
          <p id="preview-link-hint" className="text-xs text-muted-foreground">
            {copy.hint(formatDateTime(link.expiresAt))}
          </p>
        </div>
      ) : null}
      {links.length ? (
        <div className="grid gap-1.5">
          <h3 className="text-sm font-medium">{copy.active(links.length)}</h3>
          <ul className="grid gap-1.5 text-sm">
            {links.map((each) => (
              <li key={each.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-muted-foreground">{copy.made(each.createdBy, formatDateTime(each.createdAt), formatDateTime(each.expiresAt))}</span>
                {canRevoke ? (
                  <Button type="button" size="sm" variant="ghost" aria-label={copy.revokeLabel(each.createdBy, formatDateTime(each.createdAt))} onClick={() => void revoke(each.id)}>
                    {copy.revoke}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
