/** A preview link to share: the post's copy for a colleague without an account, valid for a week. */
import { useState } from "react";
import { useRevalidator } from "react-router";
import LinkIcon from "lucide-react/icons/link-2";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { FormError } from "#app/components/admin/auth-card.tsx";
import { formatDateTime } from "#app/components/admin/format.ts";
import { adminCopy } from "#app/content/admin.ts";
import { api, ApiError } from "#app/lib/admin-api.ts";

const copy = adminCopy.editor.previewLink;

export function PreviewLink({ postId }: { postId: number }) {
  const [link, setLink] = useState<{ url: string; expiresAt: string }>();
  const [error, setError] = useState<string>();
  const [copied, setCopied] = useState(false);
  // The post's history names the new link: the page's data is read again.
  const { revalidate } = useRevalidator();
  const create = async () => {
    try {
      const answer = await api<{ path: string; expiresAt: string }>(`/posts/${postId}/preview-link`, { method: "POST", body: {} });
      setLink({ url: `${window.location.origin}${answer.path}`, expiresAt: answer.expiresAt });
      setError(undefined);
      setCopied(false);
      void revalidate();
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.message);
    }
  };
  return (
    <div className="grid gap-2">
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
    </div>
  );
}
