/**
 * A preview link to share: the post's copy for a colleague without an account, valid for a week.
 * The links that still open the post are listed; an editor can revoke any of them at once.
 */
import { useState } from "react";
import { useRevalidator } from "react-router";
import LinkIcon from "lucide-react/icons/link-2";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import { FormError } from "#app/admin/components/auth-card.tsx";
import { formatDateTime } from "#app/admin/components/format.ts";
import { editorCopy } from "#app/studio/content/editor.ts";
import { api, ApiError, type PreviewLinkSummary, type Answer } from "#app/admin/lib/admin-api.ts";

const copy = editorCopy.previewLink;

/** `of`: whose copy the links show, a post or a page of the site. */
export function PreviewLink({ of, links, canRevoke }: { of: { post: number } | { page: number }; links: PreviewLinkSummary[]; canRevoke: boolean }) {
  const [what, base] = "post" in of ? (["post", `/posts/${of.post}`] as const) : (["page", `/pages/${of.page}`] as const);
  const [link, setLink] = useState<{ id: string; url: string; expiresAt: string }>();
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
      const answer = await api<Answer<"/posts/:id/preview-link", "$post">>(`${base}/preview-link`, { method: "POST", body: {} });
      setLink({ id: answer.id, url: `${window.location.origin}${answer.path}`, expiresAt: answer.expiresAt });
      setCopied(false);
    });
  const revoke = (id: string) =>
    attempt(async () => {
      await api(`${base}/preview-links/${id}/revoke`, { method: "POST", body: {} });
      // A revoked link opens nothing: it is no longer offered to copy.
      if (id === link?.id) setLink(undefined);
    });

  return (
    <div className="grid gap-3">
      <Button type="button" variant="secondary" size="sm" className="w-fit" onClick={() => void create()}>
        <LinkIcon aria-hidden="true" />
        {link ? copy.another : copy.create}
      </Button>
      {error ? <FormError id="preview-link-error">{error}</FormError> : null}
      {/* Always there, so screen readers hear each new link made. */}
      <p role="status" className="sr-only">
        {link ? copy.created : ""}
      </p>
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
            {copy.hint(formatDateTime(link.expiresAt), what)}
          </p>
        </div>
      ) : null}
      {links.length ? (
        <div className="grid gap-1.5">
          <h3 className="text-sm font-medium">{copy.active(links.length, what)}</h3>
          <ol className="grid divide-y divide-border text-sm">
            {links.map((each, index) => (
              <li key={each.id} className="flex items-center justify-between gap-3 py-2">
                <div className="grid min-w-0">
                  <span className="truncate font-medium">
                    {each.createdBy}
                    {each.id === link?.id ? <span className="ml-2 rounded-sm bg-subtle px-1.5 py-0.5 text-xs font-semibold">{copy.newest}</span> : null}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {copy.made} {formatDateTime(each.createdAt)}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {copy.ends} {formatDateTime(each.expiresAt)}
                  </span>
                </div>
                {canRevoke ? (
                  <Button type="button" size="sm" variant="secondary" aria-label={copy.revokeLabel(index + 1, each.createdBy)} onClick={() => void revoke(each.id)}>
                    {copy.revoke}
                  </Button>
                ) : null}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}
